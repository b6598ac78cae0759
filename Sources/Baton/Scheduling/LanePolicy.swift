/// What a ``Lane`` does with a request that cannot start at once.
public enum LanePolicy: Hashable, Sendable {
  /// Waits its turn behind the pending requests. The default.
  case enqueue
  /// Makes sense only now: dropped with ``DropReason/busy`` when the lane has a transition in
  /// flight, has requests pending, or is suspended.
  ///
  /// In the turn right after a completion signal, with nothing pending, the request is not
  /// dropped: it waits for that next turn like any other.
  case dropIfBusy
  /// Latest wins: a pending request with the same key is dropped with
  /// ``DropReason/superseded`` and the new request joins the back of the queue.
  ///
  /// The new request does not take the old one's place, so requests still start in the order
  /// they were made. A request in flight is never superseded. When the new request is itself
  /// a duplicate of another request, it is dropped and the old one stays.
  case replacePending(key: String)
}
