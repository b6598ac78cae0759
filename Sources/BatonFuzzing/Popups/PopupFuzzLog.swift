import Baton

/// What a pop-up fuzz run saw, kept apart from the objects under test so that it outlives them.
@MainActor
final class PopupFuzzLog {
  /// Every outcome each pop-up's handler received, by request number.
  var outcomes: [PopupID: [PopupOutcome]] = [:]
  /// Every outcome each page transition received, by its number.
  var pageOutcomes: [Int: [TransitionOutcome]] = [:]
  /// How many times each closed round's completion ran, by round number.
  var roundCompletions: [Int: Int] = [:]
  /// Broken rules seen inside callbacks, reported at the end of the step.
  var violations: [String] = []

  func record(_ outcome: PopupOutcome, of id: PopupID) {
    if PopupFuzzWorld.isTracing { PopupFuzzWorld.trace("  \(id) ends \(outcome)") }
    outcomes[id, default: []].append(outcome)
  }
}
