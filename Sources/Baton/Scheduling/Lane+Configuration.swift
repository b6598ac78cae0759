import Foundation

extension Lane {
  /// How a lane suppresses duplicates and times transitions out.
  public struct Configuration: Sendable, Hashable {
    /// Whether the same screen type onto the same container is a duplicate.
    ///
    /// A request for the same screen type onto the same container as one in flight or pending
    /// is then dropped with ``DropReason/duplicate``. Requests for the same instance always are.
    public var suppressesSameScreenType: Bool
    /// The watchdog allows this multiple of a transition's expected duration.
    public var watchdogMultiplier: Double
    /// The watchdog never allows less than this, in seconds.
    public var minimumWatchdog: TimeInterval

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - suppressesSameScreenType: Whether the same screen type onto the same container is a
    ///     duplicate.
    ///   - watchdogMultiplier: The multiple of the expected duration the watchdog allows.
    ///   - minimumWatchdog: The least time the watchdog allows, in seconds.
    public init(
      suppressesSameScreenType: Bool = true,
      watchdogMultiplier: Double = 3,
      minimumWatchdog: TimeInterval = 1
    ) {
      self.suppressesSameScreenType = suppressesSameScreenType
      self.watchdogMultiplier = watchdogMultiplier
      self.minimumWatchdog = minimumWatchdog
    }

    /// The time the watchdog allows a transition expected to take `expectedDuration`.
    ///
    /// - Parameter expectedDuration: The transition's expected duration, in seconds.
    /// - Returns: `max(minimumWatchdog, watchdogMultiplier × expectedDuration)`.
    public func watchdogInterval(forExpectedDuration expectedDuration: TimeInterval)
      -> TimeInterval
    {
      max(minimumWatchdog, watchdogMultiplier * expectedDuration)
    }
  }
}
