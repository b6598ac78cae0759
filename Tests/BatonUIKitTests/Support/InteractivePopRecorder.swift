import Baton
import BatonUIKit

/// The outcomes of the interactive pops (swipe-backs) that finished on a stage's lane, in
/// order, while it records.
@MainActor
final class InteractivePopRecorder {
  private(set) var outcomes: [TransitionOutcome] = []
  private var token: ObservationToken?

  init(_ stage: Stage) {
    token = stage.lane.addObserver { [weak self] event in
      if event.kind == .interactivePop, case .finished(let outcome) = event.phase {
        self?.outcomes.append(outcome)
      }
    }
  }

  /// Stops recording.
  func stop() {
    token?.cancel()
    token = nil
  }
}
