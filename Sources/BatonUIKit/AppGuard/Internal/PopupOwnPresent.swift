import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A present made from the pop-up on screen (``GuardRule/isPopupsOwnCall(on:in:)``): the
/// pop-up's own code, or an SDK that presents from the window's top-most controller while a
/// pop-up screen is that controller.
///
/// It already has its turn, so it passes the lane by; but UIKit still gives a controller one
/// presentation at a time (F5, F6). So it waits for a presentation or dismissal running in the
/// window to end, and then, if the pop-up is presenting something by then (an SDK's second ad,
/// asked while its first was on its way), for that presentation to end, as a lane present does
/// (`ModalChange+LaterCover`): it shows after it, never inside it. The wait is bounded by the
/// lane's stall bound, counted from the call; past it, the present is not made, and the
/// `presenterUnavailable` diagnostic says so (a plain `present` has no outcome to carry it). A
/// pop-up that left the window meanwhile (the queue hid it) no longer has a turn the call is
/// part of: the call then takes its turn on the lane as any present does (`laneTurn`), where a
/// presenter out of the window is redirected or reported, never presented from (F4).
@MainActor
final class PopupOwnPresent {
  private let presented: UIViewController
  private weak var presenter: UIViewController?
  private let animated: Bool
  private let completion: (() -> Void)?
  private let lane: Lane
  private let uikitCalls: ReplacedImplementations
  private let laneTurn: @MainActor () -> Void
  private let deadline: TimeInterval

  private init(
    _ presented: UIViewController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    lane: Lane,
    uikitCalls: ReplacedImplementations,
    laneTurn: @escaping @MainActor () -> Void
  ) {
    self.presented = presented
    self.presenter = presenter
    self.animated = animated
    self.completion = completion
    self.lane = lane
    self.uikitCalls = uikitCalls
    self.laneTurn = laneTurn
    deadline = lane.scheduler.now + lane.configuration.stallInterval
  }

  /// Presents `presented` from `presenter` as the type's summary says; `laneTurn` submits the
  /// call to the lane instead, for a pop-up that left the window first.
  static func present(
    _ presented: UIViewController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    lane: Lane,
    uikitCalls: ReplacedImplementations,
    laneTurn: @escaping @MainActor () -> Void
  ) {
    let call = PopupOwnPresent(
      presented,
      from: presenter,
      animated: animated,
      completion: completion,
      lane: lane,
      uikitCalls: uikitCalls,
      laneTurn: laneTurn
    )
    call.whenSettled()
  }

  /// Waits out a presentation or dismissal running in the window, then tries.
  private func whenSettled() {
    guard let presenter else { return }
    RunningModalTransition.whenSettled(near: presenter, scheduler: lane.scheduler) {
      self.attempt()
    }
  }

  /// Presents now when the presenter presents nothing, else waits for what it presents to end.
  private func attempt() {
    guard let presenter else { return }
    guard presenter.viewIfLoaded?.window != nil else { return laneTurn() }
    guard let cover = presenter.presentedViewController else {
      return uikitCalls.present(presenter, presented, animated, completion)
    }
    let scheduler = lane.scheduler
    let remaining = deadline - scheduler.now
    guard remaining > 0 || cover.isBeingDismissed else { return gaveUp(coveredBy: cover) }
    let watch = CoverWatch(scheduler: scheduler)
    // The closures hold this call until one of them has run.
    let timer = scheduler.run(after: max(remaining, 0)) { [weak cover] in
      // A dismissal under way at the bound ends on its own: the watch hears it.
      if let cover, cover.isBeingDismissed, cover.viewIfLoaded?.window != nil { return }
      watch.onUncovered = nil
      watch.stop()
      self.attempt()
    }
    watch.onUncovered = {
      timer.cancel()
      watch.onUncovered = nil
      watch.stop()
      self.whenSettled()
    }
    // A cover out of the window (itself covered by a full-screen presentation) is looked at
    // again at the bound.
    watch.watch(cover)
  }

  private func gaveUp(coveredBy cover: UIViewController) {
    AdapterDiagnostics.report(
      .presenterUnavailable,
      .warning,
      "present(_:animated:completion:) of \(type(of: presented)) from the pop-up's "
        + "\(ControllerPlace.describe(presenter ?? cover)): it is still presenting "
        + "\(ControllerPlace.describe(cover)) at the lane's stall bound; the present is not made",
      lane: lane
    )
  }
}
