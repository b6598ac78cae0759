/// What a ``Lane`` does with a request that cannot start at once.
public enum LanePolicy: Hashable, Sendable {
  /// Waits its turn behind the pending requests. The default.
  case enqueue
  /// Makes sense only now: dropped with ``DropReason/busy`` when the lane has a transition in
  /// flight, has requests pending, or is suspended.
  case dropIfBusy
  /// Latest wins: a pending request with the same key is dropped with
  /// ``DropReason/superseded`` and the new request joins the back of the queue.
  case replacePending(key: String)
}
