import Foundation

extension Lane {
  /// How a lane suppresses duplicates, times transitions out and bounds a stall.
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
    /// The longest, in seconds, that pending requests wait with nothing in flight before the
    /// lane checks what holds them: the bound `B` of the lane's guarantee.
    ///
    /// Only the lane's gate (the window's ``PopupQueue``) holds requests with nothing in
    /// flight. After this long the lane asks it to verify the hold: a pop-up whose presenter no
    /// longer shows it ends ``PopupDismissal/orphaned`` and the requests go on; one its
    /// presenter confirms on screen, and that blocks navigation, is waiting for the user and is
    /// verified again after the same time. A suspended lane holds its requests on purpose and
    /// is not checked. See ``stallInterval``.
    public var maximumStall: TimeInterval

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - suppressesSameScreenType: Whether the same screen type onto the same container is a
    ///     duplicate.
    ///   - watchdogMultiplier: The multiple of the expected duration the watchdog allows.
    ///   - minimumWatchdog: The least time the watchdog allows, in seconds.
    ///   - maximumStall: The longest pending requests wait with nothing in flight before the
    ///     lane checks what holds them, in seconds.
    public init(
      suppressesSameScreenType: Bool = true,
      watchdogMultiplier: Double = 3,
      minimumWatchdog: TimeInterval = 1,
      maximumStall: TimeInterval = 1
    ) {
      self.suppressesSameScreenType = suppressesSameScreenType
      self.watchdogMultiplier = watchdogMultiplier
      self.minimumWatchdog = minimumWatchdog
      self.maximumStall = maximumStall
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

    /// The stall bound the lane uses: ``maximumStall``, made usable.
    ///
    /// A value that is not a finite number above zero counts as 1 second, and one below
    /// 0.05 seconds as 0.05 seconds (a few frames), so that a check waiting for the user never
    /// spins the main loop.
    public var stallInterval: TimeInterval {
      guard maximumStall.isFinite, maximumStall > 0 else { return 1 }
      return max(maximumStall, 0.05)
    }
  }
}
