import Baton
import Testing

/// One in flight, first-in first-out, next turn after a completion.
@MainActor
@Suite(.endsQuiescent) struct LaneOrderingTests {
  @Test func anIdleLaneStartsARequestInsideSubmit() {
    let harness = LaneHarness()
    let ticket = harness.submit("A")
    #expect(harness.started == ["A"])
    #expect(ticket.state == .running)
    #expect(harness.lane.current?.id == ticket.id)
    #expect(harness.lane.isBusy)
    harness.runToEnd()
  }

  @Test func secondRequestWaitsForTheFirstToFinish() {
    let harness = LaneHarness()
    harness.submit("A")
    let second = harness.submit("B")
    #expect(harness.started == ["A"])
    #expect(second.state == .pending)
    #expect(harness.lane.pendingCount == 1)
    harness.clock.advance(by: 1.04)
    #expect(harness.started == ["A"], "before the watchdog, only a completion signal releases")
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func atMostOneTransitionIsInFlightAndRequestsStartInOrder() {
    let harness = LaneHarness()
    let labels = (0..<20).map { "R\($0)" }
    for label in labels { harness.submit(label) }
    var inFlightSeen = 0
    for label in labels {
      #expect(harness.started.last == label)
      #expect(harness.lane.current != nil)
      inFlightSeen = max(inFlightSeen, harness.started.count - harness.outcomes.count)
      harness.finish(label)
      harness.clock.runDueWork()
    }
    #expect(inFlightSeen == 1)
    #expect(harness.started == labels)
  }

  @Test func nextRequestStartsOnTheNextTurnAfterTheCompletionSignal() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.clock.advance(by: 0.35)
    harness.finish("A")
    #expect(harness.started == ["A"], "never inside the completion signal")
    #expect(harness.clock.nextDeadline == 0.35, "the next turn, not a fixed delay")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    #expect(harness.clock.now == 0.35)
    #expect(harness.events.last { $0.phase == .started }?.time == 0.35)
    harness.runToEnd()
  }

  @Test func aRequestSubmittedInTheTurnOfACompletionWaitsForTheNextTurn() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.finish("A")
    let late = harness.submit("B")
    #expect(late.state == .pending, "the lane is settling, not idle")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func aRequestAfterTheSettlingTurnStartsSynchronouslyAgain() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.finish("A")
    harness.clock.runDueWork()
    harness.submit("B")
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func requestsDroppedAtStartMakeWayForTheNextInTheSameTurn() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("gone", isSourceAlive: { false })
    harness.submit("B")
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.outcome("gone") == .dropped(.sourceGone))
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func everyRequestGetsAnIdentifierInOrderOfSubmission() {
    let harness = LaneHarness()
    let first = harness.submit("A")
    let second = harness.submit("B")
    let third = harness.startImmediately("C")
    #expect(first.id < second.id)
    #expect(second.id < third.id)
    #expect(first.id.description == "#1")
    harness.runToEnd()
  }
}
