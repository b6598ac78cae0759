import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An alert the app presents with UIKit's own `present(_:animated:completion:)`, as a pop-up.
///
/// The app-wide guard makes it a pop-up on its window's queue (``BatonGuard/queuesAlerts``):
/// default priority, `blocksNavigation`. It shows when its turn comes, never over another alert; the
/// app's buttons and their handlers are UIKit's, untouched.
///
/// It shows from the controller the app asked for, waiting while that controller is covered (a
/// sheet over it, a page pushed over it, another tab selected; see ``RequestedPresenter``), and
/// from the window's top-most controller once the one asked for left the window.
///
/// A tap dismisses it the way UIKit does (the guard lets that dismissal through); the pop-up then
/// ends `dismissed(.orphaned)` on the turn after the dismissal ended, and what waited behind it
/// goes on. The app's completion runs when UIKit calls it, after the alert appeared.
@MainActor
final class ExistingAlertPopup: WindowPopupPresenter {
  private let host: WindowPopups
  private let animated: Bool
  /// The implementations the guard replaced: the alert is presented through them, so nothing
  /// above the guard sees the app's call twice.
  private let uikitCalls: ReplacedImplementations
  private var completion: (() -> Void)?
  /// The controller the app asked to present from; used when it can still present.
  private weak var requestedPresenter: UIViewController?
  /// Strong until shown (nothing else holds it yet), then weak: the presentation holds it.
  private var pending: UIAlertController?
  private weak var shown: UIAlertController?
  private weak var ticket: PopupTicket?
  private let watch: ForeignDismissalWatch
  /// Watches what covers ``requestedPresenter`` while the alert waits for it.
  private let coverWatch: CoverWatch

  /// Submits `alert` to the pop-up queue of `context`'s window, or, for a lane that serialises no
  /// window, as a plain present on the lane.
  static func show(
    _ alert: UIAlertController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    in context: LaneContext,
    uikitCalls: ReplacedImplementations
  ) {
    guard let window = context.window else {
      let call = "present(_:animated:completion:)"
      GuardDropReport.submit(call, on: presenter, lane: context.lane) { reportDrop in
        presenter.baton.submit(
          .present(alert),
          in: context,
          animated: animated,
          policy: .enqueue,
          uikitCalls: .replaced(uikitCalls),
          uikitCompletion: completion,
          completion: reportDrop
        )
      }
      return
    }
    let host = LaneRegistry.shared.popups(for: window)
    let popup = ExistingAlertPopup(
      alert,
      from: presenter,
      animated: animated,
      completion: completion,
      uikitCalls: uikitCalls,
      host: host
    )
    host.refresh()
    host.queue.show(
      PopupRequest(
        key: nextKey(),
        condition: popup.condition,
        expectedAnimationDuration: animated ? PresentationRequests.animatedDuration : 0,
        presenter: popup
      )
    )
  }

  /// How many existing alerts the guard has queued in this process.
  private static var queuedCount = 0

  /// A key no other request has.
  ///
  /// An alert's identity is not one: an app shows the same alert again while it is still
  /// leaving, and a freed alert's address is reused by the next alert while the freed one's
  /// pop-up may still be ending; either would drop the newcomer `duplicate`. Existing alerts
  /// never de-duplicate: the app presented each one.
  private static func nextKey() -> String {
    queuedCount += 1
    return "existing alert #\(queuedCount)"
  }

  private init(
    _ alert: UIAlertController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    uikitCalls: ReplacedImplementations,
    host: WindowPopups
  ) {
    self.host = host
    self.uikitCalls = uikitCalls
    self.animated = animated
    self.completion = completion
    requestedPresenter = presenter
    pending = alert
    watch = ForeignDismissalWatch(scheduler: host.queue.lane.scheduler)
    watch.onEnded = { [weak host] in host?.refresh() }
    coverWatch = CoverWatch(scheduler: host.queue.lane.scheduler)
    coverWatch.onUncovered = { [weak host] in host?.queue.conditionsMayHaveChanged() }
  }

