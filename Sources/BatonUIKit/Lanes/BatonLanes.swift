import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The registry of per-window lanes: one ``Lane`` per `UIWindow`, created on demand.
///
/// Lanes are kept in a weak-keyed side table (no associated objects): a window that goes away
/// ends its lane, and its pending requests get `.dropped(.windowGone)`. Entries are cleaned
/// whenever the registry is used.
///
/// A new window's lane starts suspended until the window is key and visible and its root
/// controller has appeared (see ``BatonOptions/waitsForWindowAppearance``). The adapter checks
/// that on every request, on ``BatonNavigationController``'s appearance callbacks, and on a
/// bounded series of later scheduler turns; no KVO, no swizzling.
@MainActor
public enum BatonLanes {
  /// The scheduler new lanes run on; the main dispatch queue by default.
  ///
  ///
  /// Tests and the lab set a `VirtualScheduler` before creating any lane; lanes that already
  /// exist keep the scheduler they were created with.
  public static var scheduler: any MainLoopScheduler = DispatchMainScheduler.shared

  /// Chooses the scheduler of a new window's lane; nil (the default) uses ``scheduler``.
  ///
  /// Lets tests and tools whose windows live on different virtual clocks give each lane its
  /// own, for example `{ _ in Headless.World.current.scheduler }` with HeadlessUIKit.
  public static var schedulerProvider: (@MainActor (UIWindow) -> any MainLoopScheduler)?

  /// The lane configuration given to new lanes (duplicate suppression, watchdog).
  public static var configuration = Lane.Configuration()

  /// The adapter's own options: presenter fallback, cold start, swipe-back allowance.
  public static var options = BatonOptions()

  /// The diagnostics channel new lanes and the adapter report to.
  ///
  /// Observe it with `DiagnosticsCenter.addObserver(_:)`; on Apple platforms the adapter also
  /// forwards every diagnostic to OSLog.
  public static var diagnostics: DiagnosticsCenter = .shared

  /// The lane of `window`, created on demand.
  ///
  /// - Parameter window: The window whose transitions the lane serialises.
  /// - Returns: The window's lane; the same instance for as long as the window lives.
  public static func lane(for window: UIWindow) -> Lane {
    LaneRegistry.shared.lane(for: window)
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
    if let window = WindowResolution.window(for: viewController) { return lane(for: window) }
    return LaneRegistry.shared.destinationLane(for: viewController)
  }

  /// The window a lane serialises, while both live.
  ///
  /// - Parameter lane: A lane returned by ``lane(for:)-(UIWindow)``.
  /// - Returns: The lane's window, or nil for a lane of no (or a gone) window.
  public static func window(of lane: Lane) -> UIWindow? {
    LaneRegistry.shared.window(of: lane)
  }

  /// Ends the lane of `window` now: in-flight and pending requests get `.dropped(.windowGone)`.
  ///
  /// A later request for the window creates a fresh lane.
  ///
  /// - Parameter window: The window whose lane ends.
  public static func endLane(for window: UIWindow) {
    LaneRegistry.shared.endLane(for: window)
  }

  /// Ends every lane, as if every window went away.
  ///
  /// For tests, and for tearing down an app's UI.
  public static func endAllLanes() {
    LaneRegistry.shared.endAll()
  }

  /// Re-checks whether the windows still waiting for cold start are ready, and starts the
  /// lanes of those that are.
  ///
  /// The adapter calls this itself on requests and appearance callbacks; call it when your app
  /// makes a window key in a way the adapter cannot see.
  public static func refreshReadiness() {
    LaneRegistry.shared.refreshAll()
  }

  /// The number of lanes alive, after removing those of windows that went away.
  public static var liveLaneCount: Int {
    LaneRegistry.shared.liveCount
  }

  /// The lane a request from `viewController` goes to: its window's lane; else the lane it was
  /// pushed or presented through (a request chained before it reached the window); else, for a
  /// controller attached to no window, a lane of its own (keyed by the chain's root).
  static func resolvedLane(for viewController: UIViewController) -> Lane {
    if let lane = lane(for: viewController) { return lane }
    return LaneRegistry.shared.detachedLane(for: WindowResolution.root(of: viewController))
  }
}
