import Baton
import Testing

/// Exactly one outcome per request, the same through every channel.
@MainActor
@Suite(.endsQuiescent) struct LaneOutcomeTests {
  nonisolated static let signalled: [TransitionOutcome] = [
    .completed, .cancelled, .dropped(.invalid(.alreadyOnStack)), .dropped(.invalid(.other("x"))),
  ]

  @Test(arguments: signalled)
  func theSignalledOutcomeReachesEveryChannel(outcome: TransitionOutcome) async {
    let harness = LaneHarness()
    var handled: [TransitionOutcome] = []
    let ticket = harness.lane.submit(harness.request("A")) { handled.append($0) }
    harness.finish("A", outcome)
    #expect(handled == [outcome])
    #expect(ticket.outcome == outcome)
    #expect(ticket.state == .finished(outcome))
    #expect(harness.phases("A") == [.requested, .started, .finished(outcome)])
    harness.clock.runDueWork()
    #expect(harness.clock.isIdle)
  }

  @Test func theAwaitedOutcomeIsTheSameOutcome() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let delivered = Box<TransitionOutcome?>(nil)
    let task = Task { @MainActor in
      await harness.submit("A", then: { delivered.value = $0 }).waitForOutcome()
    }
    await waitForEvent(on: harness.lane) { $0.label == "A" && $0.phase == .queued }
    harness.finish("blocker")
    harness.clock.runDueWork()
    harness.finish("A", .cancelled)
    #expect(await task.value == .cancelled)
    #expect(delivered.value == .cancelled)
    #expect(harness.phases("A").last == .finished(.cancelled))
    harness.clock.runUntilIdle()
  }

  @Test func tearingDownDeliversWindowGoneToTheInFlightAndEveryPendingRequest() {
    let harness = LaneHarness()
    let labels = ["A", "B", "C", "D"]
    for label in labels { harness.submit(label) }
    harness.lane.tearDown()
    for label in labels { #expect(harness.outcomes[label] == [.dropped(.windowGone)]) }
    let finishedOrder = harness.events.filter {
      if case .finished = $0.phase { return true }
      return false
    }.map(\.label)
    #expect(finishedOrder == labels, "in flight first, then pending in order")
    #expect(harness.lane.isTornDown)
  }

  @Test func aRequestNeverGetsASecondOutcome() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.finish("A")
    harness.finish("A", .cancelled)
    harness.lane.tearDown()
    harness.clock.runUntilIdle()
    #expect(harness.outcomes["A"] == [.completed])
  }
}

/// Suspends until `lane` emits an event matching `predicate`.
@MainActor
func waitForEvent(on lane: Lane, where predicate: @escaping (LaneEvent) -> Bool) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    var observation: ObservationToken?
    observation = lane.addObserver { event in
      guard predicate(event), let current = observation else { return }
      observation = nil
      current.cancel()
      continuation.resume()
    }
  }
}