  /// Waits for ``mayShow()``, checked at the alert's turn and again when its show starts: the
  /// page transitions ahead of it in the lane may cover the controller the app asked for.
  private var condition: PopupCondition {
    var condition = PopupCondition(whenFalse: .waitAndRecheck) { [weak self] in
      self?.mayShow() ?? true
    }
    condition.isCheckedAgainWhenShowStarts = true
    return condition
  }

  /// Whether the alert may show now (``RequestedPresenter``); while it may not, the controller
  /// that covers the one the app asked for is watched, or, when the user is taking that
  /// controller away (a back tap, a finished swipe), the controller itself: its leaving is an
  /// event, so the alert never waits for an unrelated transition.
  private func mayShow() -> Bool {
    switch RequestedPresenter.decision(for: requestedPresenter, in: host.window) {
    case .show:
      coverWatch.stop()
      return true
    case .wait(let cover):
      if let cover {
        coverWatch.watch(cover)
      } else if let requested = requestedPresenter,
        RequestedPresenter.isLeavingItsStack(requested)
      {
        coverWatch.watchLeaving(requested)
      }
      return false
    }
  }

  var popupController: UIViewController? { shown ?? pending }

  /// Presents the alert from the controller the app asked for when it can present (its turn came
  /// once it could, or it left the window), else from the window's top-most presentable
  /// controller.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once the alert is on screen, or with the reason it cannot be.
  func showPopup(
    _ popup: PopupTicket,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    guard let alert = pending ?? shown else {
      return completion(.refused("the alert went away"))
    }
    guard alert.presentingViewController == nil else {
      return completion(.refused("the alert is already presented"))
    }
    ticket = popup
    ModalPopupPlacement.whenSettled(in: host) { [weak self] decision in
      guard let self else { return completion(.refused("the presenter went away")) }
      switch decision {
      case .refused(let reason):
        completion(.refused(reason))
      case .presenter(let top):
        let presenter =
          requestedPresenter.flatMap {
            $0.viewIfLoaded?.window === host.window && PresenterResolver.canPresent(from: $0)
              ? $0 : nil
          } ?? top
        present(alert, from: presenter, completion)
      }
    }
  }

  private func present(
    _ alert: UIAlertController,
    from presenter: UIViewController,
    _ completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    pending = nil
    shown = alert
    watch.watch(alert)
    host.presenterBeganShowing(self)
    let appCompletion = self.completion
    self.completion = nil
    uikitCalls.present(presenter, alert, animated) { [weak alert] in
      appCompletion?()
      PopupAccessibility.modalDidAppear(alert?.viewIfLoaded)
      completion(.shown)
    }
  }

  /// Dismisses the alert, or waits for the dismissal that already runs (a tap).
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once the alert is gone.
  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    let done: @MainActor () -> Void = { [weak self] in
      guard let self else { return completion() }
      host.presentedPopupHidden(self, watch: watch)
      completion()
    }
    pending = shown
    watch.hide(done: done)
  }

  /// Whether the alert is still on screen (also while it is being dismissed).
  ///
  /// - Parameter popup: The pop-up's ticket.
  /// - Returns: Whether the alert is still on screen.
  func isShowing(_ popup: PopupTicket) -> Bool {
    guard popup === ticket, let shown else { return false }
    return ForeignDismissalWatch.isLeaving(shown) || shown.viewIfLoaded?.window === host.window
  }

  func reportIfOrphaned() {
    host.reportPresentedPopupIfOrphaned(
      self,
      ticket: ticket,
      isLeaving: shown.map(ForeignDismissalWatch.isLeaving) ?? false,
      isOnScreen: shown.map { $0.viewIfLoaded?.window === host.window } ?? false,
      watch: watch
    )
  }
}
