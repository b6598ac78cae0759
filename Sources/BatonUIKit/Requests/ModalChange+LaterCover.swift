import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A present whose presenter is covered, when its turn comes, by a presentation made after it
/// was asked (a later request's, or a third party's plain `present`).
///
/// It is never redirected into that presentation: whoever made it may dismiss it at any time
/// and take the request's screen along (`Docs/UIKitFacts.md` A22). UIKit refuses to present from
/// a controller already presenting (F5), so the request waits for the presentation to end,
/// bounded by the lane's stall bound (``Lane/Configuration-swift.struct/maximumStall``); past
/// it, the request ends `.dropped(.invalid(.presenterUnavailable))`.
extension ModalChange {
  /// The window's top for a redirection: the top-most controller, stopping below any
  /// presentation made after the request was asked.
  func topBeneathLaterPresentations(in window: UIWindow) -> UIViewController? {
    guard let root = window.rootViewController else { return nil }
    guard let asked else { return TopMost.viewController(from: root) }
    return TopMost.viewController(from: root) { !asked.allows($0) }
  }

  /// Accepts the request at its turn, to present from `presenter` once `cover` has ended.
  func wait(for cover: UIViewController, from presenter: UIViewController) -> DropReason? {
    resolvedPresenter = presenter
    laterCover = cover
    AdapterDiagnostics.report(
      .actedBeneathLaterPresentation,
      .info,
      "\(label): \(ControllerPlace.describe(presenter)) is covered by "
        + "\(ControllerPlace.describe(cover)), which was presented after the request was asked; "
        + "waiting for it to end",
      lane: context.lane
    )
    return nil
  }

  /// Waits for `cover` to leave the window, then checks the request again and performs it; past
  /// the stall bound (counted from the first wait), drops it.
  func waitForLaterCover(_ cover: UIViewController, _ running: RunningTransition) {
    let scheduler = context.lane.scheduler
    let deadline = waitDeadline ?? scheduler.now + context.lane.configuration.stallInterval
    waitDeadline = deadline
    let remaining = deadline - scheduler.now
    guard remaining > 0 else { return gaveUp(waitingFor: cover, running) }
    running.updateExpectedDuration(
      remaining + (animated ? PresentationRequests.animatedDuration : 0)
    )
    let watch = CoverWatch(scheduler: scheduler)
    // The closures hold the request: the lane lets go of it once `perform` has returned.
    let timer = scheduler.run(after: remaining) { [weak cover] in
      // A dismissal under way at the bound ends on its own: the watch hears it.
      if let cover, cover.isBeingDismissed, cover.viewIfLoaded?.window != nil { return }
      watch.onUncovered = nil
      watch.stop()
      if let cover, cover.presentingViewController != nil {
        self.gaveUp(waitingFor: cover, running)
      } else {
        self.checkAgain(running)
      }
    }
    watch.onUncovered = {
      timer.cancel()
      watch.onUncovered = nil
      watch.stop()
      self.checkAgain(running)
    }
    guard cover.viewIfLoaded?.window != nil else {
      // Out of the window now: gone already (looked at again on the next turn), or covered in
      // turn by a full-screen presentation (the bound decides).
      watch.onUncovered = nil
      guard cover.presentingViewController == nil else { return }
      timer.cancel()
      scheduler.runOnNextTurn { self.checkAgain(running) }
      return
    }
    watch.watch(cover)
  }

  /// The turn's check again, after the later presentation ended (or left the window).
  private func checkAgain(_ running: RunningTransition) {
    if let reason = validate() { return running.finish(.dropped(reason)) }
    perform(running)
  }

  /// The stall bound passed with the presenter still covered.
  private func gaveUp(waitingFor cover: UIViewController, _ running: RunningTransition) {
    AdapterDiagnostics.report(
      .presenterUnavailable,
      .warning,
      "\(label): \(ControllerPlace.describe(cover)), presented after the request was asked, "
        + "did not end within the lane's stall bound; the request is dropped",
      lane: context.lane
    )
    running.finish(.dropped(.invalid(.presenterUnavailable)))
  }
}
