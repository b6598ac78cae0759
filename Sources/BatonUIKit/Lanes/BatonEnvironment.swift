import Baton

/// What a window is made with: its lane's clock and configuration, the adapter's options, its
/// diagnostics channel and its pop-up queue's settings.
///
/// Every window without an environment of its own gets ``BatonEnvironment/default``. Give a
/// window its own with ``BatonWindow/configure(_:)`` before anything uses it (two scenes can
/// then differ), or run code with another default through
/// ``BatonEnvironment/withDefault(_:_:)`` (what a test does).
///
/// ```swift
/// var environment = BatonEnvironment()
/// environment.options.presenterFallback = .drop
/// environment.popupFrequencyStore = UserDefaultsPopupFrequencyStore()
/// try window.baton.configure(environment)
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
  /// How the window's pending pop-ups are bounded.
  public var popups: PopupQueue.Configuration
  /// Where the window's pop-up shows are counted for frequency caps; `nil` (the default) gives
  /// each window a store of its own in memory.
  ///
  /// Give every window the same store (such as a ``UserDefaultsPopupFrequencyStore``) to count
  /// across scenes and launches.
  public var popupFrequencyStore: (any PopupFrequencyStore)?

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler the lane runs on.
  ///   - configuration: The lane's duplicate suppression and watchdog settings.
  ///   - options: The adapter's options.
  ///   - diagnostics: Where diagnostics go.
  ///   - popups: How the window's pending pop-ups are bounded.
  ///   - popupFrequencyStore: Where pop-up shows are counted; `nil` for one in memory per
  ///     window.
  public init(
    scheduler: any MainLoopScheduler = DispatchMainScheduler.shared,
    configuration: Lane.Configuration = .init(),
    options: BatonOptions = .init(),
    diagnostics: DiagnosticsCenter = .shared,
    popups: PopupQueue.Configuration = .init(),
    popupFrequencyStore: (any PopupFrequencyStore)? = nil
  ) {
    self.scheduler = scheduler
    self.configuration = configuration
    self.options = options
    self.diagnostics = diagnostics
    self.popups = popups
    self.popupFrequencyStore = popupFrequencyStore
  }

  /// The environment of every window that has none of its own.
  ///
  /// Windows that are already in use keep the environment they were made with.
  public static var `default`: BatonEnvironment {
    get { LaneRegistry.shared.defaultEnvironment }
    set { LaneRegistry.shared.defaultEnvironment = newValue }
  }

  /// Runs `body` with `environment` as ``default`` for the windows first used inside it, then
  /// puts the previous default back.
  ///
  /// For tests and tools that run several apps (virtual clocks) one after the other: nothing
  /// to reset afterwards.
  ///
  /// - Parameters:
  ///   - environment: The default environment while `body` runs.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func withDefault<Result>(
    _ environment: BatonEnvironment,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = Self.default
    Self.default = environment
    defer { Self.default = previous }
    return try body()
  }
}

/// Why ``BatonWindow/configure(_:)`` did not give the window the environment.
public enum BatonEnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The window is already in use (it has a lane, made with another environment); it keeps
  /// that lane and its pop-ups.
  ///
  /// End it first with ``BatonWindow/endLane()`` (its requests and pop-ups end `windowGone`),
  /// or give the window its environment before anything uses it.
  case laneAlreadyExists(laneName: String)

  /// A readable description of the error.
  public var description: String {
    switch self {
    case .laneAlreadyExists(let laneName):
      "the window already has a lane (\(laneName)); end it before giving the window an environment"
    }
  }
}
