import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The one per-window registry: each window's lane, options, cold start and pop-ups
/// (``BatonWindow``), and the lanes of controllers attached to no window.
///
/// `ObjectIdentifier` keys, no associated objects. Windows and detached roots are held weakly:
/// their lifetime is the app's, and their going away is what ends a lane. Destinations hold
/// their controller and lane strongly, only until their request's outcome.
@MainActor
package final class LaneRegistry {
  package static let shared = LaneRegistry()

  /// A lane for controllers that are attached to no window, keyed by their chain's root.
  private final class DetachedEntry {
    weak var root: UIViewController?
    let context: LaneContext
    init(root: UIViewController, context: LaneContext) {
      self.root = root
      self.context = context
    }
  }

  /// A controller submitted to a lane (pushed, presented) whose request has no outcome yet.
  private struct Destination {
    let controller: UIViewController
    /// The lane of its latest request.
    var context: LaneContext
    /// How many requests without an outcome submitted it.
    var requests: Int
  }

  /// The environment of windows that have none of their own.
  var defaultEnvironment = BatonEnvironment()
  private var windows: [ObjectIdentifier: WindowLaneEntry] = [:]
  private var destinations: [ObjectIdentifier: Destination] = [:]
  private var detached: [ObjectIdentifier: DetachedEntry] = [:]
  private var laneCounter = 0

  var liveCount: Int {
    sweep()
    return windows.count + detached.count
  }

  /// The lane of `window`, made with the default environment if it has none.
  func context(for window: UIWindow) -> LaneContext {
    sweep()
    if let entry = windows[ObjectIdentifier(window)], entry.window === window {
      entry.refresh()
      return entry.context
    }
    return makeEntry(for: window, environment: defaultEnvironment).context
  }

  /// Makes the lane of `window` with `environment`.
  func makeContext(
    for window: UIWindow,
    environment: BatonEnvironment
  ) throws(BatonEnvironmentError) -> LaneContext {
    sweep()
    if let entry = windows[ObjectIdentifier(window)], entry.window === window {
      throw .laneAlreadyExists(laneName: entry.context.lane.name)
    }
    return makeEntry(for: window, environment: environment).context
  }

  private func makeEntry(for window: UIWindow, environment: BatonEnvironment) -> WindowLaneEntry {
    laneCounter += 1
    let lane = Lane(
      name: "window-\(laneCounter)",
      scheduler: environment.scheduler,
      configuration: environment.configuration,
      diagnostics: environment.diagnostics
    )
    AdapterDiagnostics.forwardToSystemLogIfNeeded(environment.diagnostics)
    let entry = WindowLaneEntry(window: window, lane: lane, environment: environment)
    windows[ObjectIdentifier(window)] = entry
    entry.refresh()
    return entry
  }

  /// The pop-ups of `window`, made on demand on its lane.
  func popups(for window: UIWindow) -> WindowPopups {
    entry(for: window).popups(of: window)
  }

  /// The pop-ups of `window` if it has any; never creates, refreshes or sweeps.
  func existingPopups(for window: UIWindow) -> WindowPopups? {
    guard let entry = windows[ObjectIdentifier(window)], entry.window === window,
      let popups = entry.existingPopups, !popups.isEnded
    else { return nil }
    return popups
  }

  /// The flight recorder of `window` while it records; never creates, refreshes or sweeps.
  package func existingRecorder(for window: UIWindow) -> FlightRecorder? {
    guard let entry = windows[ObjectIdentifier(window)], entry.window === window else {
      return nil
    }
    return entry.recorder
  }

  /// The entry of `window`, made with the default environment if it has none.
  func entry(for window: UIWindow) -> WindowLaneEntry {
    guard let entry = context(for: window).windowEntry else {
      preconditionFailure("Internal inconsistency: a window's lane context without its entry")
    }
    return entry
  }

  /// The lane of the window that shows `controller`, else the lane it was submitted to.
  func context(for controller: UIViewController) -> LaneContext? {
    if let window = WindowResolution.window(for: controller) { return context(for: window) }
    return destinationContext(for: controller)
  }

  /// The lane a request from `controller` goes to: its window's lane; else the lane it was
  /// pushed or presented through (a request chained before it reached the window); else, for a
  /// controller attached to no window, a lane of its own, keyed by the chain's root.
  func resolvedContext(for controller: UIViewController) -> LaneContext {
    if let context = context(for: controller) { return context }
    let root = WindowResolution.root(of: controller)
    let key = ObjectIdentifier(root)
    if let entry = detached[key], entry.root === root { return entry.context }
    laneCounter += 1
    let environment = defaultEnvironment
    let context = LaneContext(
      lane: Lane(
        name: "detached-\(laneCounter)",
        scheduler: environment.scheduler,
        configuration: environment.configuration,
        diagnostics: environment.diagnostics
      ),
      options: environment.options,
      windowEntry: nil
    )
    detached[key] = DetachedEntry(root: root, context: context)
    return context
  }

  /// The lane of `controller`'s window if it exists; never creates, refreshes or sweeps.
  ///
  /// A window found only through the scenes has no lane here (a window with a lane and the same
  /// root is found first), so the scenes are not searched.
  func existingContext(for controller: UIViewController) -> LaneContext? {
    guard let window = WindowResolution.window(for: controller, searchingScenes: false),
      let entry = windows[ObjectIdentifier(window)], entry.window === window
    else { return nil }
    return entry.context
  }

  /// Remembers that `controller` was submitted to the lane of `context`, so that requests made
  /// from it before it reaches the window (chained right after the push or present) use the
  /// same lane.
  ///
  /// Call ``forgetDestination(_:)`` once for each `true` answer, at the request's outcome.
  ///
  /// - Returns: Whether the registry noted it (false for a torn-down lane: a destination on
  ///   it is never used).
  func noteDestination(_ controller: UIViewController, context: LaneContext) -> Bool {
    guard !context.lane.isTornDown else { return false }
    let key = ObjectIdentifier(controller)
    var destination =
      destinations[key] ?? Destination(controller: controller, context: context, requests: 0)
    destination.context = context
    destination.requests += 1
    destinations[key] = destination
    return true
  }

  /// Undoes one ``noteDestination(_:context:)``: the entry goes when its last request has its
  /// outcome.
  func forgetDestination(_ controller: UIViewController) {
    let key = ObjectIdentifier(controller)
    guard let destination = destinations[key] else {
      preconditionFailure("Internal inconsistency: forgetting a destination never noted")
    }
    if destination.requests > 1 {
      destinations[key]?.requests -= 1
    } else {
      destinations[key] = nil
    }
  }

  /// The lane `controller` (or an ancestor or presenter of it) was submitted to.
  private func destinationContext(for controller: UIViewController) -> LaneContext? {
    var node: UIViewController? = controller
    var steps = 0
    while let current = node, steps < 256 {
      if let context = destinations[ObjectIdentifier(current)]?.context,
        !context.lane.isTornDown
      {
        return context
      }
      node = current.parent ?? current.presentingViewController
      steps += 1
    }
    return nil
  }

  func window(of lane: Lane) -> UIWindow? {
    windows.values.first { $0.context.lane === lane }?.window
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
    guard let entry = windows[key], entry.window === window else { return }
    windows[key] = nil
    entry.end()
  }

  func endAll() {
    let ending = Array(windows.values)
    let endingDetached = Array(detached.values)
    windows.removeAll()
    detached.removeAll()
    for entry in ending { entry.end() }
    for entry in endingDetached { entry.context.lane.tearDown() }
  }

  /// Re-checks whether `window` is ready, if it has a lane waiting for it.
  func refresh(_ window: UIWindow) {
    sweep()
    guard let entry = windows[ObjectIdentifier(window)], entry.window === window else { return }
    entry.refreshNowAndOnNextTurn()
  }

  func refreshAll() {
    sweep()
    for entry in Array(windows.values) { entry.refreshNowAndOnNextTurn() }
  }

  /// Ends the lanes of windows (and detached roots) that went away.
  func sweep() {
    let goneWindows = windows.keys.filter { windows[$0]?.window == nil }
    let goneRoots = detached.keys.filter { detached[$0]?.root == nil }
    for key in goneWindows {
      guard let entry = windows.removeValue(forKey: key) else { continue }
      let lane = entry.context.lane
      AdapterDiagnostics.report(
        .windowGone,
        .info,
        "Window of lane \(lane.name) went away; ending its lane "
          + "(\(lane.pendingCount) pending request(s) dropped with windowGone).",
        lane: lane
      )
      entry.end()
    }
    for key in goneRoots { detached.removeValue(forKey: key)?.context.lane.tearDown() }
  }
}
