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
  func beginInteractivePop(animated: Bool) -> UIViewController? {
    guard let lane = BatonLanes.lane(for: self) else {
      return DirectCalls.pop(self, animated: animated)
    }
    let scheduler = lane.scheduler
    var popped: UIViewController?
    // `self` is captured strongly: the request runs inside this call or is dropped, and the
    // tracking lives only until the swipe ends (bounded by the watchdog).
    let request = TransitionRequest(
      kind: .interactivePop,
      label: "interactive pop",
      expectedDuration: BatonLanes.options.interactivePopAllowance,
      validate: { RequestValidation.pop(self) },
      perform: { running in
        popped = DirectCalls.pop(self, animated: animated)
        TransitionCompletion.track(
          running,
          on: self,
          scheduler: scheduler,
          reapplyingGateOf: self
        )
      }
    )
    let ticket = lane.startImmediately(request)
    if case .dropped(let reason)? = ticket.outcome {
      AdapterDiagnostics.report(
        .interactivePopRejected,
        .warning,
        "A swipe-back began on \(type(of: self)) but the lane refused it (\(reason)); "
          + "the stack is left unchanged.",
        lane: lane,
        requestID: ticket.id
      )
    }
    return popped
  }

  /// Called by the swipe-back gate when it lets the swipe begin.
  ///
  /// UIKit appears to start the swipe by calling `popViewController(animated:)` (handled by
  /// ``beginInteractivePop(animated:)``). Should it start the pop without that call, the
  /// adapter adopts the running interactive transition on the next turn, so that the lane
  /// still holds the swipe until the user lets go.
  func interactivePopMayBegin() {
    guard let lane = LaneRegistry.shared.existingLane(for: self) else { return }
    // Strong: the closure lives for one turn.
    lane.scheduler.runOnNextTurn { self.adoptUnreportedInteractivePop() }
  }

  private func adoptUnreportedInteractivePop() {
    guard let coordinator = transitionCoordinator, coordinator.isInteractive,
      let lane = LaneRegistry.shared.existingLane(for: self), !lane.isBusy
    else { return }
    let scheduler = lane.scheduler
    lane.startImmediately(
      TransitionRequest(
        kind: .interactivePop,
        label: "interactive pop (started without popViewController)",
        expectedDuration: BatonLanes.options.interactivePopAllowance,
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
