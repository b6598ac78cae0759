import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Handles the system's own `popViewController(animated:)` call at the start of a swipe-back:
  /// the swipe takes the lane at once (ahead of pending work); it completes when the user
  /// finishes the swipe and is cancelled when the user abandons it.
  ///
  /// On iOS 26, when ``userMayInterruptRunningTransition``, the swipe preempts the transition
  /// in flight (``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``): UIKit finishes it at its end position,
  /// so its request ends `completed`, and the swipe's pop runs. Elsewhere a swipe that begins
  /// while a transition is in flight is dropped `busy` (the gate does not let it begin).
  func beginInteractivePop(animated: Bool) -> UIViewController? {
    guard let context = LaneRegistry.shared.context(for: self) else {
      return DirectCalls.pop(self, to: .top, animated: animated)?.first
    }
    return startUserPop(
      kind: .interactivePop,
      label: "interactive pop",
      animated: animated,
      in: context
    )
  }

  /// Called by the swipe-back gate when it lets the swipe begin.
  ///
  /// UIKit appears to start the swipe by calling `popViewController(animated:)` (handled by
  /// ``beginInteractivePop(animated:)``). Should it start the pop without that call, the
  /// adapter adopts the running interactive transition on the next turn, so that the lane
  /// still holds the swipe until the user lets go.
  func interactivePopMayBegin() {
    guard let lane = LaneRegistry.shared.existingContext(for: self)?.lane else { return }
    lane.scheduler.runOnNextTurn { [weak self] in self?.adoptUnreportedInteractivePop() }
  }

  private func adoptUnreportedInteractivePop() {
    guard let coordinator = transitionCoordinator, coordinator.isInteractive,
      let context = LaneRegistry.shared.existingContext(for: self), !context.lane.isBusy
    else { return }
    let scheduler = context.lane.scheduler
    context.lane.startImmediately(
      AdapterRequest.make(
        kind: .interactivePop,
        label: "interactive pop (started without popViewController)",
        policy: .enqueue,
        expectedDuration: context.options.interactivePopAllowance,
        context: context,
        perform: { running in
          TransitionCompletion.track(
            running,
            on: self,
            scheduler: scheduler,
            reapplyingGateOf: self
          )
        }
      )
    )
  }
}
