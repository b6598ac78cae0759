import Baton

/// Turns the difference between what SwiftUI has been given and what the app asked for into
/// SwiftUI-safe steps, one update at a time.
///
/// The order, each rule with its source in the article "SwiftUI navigation model":
/// 1. The alert leaves first: it is hidden when it is not the one requested or when anything
///    under it must change (no navigation while an alert is on screen).
/// 2. Layers that are not requested, or that sit above a stack that must change, are dismissed:
///    all in one step when ``NavigationCapabilities/allowsSeveralDismissalsPerStep``, else the top
///    one. A stack changes only once nothing is presented over it.
/// 3. The top stack changes: a new root first, alone and with an empty path; then its path, in
///    one step when ``NavigationCapabilities/allowsSeveralPushesPerStep``, else all pops in one
///    step and one push per step.
/// 4. One layer is presented per step; with several pushes allowed it starts with its whole path.
/// 5. The alert shows last, once everything under it is what the app asked for.
///
/// Planning again from the state a step produces always makes progress, so a plan converges in
/// at most ``stepBound(from:to:)`` steps.
public struct NavigationPlanner: Hashable, Sendable {
  /// What the OS's SwiftUI can do in one update.
  public var capabilities: NavigationCapabilities

  /// Creates a planner.
  ///
  /// - Parameter capabilities: What the OS's SwiftUI can do in one update.
  public init(capabilities: NavigationCapabilities) {
    self.capabilities = capabilities
  }

  /// The next step from `rendered` towards `requested`, or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - rendered: What SwiftUI has been given.
  ///   - requested: What the app asked for.
  /// - Returns: The next SwiftUI-safe step.
  public func nextStep<Route>(
    from rendered: NavigationState<Route>,
    to requested: NavigationState<Route>
  ) -> NavigationStep<Route>? {
    if let alert = rendered.alert,
      alert != requested.alert || rendered.withoutAlert != requested.withoutAlert
    {
      return NavigationStep(kind: .hideAlert(alert.id), target: rendered.withoutAlert)
    }
    let kept = keptLevels(rendered, requested)
    if rendered.layers.count + 1 > kept {
      return dismissal(from: rendered, keeping: kept)
    }
    let level = rendered.layers.count
    let current = rendered[stackAt: level]
    let wanted = requested[stackAt: level]
    if current != wanted {
      return stackChange(from: rendered, level: level, current: current, wanted: wanted)
    }
    if rendered.layers.count < requested.layers.count {
      return presentation(from: rendered, layer: requested.layers[rendered.layers.count])
    }
    if rendered.alert == nil, let alert = requested.alert {
      var target = rendered
      target.alert = alert
      return NavigationStep(kind: .showAlert(alert.id), target: target)
    }
    return nil
  }

  /// Every step from `rendered` to `requested`, in order; empty when they are equal.
  ///
  /// - Parameters:
  ///   - rendered: What SwiftUI has been given.
  ///   - requested: What the app asked for.
  /// - Returns: The steps; applying their targets in order reaches `requested`.
  public func plan<Route>(
    from rendered: NavigationState<Route>,
    to requested: NavigationState<Route>
  ) -> [NavigationStep<Route>] {
    let bound = stepBound(from: rendered, to: requested)
    var steps: [NavigationStep<Route>] = []
    var state = rendered
    while let step = nextStep(from: state, to: requested) {
      guard steps.count < bound else {
        preconditionFailure("Internal inconsistency: a navigation plan exceeded \(bound) steps")
      }
      steps.append(step)
      state = step.target
    }
    return steps
  }

  /// An upper bound on the number of steps from `rendered` to `requested`.
  ///
  /// Two alert steps, one dismissal per rendered layer, a root change, and per stack one pop
  /// step plus one step per requested screen and one presentation.
  ///
  /// - Parameters:
  ///   - rendered: What SwiftUI has been given.
  ///   - requested: What the app asked for.
  /// - Returns: The bound.
  public func stepBound<Route>(
    from rendered: NavigationState<Route>,
    to requested: NavigationState<Route>
  ) -> Int {
    let screens = requested.stacks.reduce(0) { $0 + $1.path.count }
    return 3 + rendered.layers.count + 2 * requested.stacks.count + screens
  }

  /// How many levels (0 = root stack) stay rendered: those matching the request by identity,
  /// cut just above the lowest one whose stack must change.
  private func keptLevels<Route>(
    _ rendered: NavigationState<Route>,
    _ requested: NavigationState<Route>
  ) -> Int {
    var kept = 1
    while kept <= rendered.layers.count, kept <= requested.layers.count,
      rendered.layers[kept - 1].id == requested.layers[kept - 1].id,
      rendered.layers[kept - 1].style == requested.layers[kept - 1].style
    {
      kept += 1
    }
    if let changed = (0..<kept).first(where: { rendered[stackAt: $0] != requested[stackAt: $0] }) {
      kept = changed + 1
    }
    return kept
  }

  private func dismissal<Route>(
    from rendered: NavigationState<Route>,
    keeping kept: Int
  ) -> NavigationStep<Route> {
    let remaining =
      capabilities.allowsSeveralDismissalsPerStep ? kept - 1 : rendered.layers.count - 1
    var target = rendered
    target.layers = Array(rendered.layers.prefix(remaining))
    let dismissed = rendered.layers[remaining...].reversed().map(\.id)
    return NavigationStep(kind: .dismissLayers(dismissed), target: target)
  }

  private func stackChange<Route>(
    from rendered: NavigationState<Route>,
    level: Int,
    current: NavigationStackState<Route>,
    wanted: NavigationStackState<Route>
  ) -> NavigationStep<Route> {
    var target = rendered
    if current.root != wanted.root {
      // Only the root stack can get here: a layer with another root is another layer.
      target[stackAt: level] = NavigationStackState(root: wanted.root)
      return NavigationStep(kind: .replaceRoot(wanted.root.id), target: target)
    }
    let common = zip(current.path, wanted.path).prefix { $0 == $1 }.count
    var path: [NavigationEntry<Route>]
    if capabilities.allowsSeveralPushesPerStep {
      path = wanted.path
    } else if current.path.count > common {
      path = Array(current.path.prefix(common))
    } else {
      path = current.path
      path.append(wanted.path[common])
    }
    target[stackAt: level].path = path
    let kind = NavigationStep<Route>.Kind.changePath(
      stack: current.id,
      pops: current.path.count - common,
      pushes: path.count - common
    )
    return NavigationStep(kind: kind, target: target)
  }

  private func presentation<Route>(
    from rendered: NavigationState<Route>,
    layer: NavigationLayer<Route>
  ) -> NavigationStep<Route> {
    var presented = layer
    if !capabilities.allowsSeveralPushesPerStep { presented.stack.path = [] }
    var target = rendered
    target.layers.append(presented)
    let kind = NavigationStep<Route>.Kind.presentLayer(layer.id, pushes: presented.stack.path.count)
    return NavigationStep(kind: kind, target: target)
  }
}
