import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Called by the swipe-back gate when it lets the swipe begin.
  ///
  /// UIKit appears to start the swipe by calling `popViewController(animated:)` (handled by
  /// ``SwipeBackStart``). Should it start the pop without that call, the
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
