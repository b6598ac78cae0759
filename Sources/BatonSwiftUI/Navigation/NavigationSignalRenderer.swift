import Baton

/// The ``NavigationRenderer`` of ``BatonNavigation``: hands each step's target to the views and
/// calls the step's completion on the first of its ``NavigationCompletionSignal``s.
@MainActor
final class NavigationSignalRenderer<Route: Hashable & Sendable>: NavigationRenderer {
  /// What the views show.
  private(set) var displayed: NavigationState<Route>
  /// Called with every new ``displayed`` state, before the views read it.
  var onDisplay: (@MainActor (NavigationState<Route>) -> Void)?
  /// The signals that end the step in flight.
  private(set) var awaited: Set<NavigationCompletionSignal> = []
  private var completion: (@MainActor () -> Void)?
  /// Calls its argument once the alert's presentation or dismissal has ended.
  ///
  /// An alert's show and hide end on it; `nil`: at once.
  var waitsForAlertTransition: (@MainActor (@escaping @MainActor () -> Void) -> Void)?

  init(displayed: NavigationState<Route>) {
    self.displayed = displayed
  }

  /// Whether a step waits for its completion signal.
  var isWaiting: Bool { completion != nil }

  /// Whether the step in flight is a dismissal of Baton's, waiting for a layer's `onDismiss`.
  var awaitsLayerDismissal: Bool {
    awaited.contains {
      if case .layerDismissed = $0 { true } else { false }
    }
  }

  func render(_ step: NavigationStep<Route>, completion: @escaping @MainActor () -> Void) {
    let signals = step.completionSignals(after: displayed)
    show(step.target)
    switch step.kind {
    case .showAlert, .hideAlert:
      guard let waitsForAlertTransition else { break }
      waitsForAlertTransition(completion)
      return
    case .changePath, .dismissLayers, .presentLayer, .replaceRoot:
      break
    }
    guard !signals.isEmpty else {
      completion()
      return
    }
    awaited = signals
    self.completion = completion
  }

  /// Shows `state` without a step (the user's own navigation, taken back from SwiftUI).
  func show(_ state: NavigationState<Route>) {
    guard state != displayed else { return }
    onDisplay?(state)
    displayed = state
  }

  /// Ends the step in flight when `signal` is one it waits for.
  ///
  /// - Returns: Whether it ended the step.
  @discardableResult
  func receive(_ signal: NavigationCompletionSignal) -> Bool {
    guard awaited.contains(signal), let completion else { return false }
    awaited = []
    self.completion = nil
    completion()
    return true
  }

  /// Forgets the step in flight: the lane ended it (watchdog) or tore down.
  func abandonStep() {
    awaited = []
    completion = nil
  }
}
