/// How a request to a ``Lane`` ended.
///
/// Every request gets exactly one outcome.
public enum TransitionOutcome: Hashable, Sendable {
  /// The transition ran and signalled its completion.
  case completed
  /// The caller's ticket cancelled the request while it waited, or the transition itself
  /// ended cancelled (a swipe-back the user abandoned).
  case cancelled
  /// The request never ran, for the given reason.
  case dropped(DropReason)
  /// The transition never signalled its completion; the lane's watchdog ended it.
  case timedOut
}
