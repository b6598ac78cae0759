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

  /// Whether the views are on screen; off screen (a tab that is not selected) SwiftUI applies
  /// a step without showing anything, so no screen appears and the step ends on the next turn.
  var isOnScreen: @MainActor () -> Bool = { true }
  /// Runs its argument on the next main-loop turn (the lane's scheduler).
  var runOnNextTurn: (@MainActor (@escaping @MainActor () -> Void) -> Void)?
  /// Counts the steps rendered, so that an off-screen step's next turn ends only that step.
  private var stepNumber = 0

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
    stepNumber += 1
    if !isOnScreen(), let runOnNextTurn {
      let number = stepNumber
      runOnNextTurn { [weak self] in self?.endOffScreenStep(number) }
    }
  }

  /// Ends the step `number` if it still waits: SwiftUI applied it off screen.
  private func endOffScreenStep(_ number: Int) {
    guard number == stepNumber, let completion else { return }
    awaited = []
    self.completion = nil
    completion()
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
