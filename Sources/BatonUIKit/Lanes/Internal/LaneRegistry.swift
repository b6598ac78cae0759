import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The weak-keyed side table behind ``BatonLanes``.
///
/// `ObjectIdentifier` keys, no associated objects. Windows and detached roots are held weakly:
/// their lifetime is the app's and unbounded, and their going away is what ends a lane.
/// Nothing else here is weak: a weak reference gives its object a side table and moves every
/// later retain and release of it onto the runtime's slow path, and lanes, navigation
/// controllers and screens are the busiest objects of an app. Destinations hold their
/// controller and lane strongly, only until their request's outcome.
@MainActor
final class LaneRegistry {
  static let shared = LaneRegistry()

  /// A lane for controllers that are attached to no window, keyed by their chain's root.
  private final class DetachedEntry {
    /// Weak: the root's lifetime is the app's; its going away ends the lane.
    weak var root: UIViewController?
    let lane: Lane
    init(root: UIViewController, lane: Lane) {
      self.root = root
      self.lane = lane
    }
  }

  /// A controller submitted to a lane (pushed, presented) whose request has no outcome yet.
  private struct Destination {
    /// Held strongly until the last of its requests has its outcome: the requests hold it
    /// anyway, and the entry goes with them.
    let controller: UIViewController
    /// The lane of its latest request (which holds it too).
    var lane: Lane
    /// How many requests without an outcome submitted it.
    var requests: Int
  }

  private var windows: [ObjectIdentifier: WindowLaneEntry] = [:]
  private var destinations: [ObjectIdentifier: Destination] = [:]
  private var detached: [ObjectIdentifier: DetachedEntry] = [:]
  private var laneCounter = 0

  var liveCount: Int {
    sweep()
    return windows.count + detached.count
  }

  func lane(for window: UIWindow) -> Lane {
    let key = ObjectIdentifier(window)
    if let entry = windows[key], entry.isEntry(of: window) {
      // The caller holds `window`, so only other windows and detached roots can have gone:
      // with none, there is nothing to sweep (and no weak load of the window).
      if windows.count > 1 || !detached.isEmpty { sweep() }
      entry.refresh()
      return entry.lane
    }
    sweep()
    laneCounter += 1
    let lane = Lane(
      name: "window-\(laneCounter)",
      scheduler: BatonLanes.schedulerProvider?(window) ?? BatonLanes.scheduler,
      configuration: BatonLanes.configuration,
      diagnostics: BatonLanes.diagnostics
    )
    AdapterDiagnostics.forwardToSystemLogIfNeeded(BatonLanes.diagnostics)
    let entry = WindowLaneEntry(window: window, lane: lane, options: BatonLanes.options)
    windows[key] = entry
    entry.refresh()
    return lane
  }

  func detachedLane(for root: UIViewController) -> Lane {
    sweep()
    let key = ObjectIdentifier(root)
    if let entry = detached[key], entry.root === root { return entry.lane }
    laneCounter += 1
    let lane = Lane(
      name: "detached-\(laneCounter)",
      scheduler: BatonLanes.scheduler,
      configuration: BatonLanes.configuration,
      diagnostics: BatonLanes.diagnostics
    )
    detached[key] = DetachedEntry(root: root, lane: lane)
    return lane
  }

  /// The lane of `controller`'s window if it exists; never creates, refreshes or sweeps, so it
  /// is safe inside a lane's own callbacks.
  ///
  /// A window found only through the scenes has no lane here (a window with a lane and the same
  /// root is found first), so the scenes are not searched.
  func existingLane(for controller: UIViewController) -> Lane? {
    guard let window = WindowResolution.window(for: controller, searchingScenes: false),
      let entry = windows[ObjectIdentifier(window)], entry.isEntry(of: window)
    else { return nil }
    return entry.lane
  }

  /// Remembers that `controller` was submitted to `lane`, so that requests made from it before
  /// it reaches the window (chained right after the push or present) use the same lane.
  ///
  /// Call ``forgetDestination(_:)`` once for each `true` answer, at the request's outcome.
  ///
  /// - Returns: Whether the registry noted it (false for a torn-down lane: a destination on
  ///   it is never used).
  func noteDestination(_ controller: UIViewController, lane: Lane) -> Bool {
    guard !lane.isTornDown else { return false }
    // One hash: the entry is created or updated in place.
    Self.count(
      &destinations[
        ObjectIdentifier(controller),
        default: Destination(controller: controller, lane: lane, requests: 0)
      ],
      on: lane
    )
    return true
  }

  private static func count(_ destination: inout Destination, on lane: Lane) {
    destination.lane = lane
    destination.requests += 1
  }

  /// Undoes one ``noteDestination(_:lane:)``: the entry goes when its last request has its
  /// outcome.
  func forgetDestination(_ controller: UIViewController) {
    guard let index = destinations.index(forKey: ObjectIdentifier(controller)) else {
      preconditionFailure("Internal inconsistency: forgetting a destination never noted")
    }
    if destinations.values[index].requests > 1 {
      destinations.values[index].requests -= 1
    } else {
      destinations.remove(at: index)
    }
  }

  /// The lane `controller` (or an ancestor or presenter of it) was submitted to.
  func destinationLane(for controller: UIViewController) -> Lane? {
    var node: UIViewController? = controller
    var steps = 0
    while let current = node, steps < 256 {
      if let lane = destinations[ObjectIdentifier(current)]?.lane, !lane.isTornDown {
        return lane
      }
      node = current.parent ?? current.presentingViewController
      steps += 1
    }
    return nil
  }

  func window(of lane: Lane) -> UIWindow? {
    windows.values.first { $0.lane === lane }?.window
  }

  /// The first window with a live lane whose root controller is `root`, for resolving a
  /// controller that is not yet in its window.
  func knownWindow(withRoot root: UIViewController) -> UIWindow? {
    for entry in windows.values {
      if let window = entry.window, window.rootViewController === root { return window }
    }
    return nil
  }

  func endLane(for window: UIWindow) {
    let key = ObjectIdentifier(window)
    guard let entry = windows[key], entry.isEntry(of: window) else { return }
    windows[key] = nil
    entry.end()
  }

  func endAll() {
    let ending = Array(windows.values)
    let endingDetached = Array(detached.values)
    windows.removeAll()
    detached.removeAll()
    for entry in ending { entry.end() }
    for entry in endingDetached { entry.lane.tearDown() }
  }

  func refreshAll() {
    sweep()
    for entry in Array(windows.values) { entry.refreshNowAndOnNextTurn() }
  }

  /// Ends the lanes of windows (and detached roots) that went away.
  ///
  /// Looks before it builds anything: on the usual call nothing went away.
  func sweep() {
    guard
      windows.values.contains(where: { $0.window == nil })
        || detached.values.contains(where: { $0.root == nil })
    else { return }
    let goneWindows = windows.filter { $0.value.window == nil }
    let goneDetached = detached.filter { $0.value.root == nil }
    guard !goneWindows.isEmpty || !goneDetached.isEmpty else { return }
    for key in goneWindows.keys { windows[key] = nil }
    for key in goneDetached.keys { detached[key] = nil }
    for entry in goneWindows.values {
      AdapterDiagnostics.report(
        .windowGone,
        .info,
        "Window of lane \(entry.lane.name) went away; ending its lane "
          + "(\(entry.lane.pendingCount) pending request(s) dropped with windowGone).",
        lane: entry.lane
      )
      entry.end()
    }
    for entry in goneDetached.values { entry.lane.tearDown() }
  }
}
