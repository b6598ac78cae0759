import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The weak-keyed side table behind ``BatonLanes``.
///
/// `ObjectIdentifier` keys, weak boxes, cleaned on every use; no associated objects.
@MainActor
final class LaneRegistry {
  static let shared = LaneRegistry()

  /// A lane for controllers that are attached to no window, keyed by their chain's root.
  private final class DetachedEntry {
    weak var root: UIViewController?
    let lane: Lane
    init(root: UIViewController, lane: Lane) {
      self.root = root
      self.lane = lane
    }
  }

  /// A controller submitted to a lane (pushed, presented) before it is attached to a window.
  private final class Destination {
    weak var controller: UIViewController?
    weak var lane: Lane?
    init(controller: UIViewController, lane: Lane) {
      self.controller = controller
      self.lane = lane
    }
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
    sweep()
    let key = ObjectIdentifier(window)
    if let entry = windows[key], entry.window === window {
      entry.refresh()
      return entry.lane
    }
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
  func existingLane(for controller: UIViewController) -> Lane? {
    guard let window = WindowResolution.window(for: controller),
      let entry = windows[ObjectIdentifier(window)], entry.window === window
    else { return nil }
    return entry.lane
  }

  /// Remembers that `controller` was submitted to `lane`, so that requests made from it before
  /// it reaches the window (chained right after the push or present) use the same lane.
  func noteDestination(_ controller: UIViewController, lane: Lane) {
    destinations = destinations.filter { $0.value.controller != nil && $0.value.lane != nil }
    destinations[ObjectIdentifier(controller)] = Destination(controller: controller, lane: lane)
  }

  /// The lane `controller` (or an ancestor or presenter of it) was submitted to.
  func destinationLane(for controller: UIViewController) -> Lane? {
    var node: UIViewController? = controller
    var steps = 0
    while let current = node, steps < 256 {
      if let destination = destinations[ObjectIdentifier(current)],
        destination.controller === current, let lane = destination.lane, !lane.isTornDown
      {
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

  /// Windows with a live lane, for resolving a controller that is not yet in its window.
  var knownWindows: [UIWindow] {
    windows.values.compactMap { $0.window }
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
    for entry in endingDetached { entry.lane.tearDown() }
  }

  func refreshAll() {
    sweep()
    for entry in Array(windows.values) { entry.refreshNowAndOnNextTurn() }
  }

  /// Ends the lanes of windows (and detached roots) that went away.
  func sweep() {
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
