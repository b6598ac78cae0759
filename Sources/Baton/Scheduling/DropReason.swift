/// Why a ``Lane`` dropped a request instead of running it.
public enum DropReason: Hashable, Sendable {
  /// The request's policy is ``LanePolicy/dropIfBusy`` and the lane had work in flight,
  /// pending or suspended; or ``Lane/startImmediately(_:onOutcome:)`` found a transition in flight.
  case busy
  /// The same screen (or, by default, the same screen type onto the same container) is
  /// already in flight or pending.
  case duplicate
  /// The request's source was gone when its turn came.
  case sourceGone
  /// The lane was torn down (its window is gone).
  case windowGone
  /// A later request with the same ``LanePolicy/replacePending(key:)`` key replaced it.
  case superseded
  /// The request's own check found that UIKit would refuse the transition.
  case invalid(InvalidRequestReason)
}
