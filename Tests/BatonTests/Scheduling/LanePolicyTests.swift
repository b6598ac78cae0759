import Baton
import Testing

/// Enqueue (default), dropIfBusy, replacePending(key).
@MainActor
@Suite(.endsQuiescent) struct LanePolicyTests {
  @Test func enqueueIsTheDefaultPolicy() {
    let request = TransitionRequest(kind: .push) { _ in }
    #expect(request.policy == .enqueue)
    #expect(request.expectedDuration == 0.35)
    #expect(request.label == "push")
  }

  @Test func dropIfBusyStartsOnAnIdleLane() {
    let harness = LaneHarness()
    harness.submit("tap", policy: .dropIfBusy)
    #expect(harness.started == ["tap"])
    harness.runToEnd()
  }

  @Test func dropIfBusyIsDroppedWhileATransitionIsInFlight() {
    let harness = LaneHarness()
    harness.submit("A")
    let ticket = harness.submit("tap", policy: .dropIfBusy)
    #expect(ticket.outcome == .dropped(.busy))
    #expect(harness.phases("tap") == [.requested, .finished(.dropped(.busy))])
    harness.runToEnd()
  }

  @Test func dropIfBusyIsDroppedWhileRequestsArePending() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.finish("A")
    #expect(harness.lane.current == nil)
    #expect(harness.submit("tap", policy: .dropIfBusy).outcome == .dropped(.busy))
    harness.runToEnd()
  }

  @Test func dropIfBusyIsDroppedWhileSuspended() {
    let harness = LaneHarness(isSuspended: true)
    #expect(harness.submit("tap", policy: .dropIfBusy).outcome == .dropped(.busy))
  }

  @Test func dropIfBusyWhileSettlingWithNothingPendingWaitsForTheNextTurn() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.finish("A")
    let ticket = harness.submit("tap", policy: .dropIfBusy)
    #expect(ticket.state == .pending)
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "tap"])
    harness.runToEnd()
  }

  @Test func replacePendingSupersedesTheEarlierPendingRequestWithTheSameKey() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("search 1", policy: .replacePending(key: "search"))
    harness.submit("B")
    harness.submit("search 2", policy: .replacePending(key: "search"))
    #expect(harness.outcome("search 1") == .dropped(.superseded))
    #expect(harness.lane.pendingCount == 2)
    for label in ["A", "B", "search 2"] {
      harness.finish(label)
      harness.clock.runDueWork()
    }
    #expect(harness.started == ["A", "B", "search 2"], "the new request joins the back")
  }

  @Test func replacePendingLeavesOtherKeysAndTheInFlightRequestAlone() {
    let harness = LaneHarness()
    harness.submit("first", policy: .replacePending(key: "k"))
    harness.submit("other", policy: .replacePending(key: "j"))
    harness.submit("second", policy: .replacePending(key: "k"))
    #expect(harness.outcome("first") == nil, "in flight is never superseded")
    #expect(harness.outcome("other") == nil)
    #expect(harness.lane.pendingCount == 2)
    harness.runToEnd()
  }

  @Test func aReplacedRequestDoesNotCountAsADuplicateOfItsReplacement() {
    let harness = LaneHarness()
    let screen = TransitionIdentity(
      screenType: ObjectIdentifier(Int.self),
      container: ObjectIdentifier(String.self)
    )
    harness.submit("A")
    harness.submit("old", policy: .replacePending(key: "k"), identity: screen)
    harness.submit("new", policy: .replacePending(key: "k"), identity: screen)
    #expect(harness.outcome("old") == .dropped(.superseded))
    #expect(harness.outcome("new") == nil)
    harness.runToEnd()
  }

  @Test func aReplacementThatDuplicatesAnotherRequestIsDroppedAndReplacesNothing() {
    let harness = LaneHarness()
    let screen = TransitionIdentity(
      screenType: ObjectIdentifier(Int.self),
      container: ObjectIdentifier(String.self)
    )
    harness.submit("A", identity: screen)
    harness.submit("old", policy: .replacePending(key: "k"))
    harness.submit("new", policy: .replacePending(key: "k"), identity: screen)
    #expect(harness.outcome("new") == .dropped(.duplicate))
    #expect(harness.outcome("old") == nil)
    harness.runToEnd()
  }
}
