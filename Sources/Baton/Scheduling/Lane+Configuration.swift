import Foundation

extension Lane {
  /// How a lane suppresses duplicates, times transitions out and bounds a stall.
  public struct Configuration: Sendable, Hashable {
    /// Whether a request for a destination already in flight or pending is a duplicate.
    ///
    /// On by default: a request for the same destination onto the same container as one in
    /// flight or pending is dropped with ``DropReason/duplicate``. A request's destination is what its ``TransitionIdentity`` names: with the UIKit
    /// adapter, the identity the screen declares (``DestinationIdentifiable``), else the URL the
    /// router opened it from, else a navigation controller's root's destination, else the
    /// screen's type. So a double tap that makes two screens of one class pushes once, while
    /// screens of one class that declare different identities (product 3, product 42) or were
    /// opened from different URLs both land. A request's ``TransitionIdentity/duplicates``
    /// policy overrides this setting for that request. Requests for the same instance are
    /// always duplicates.
    public var suppressesSameDestination: Bool
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
    /// is not checked. A value that is not a finite number above zero counts as 1 second, and
    /// one below 0.05 seconds as 0.05 seconds (a few frames), so that a check waiting for the
    /// user never spins the main loop.
    public var maximumStall: TimeInterval

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - suppressesSameDestination: Whether the same destination onto the same container is a
    ///     duplicate.
    ///   - watchdogMultiplier: The multiple of the expected duration the watchdog allows.
    ///   - minimumWatchdog: The least time the watchdog allows, in seconds.
    ///   - maximumStall: The longest pending requests wait with nothing in flight before the
    ///     lane checks what holds them, in seconds.
    public init(
      suppressesSameDestination: Bool = true,
      watchdogMultiplier: Double = 3,
      minimumWatchdog: TimeInterval = 1,
      maximumStall: TimeInterval = 1
    ) {
      self.suppressesSameDestination = suppressesSameDestination
      self.watchdogMultiplier = watchdogMultiplier
      self.minimumWatchdog = minimumWatchdog
      self.maximumStall = maximumStall
    }

    /// The time the watchdog allows a transition expected to take `expectedDuration`.
    ///
    /// - Parameter expectedDuration: The transition's expected duration, in seconds.
    /// - Returns: `max(minimumWatchdog, watchdogMultiplier × expectedDuration)`.
    package func watchdogInterval(forExpectedDuration expectedDuration: TimeInterval)
      -> TimeInterval
    {
      max(minimumWatchdog, watchdogMultiplier * expectedDuration)
    }

    /// The stall bound the lane uses: ``maximumStall``, clamped as its documentation says.
    package var stallInterval: TimeInterval {
      guard maximumStall.isFinite, maximumStall > 0 else { return 1 }
      return max(maximumStall, 0.05)
    }
  }
}
