extension VirtualScheduler {
  /// Where ``VirtualScheduler/runUntilSettled(maxSteps:)`` stopped the clock.
  public enum Settlement: Hashable, Sendable {
    /// Nothing is left to run.
    case idle
    /// All that is left are the stall checks of lanes held by a visible pop-up until the user
    /// answers it: the story goes on with a tap.
    case waitingForUser
    /// The step bound was reached with other work still pending (work that keeps rescheduling
    /// itself).
    case stepLimitReached
  }
}
