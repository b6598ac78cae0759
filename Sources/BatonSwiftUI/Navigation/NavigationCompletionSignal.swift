import Baton

/// The event that ends a ``NavigationStep`` once SwiftUI has shown it.
public enum NavigationCompletionSignal: Hashable, Sendable {
  /// The screen's probe reported `viewDidAppear`.
  case appeared(NavigationElementID)
  /// The screen's probe reported `viewDidDisappear`.
  case disappeared(NavigationElementID)
  /// The layer's `onDismiss` ran (SwiftUI calls it once the dismissal has finished).
  case layerDismissed(NavigationElementID)
}

extension NavigationStep {
  /// The signals any one of which ends this step, given what was displayed before it.
  ///
  /// Empty for the alert slot's steps: ``BatonNavigation`` ends those on the alert's own
  /// transition (``NavigationProbeController/whenPresentationTransitionEnds(_:)``), see the
  /// article "SwiftUI".
  ///
  /// - A path change, a root change or a presentation ends when the screen it puts on top of
  ///   its stack appears.
  /// - A dismissal ends on the `onDismiss` of a dismissed layer, or when the screen that was on
  ///   top of the topmost dismissed layer disappears.
  ///
  /// - Parameter before: What SwiftUI showed before the step.
  /// - Returns: The signals that end the step.
  public func completionSignals(after before: NavigationState<Route>) -> Set<
    NavigationCompletionSignal
  > {
    switch kind {
    case .showAlert, .hideAlert:
      return []
    case .replaceRoot:
      return [.appeared(target.base.top.id)]
    case .changePath(let stack, _, _):
      guard let level = target.level(ofStack: stack) else { return [] }
      return [.appeared(target.stacks[level].top.id)]
    case .presentLayer(let id, _):
      guard let layer = target.layers.last(where: { $0.id == id }) else { return [] }
      return [.appeared(layer.stack.top.id)]
    case .dismissLayers(let ids):
      var signals = Set(ids.map(NavigationCompletionSignal.layerDismissed))
      if let topmost = ids.first, let layer = before.layers.first(where: { $0.id == topmost }) {
        signals.insert(.disappeared(layer.stack.top.id))
      }
      return signals
    }
  }
}
