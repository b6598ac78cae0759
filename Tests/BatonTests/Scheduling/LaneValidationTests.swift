import Baton
import Testing

/// Validation at start time; a source gone at its turn is dropped(sourceGone).
@MainActor
@Suite(.endsQuiescent) struct LaneValidationTests {
  @Test func theSourceIsCheckedWhenTheTurnComesNotWhenRequested() {
    let harness = LaneHarness()
    let sourceAlive = Box(true)
    harness.submit("A")
    let ticket = harness.submit("B", isSourceAlive: { sourceAlive.value })
    #expect(ticket.state == .pending)
    sourceAlive.value = false
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(ticket.outcome == .dropped(.sourceGone))
    #expect(harness.started == ["A"])
  }

  @Test func validationRunsAtStartAndItsReasonDropsTheRequest() {
    let harness = LaneHarness()
    var validations = 0
    let atRoot = Box(false)
    harness.submit("A")
    harness.submit(
      "pop",
      kind: .pop,
      validate: {
        validations += 1
        return atRoot.value ? .invalid(.atRoot) : nil
      }
    )
    #expect(validations == 0, "never at request time")
    atRoot.value = true
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(validations == 1)
    #expect(harness.outcome("pop") == .dropped(.invalid(.atRoot)))
  }

  @Test func theSourceIsCheckedBeforeValidation() {
    let harness = LaneHarness()
    var validated = false
    harness.submit(
      "A",
      isSourceAlive: { false },
      validate: {
        validated = true
        return .invalid(.nothingToDismiss)
      }
    )
    #expect(harness.outcome("A") == .dropped(.sourceGone))
    #expect(!validated)
  }

  @Test func aRequestValidOnAnIdleLaneStartsAtOnce() {
    let harness = LaneHarness()
    harness.submit("A", validate: { nil })
    #expect(harness.started == ["A"])
    harness.runToEnd()
  }

  @Test func performMayEndWithAnInvalidDrop() {
    let harness = LaneHarness()
    harness.submit("A", perform: { $0.finish(.dropped(.invalid(.pushingNavigationController))) })
    harness.submit("B")
    #expect(harness.outcome("A") == .dropped(.invalid(.pushingNavigationController)))
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func aCheckThatCancelsItsOwnTicketEndsItCancelledOnce() {
    let harness = LaneHarness()
    var ticket: TransitionTicket?
    harness.submit("A")
    ticket = harness.submit(
      "B",
      validate: {
        ticket?.cancel()
        return nil
      }
    )
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.outcomes["B"] == [.cancelled])
    #expect(harness.started == ["A"])
  }

  @Test func aCheckThatTearsTheLaneDownEndsTheRequestWindowGone() {
    let harness = LaneHarness()
    let lane = harness.lane
    harness.submit(
      "A",
      validate: {
        lane.tearDown()
        return nil
      }
    )
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.started.isEmpty)
  }

  @Test func aSwipeStartedFromInsideACheckPutsTheCheckedRequestBackInFront() {
    let harness = LaneHarness()
    var swiped = false
    harness.submit(
      "A",
      validate: {
        if !swiped {
          swiped = true
          harness.startImmediately("swipe")
        }
        return nil
      }
    )
    #expect(harness.started == ["swipe"])
    #expect(harness.lane.pendingCount == 1)
    harness.finish("swipe")
    harness.clock.runDueWork()
    #expect(harness.started == ["swipe", "A"])
    harness.runToEnd()
  }
}
