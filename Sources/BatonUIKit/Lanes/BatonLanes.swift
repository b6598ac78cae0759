import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The registry of per-window lanes: one `Lane` per `UIWindow`, created on demand.
///
/// Lanes are kept in a weak-keyed side table (no associated objects): a window that goes away
/// ends its lane, and its requests get `.dropped(.windowGone)` — the pending ones at the
/// latest when the next of them reaches its turn. Entries are cleaned whenever the registry is
/// used.
///
/// Each lane is made with a ``BatonEnvironment``: the window's own, given with
/// ``makeLane(for:environment:)``, or else ``defaultEnvironment``.
///
/// A new window's lane starts suspended until the window is key and visible and its root
/// controller has appeared (see ``BatonOptions/waitsForWindowAppearance``). The adapter checks
/// that on every request, on ``BatonNavigationController``'s appearance callbacks, and on a
/// bounded series of later scheduler turns; no KVO, no swizzling.
@MainActor
public enum BatonLanes {
  /// The environment of every window that has none of its own.
  ///
  /// Lanes that already exist keep the environment they were made with.
  public static var defaultEnvironment: BatonEnvironment {
    get { LaneRegistry.shared.defaultEnvironment }
    set { LaneRegistry.shared.defaultEnvironment = newValue }
  }

  /// Runs `body` with `environment` as the default for the lanes made inside it, then puts
  /// the previous default back.
  ///
  /// For tests and tools that run several apps (virtual clocks) one after the other: nothing
  /// to reset afterwards.
  ///
  /// - Parameters:
  ///   - environment: The default environment while `body` runs.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public static func withDefaultEnvironment<Result>(
    _ environment: BatonEnvironment,
    _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = defaultEnvironment
    defaultEnvironment = environment
    defer { defaultEnvironment = previous }
    return try body()
  }

  /// Makes the lane of `window` with its own environment instead of ``defaultEnvironment``.
  ///
  /// Call it before anything uses the window's lane, for example when the scene connects.
  ///
  /// - Parameters:
  ///   - window: The window whose transitions the lane serialises.
  ///   - environment: What the lane is made with.
  /// - Returns: The window's new lane.
  /// - Throws: ``BatonEnvironmentError/laneAlreadyExists(laneName:)`` when the window already
  ///   has a lane; that lane is kept, unchanged.
  @discardableResult
  public static func makeLane(
    for window: UIWindow,
    environment: BatonEnvironment
  ) throws(BatonEnvironmentError) -> Lane {
    try LaneRegistry.shared.makeContext(for: window, environment: environment).lane
  }

  /// The lane of `window`, created on demand with ``defaultEnvironment``.
  ///
  /// - Parameter window: The window whose transitions the lane serialises.
  /// - Returns: The window's lane; the same instance for as long as the window lives.
  public static func lane(for window: UIWindow) -> Lane {
    LaneRegistry.shared.context(for: window).lane
  }

  /// The lane of the window that shows `viewController`, if it can be found.
  ///
  /// The window is found through the controller's view, its parents (such as its navigation
  /// controller), its presenting chain, and, for a controller whose view is not yet in a
  /// window, a window whose root controller is the chain's root (for example at cold start).
  /// A controller that was pushed or presented through a lane but has not reached the window
  /// yet (a request chained right after its own push) belongs to that lane.
  ///
  /// - Parameter viewController: Any controller in a window's hierarchy.
  /// - Returns: The window's lane, or nil when the controller is attached to no window.
  public static func lane(for viewController: UIViewController) -> Lane? {
    LaneRegistry.shared.context(for: viewController)?.lane
  }

  /// The window a lane serialises, while both live.
  ///
  /// - Parameter lane: A lane returned by ``lane(for:)-(UIWindow)``.
  /// - Returns: The lane's window, or nil for a lane of no (or a gone) window.
  public static func window(of lane: Lane) -> UIWindow? {
    LaneRegistry.shared.window(of: lane)
  }

  /// Ends the lane of `window` now: in-flight and pending requests get `.dropped(.windowGone)`,
  /// and so do the window's pending and visible pop-ups.
  ///
  /// A later request for the window creates a fresh lane.
  ///
  /// - Parameter window: The window whose lane ends.
  public static func endLane(for window: UIWindow) {
    LaneRegistry.shared.endLane(for: window)
  }

  /// Re-checks whether the windows still waiting for cold start are ready, and starts the
  /// lanes of those that are.
  ///
  /// The adapter calls this itself on requests and appearance callbacks; call it when your app
  /// makes a window key in a way the adapter cannot see.
  public static func refreshReadiness() {
    LaneRegistry.shared.refreshAll()
  }

  /// Ends every lane, as if every window went away (for the lab and tests).
  package static func endAllLanes() {
    LaneRegistry.shared.endAll()
  }

  /// The number of lanes alive, after ending those of windows that went away (for tests).
  package static var liveLaneCount: Int {
    LaneRegistry.shared.liveCount
  }
}
