import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Follows a pop-up controller shown by the queue, to learn when a dismissal the queue did not
/// start (the controller's own `dismiss(animated:)`, a dismissal of a controller below it, a
/// button tapped in an alert) has ended, and to make the queue's hide wait for such a dismissal
/// rather than dismiss a second time (UIKit refuses a dismissal while another runs, F6, and never
/// calls its completion).
///
/// The end is seen by a ``PopupPresenceView`` in the controller's view (its view leaves the
/// window when the dismissal ends), and by the dismissal's transition coordinator when one is
/// found running (`DismissalEnd`); each calls ``onEnded`` on the next turn, so that UIKit has
/// finished its bookkeeping (the presenting controller's `presentedViewController` is cleared).
@MainActor
final class ForeignDismissalWatch {
  /// Called on the turn after a dismissal of the watched controller ended (or after the view
  /// left the window for another reason, such as a full-screen presentation over it).
  var onEnded: (@MainActor () -> Void)?

  private let scheduler: any MainLoopScheduler
  private let presence = PopupPresenceView()
  private let dismissalEnd = DismissalEnd()
  private weak var controller: UIViewController?
  /// The queue's hide, waiting for a dismissal that ran when it was asked for.
  private var waitingHide: (@MainActor () -> Void)?

  init(scheduler: any MainLoopScheduler) {
    self.scheduler = scheduler
    presence.onLeavingWindow = { [weak self] in self?.viewLeftWindow() }
  }

  /// Watches `controller`: puts the presence view in its view (loading it).
  func watch(_ controller: UIViewController) {
    self.controller = controller
    if presence.superview !== controller.view { controller.view.addSubview(presence) }
  }

  /// Stops watching: takes the presence view out of the controller's view (the app may show the
  /// controller again itself).
  func stopWatching() {
    presence.removeFromSuperview()
  }

  /// Whether `controller`, or a controller it was presented over, is being dismissed now.
  static func isLeaving(_ controller: UIViewController) -> Bool {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if current.isBeingDismissed { return true }
      candidate = current.presentingViewController
    }
    return false
  }

  /// Takes the watched controller off screen for the queue: waits for a dismissal that already
  /// runs, or dismisses it, then calls `done` once it is gone.
  ///
  /// - Parameter done: Called once, when the controller is gone.
  func hide(done: @escaping @MainActor () -> Void) {
    guard let controller, let presenting = controller.presentingViewController else {
      return done()
    }
    if !Self.isLeaving(controller), RunningModalTransition.controller(near: controller) != nil {
      // Something presents or dismisses above it (an SDK's ad over the pop-up): UIKit would
      // refuse the dismissal now (F6); ask again once that has ended.
      return RunningModalTransition.whenSettled(near: controller, scheduler: scheduler) {
        [weak self] in
        guard let self else { return done() }
        hide(done: done)
      }
    }
    guard Self.isLeaving(controller) else {
      return GuardBypass.passing(presenting) {
        presenting.dismiss(animated: true, completion: done)
      }
    }
    waitingHide = done
    followRunningDismissal()
  }

  /// Attaches to the transition coordinator of the dismissal running now, if any: its end
  /// calls ``onEnded`` on the next turn (the presence view may not see it: the app may have
  /// taken it out).
  func followRunningDismissal() {
    guard let controller else { return }
    dismissalEnd.watch(controller, scheduler: scheduler) { [weak self] in
      guard let self else { return }
      dismissalEnded()
      onEnded?()
    }
  }

  /// A dismissal of the watched controller ended (a tap's handler knows it first): the hide
  /// that waited for it goes on.
  func dismissalEnded() {
    guard let hide = waitingHide else { return }
    waitingHide = nil
    guard let controller, let presenting = controller.presentingViewController else {
      return hide()
    }
    if Self.isLeaving(controller) {
      // Another dismissal runs now: wait for it in turn.
      waitingHide = hide
      followRunningDismissal()
    } else {
      // The dismissal was cancelled (an interactive one): the controller is still presented.
      GuardBypass.passing(presenting) { presenting.dismiss(animated: true, completion: hide) }
    }
  }

  private func viewLeftWindow() {
    scheduler.runOnNextTurn { [weak self] in
      guard let self else { return }
      dismissalEnded()
      onEnded?()
    }
  }
}
