import Foundation

/// One navigation step for a crash reporter's breadcrumbs, in no vendor's shape: what a window's
/// ``FlightRecorder`` saw, one request phase (or one deep link) at a time.
///
/// ``FlightRecorder/sendBreadcrumbs(includingRouteValues:_:)`` makes them and passes each to the
/// app's closure, which hands it to the crash reporter the app already has, through one of the
/// vendor formatters (``sentryBreadcrumb``, ``crashlyticsLog``, ``datadogRUM``,
/// ``embraceBreadcrumb``, ``openTelemetryEvent``) or its own mapping. Baton depends on no
/// vendor's SDK.
///
/// Refusals, drops and timeouts are breadcrumbs too: in a crash report they show what the user
/// asked for and did not get, which is what turns the report into a trace a test can replay.
///
/// Privacy: ``from`` and ``to`` name screen types (or a pop-up's key, or a route's pattern),
/// never screen content; a deep link's values are left out unless the app asks for them.
public struct NavigationBreadcrumb: Sendable, Equatable {
  /// Where a request is in its life, or what happened to a deep link.
  public enum Phase: String, Sendable, Equatable, CaseIterable {
    /// The app (or the user, or a deep link) asked for it.
    case requested
    /// Its UIKit call was made.
    case started
    /// It ended as asked.
    case completed
    /// It ended undone (a swipe-back abandoned, a request cancelled before its turn).
    case cancelled
    /// It was dropped without running, for ``NavigationBreadcrumb/reason``.
    case dropped
    /// It sent no completion signal in time; the lane ended it.
    case timedOut
  }

  /// The breadcrumb's number among those its recorder sent, from 1.
  public var sequence: Int
  /// When the recorder saw it, on the wall clock (the recorder's own events are on the lane's
  /// monotonic clock).
  public var wallTime: Date
  /// The window's name (the recorder's ``FlightRecorder/name``).
  public var window: String
  /// The request, or nil for a deep link's breadcrumb.
  public var requestID: RequestID?
  /// What was asked: a ``TransitionKind``'s name (`push`, `present`, `dismiss`, `selectTab`…),
  /// or `route` for a deep link.
  public var operation: String
  /// Where the request is in its life.
  public var phase: Phase
  /// The screen it leaves, when known: the one the request names as its source, else the one
  /// the window's last completed request reached.
  public var from: String?
  /// The screen it goes to, when the request names one (a push's or a present's screen type, a
  /// pop-up's key, a deep link's route pattern).
  public var to: String?
  /// Why it was dropped (`duplicate`, `sourceGone`, `invalid`…), what it preempted, or
  /// why a deep link failed; nil otherwise.
  public var reason: String?

  /// Creates a breadcrumb (the recorder makes them; tests of a mapping may too).
  ///
  /// - Parameters:
  ///   - sequence: The breadcrumb's number among those its recorder sent.
  ///   - wallTime: When it happened, on the wall clock.
  ///   - window: The window's name.
  ///   - requestID: The request, or nil for a deep link.
  ///   - operation: What was asked.
  ///   - phase: Where the request is in its life.
  ///   - from: The screen it leaves, when known.
  ///   - to: The screen it goes to, when known.
  ///   - reason: Why it was dropped or failed, or what it preempted.
  package init(
    sequence: Int,
    wallTime: Date,
    window: String,
    requestID: RequestID?,
    operation: String,
    phase: Phase,
    from: String? = nil,
    to: String? = nil,
    reason: String? = nil
  ) {
    self.sequence = sequence
    self.wallTime = wallTime
    self.window = window
    self.requestID = requestID
    self.operation = operation
    self.phase = phase
    self.from = from
    self.to = to
    self.reason = reason
  }
}
