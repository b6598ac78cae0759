import Baton

/// What a window's lane is made with: its clock, its configuration, the adapter's options and
/// its diagnostics channel.
///
/// Every window without an environment of its own gets ``BatonLanes/defaultEnvironment``. Give
/// a window its own with ``BatonLanes/makeLane(for:environment:)`` before its first request
/// (two scenes can then differ), or run code with another default through
/// ``BatonLanes/withDefaultEnvironment(_:_:)`` (what a test does).
///
/// ```swift
/// var environment = BatonEnvironment()
/// environment.options.presenterFallback = .drop
/// try BatonLanes.makeLane(for: window, environment: environment)
/// ```
@MainActor
public struct BatonEnvironment {
  /// The scheduler the lane runs on; the main dispatch queue by default.
  ///
  /// Tests use a `VirtualScheduler` (with HeadlessUIKit, the world's).
  public var scheduler: any MainLoopScheduler
  /// Duplicate suppression and watchdog settings of the lane.
  public var configuration: Lane.Configuration
  /// The adapter's own options: presenter fallback, cold start, swipe-back allowance.
  public var options: BatonOptions
  /// Where the lane and the adapter report diagnostics.
  ///
  /// Observe it with `DiagnosticsCenter.addObserver(_:)`; on Apple platforms the adapter also
  /// forwards every diagnostic to OSLog.
  public var diagnostics: DiagnosticsCenter

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler the lane runs on.
  ///   - configuration: The lane's duplicate suppression and watchdog settings.
  ///   - options: The adapter's options.
  ///   - diagnostics: Where diagnostics go.
  public init(
    scheduler: any MainLoopScheduler = DispatchMainScheduler.shared,
    configuration: Lane.Configuration = .init(),
    options: BatonOptions = .init(),
    diagnostics: DiagnosticsCenter = .shared
  ) {
    self.scheduler = scheduler
    self.configuration = configuration
    self.options = options
    self.diagnostics = diagnostics
  }
}

/// Why ``BatonLanes/makeLane(for:environment:)`` made no lane.
public enum BatonEnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The window already has a lane, made with another environment; it keeps that lane.
  ///
  /// End it first with ``BatonLanes/endLane(for:)`` (its requests end `windowGone`), or give
  /// the window its environment before anything uses its lane.
  case laneAlreadyExists(laneName: String)

  /// A readable description of the error.
  public var description: String {
    switch self {
    case .laneAlreadyExists(let laneName):
      "the window already has a lane (\(laneName)); end it before giving the window an environment"
    }
  }
}
