import Baton
import BatonUIKit

/// Records a lane's events: the kinds it started and the outcome of each request.
@MainActor
final class LaneRecorder {
  private(set) var started: [TransitionKind] = []
  private(set) var outcomes: [RequestID: [TransitionOutcome]] = [:]
  private(set) var requested: [RequestID] = []
  private var observation: ObservationToken?

  init(_ lane: Lane) {
    observation = lane.addObserver { [weak self] event in
      guard let self else { return }
      switch event.phase {
      case .requested: requested.append(event.requestID)
      case .started: started.append(event.kind)
      case .finished(let outcome): outcomes[event.requestID, default: []].append(outcome)
      case .queued: break
      }
    }
  }

  /// Whether every request made had exactly one outcome.
  var everyRequestHasOneOutcome: Bool {
    requested.allSatisfy { outcomes[$0]?.count == 1 } && outcomes.count == requested.count
  }

  /// Every outcome, in no particular order.
  var allOutcomes: [TransitionOutcome] { outcomes.values.flatMap { $0 } }

  func stop() { observation?.cancel() }
}
