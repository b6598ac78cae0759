extension PopupQueue {
  /// How a queue bounds its pending pop-ups.
  public struct Configuration: Hashable, Sendable {
    /// How many pop-ups may be pending at once.
    ///
    /// Overflow rule: when the queue is full, the pending pop-up that would be shown last (the
    /// lowest priority, the newest among equals, never one already shown once) loses to a
    /// newcomer of strictly higher priority; otherwise the newcomer loses. The loser ends
    /// ``PopupOutcome/dropped(_:)`` with ``PopupDropReason/overflow``. Zero or less drops every
    /// request that way.
    public var maximumPending: Int

    /// Creates a configuration.
    ///
    /// - Parameter maximumPending: How many pop-ups may be pending at once.
    public init(maximumPending: Int = 64) {
      self.maximumPending = maximumPending
    }
  }
}
