import Baton
import Testing

/// Bad input: handled, reported through the diagnostics channel, never a trap.
@MainActor
@Suite(.endsQuiescent) struct LaneBadInputTests {
  @Test func aSecondCompletionSignalIsIgnoredAndReported() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.finish("A")
    harness.finish("A", .cancelled)
    #expect(harness.outcomes["A"] == [.completed])
    #expect(harness.recorder.codes == [.duplicateCompletionSignal])
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    #expect(harness.lane.current?.id == harness.handles["B"]?.id, "B is not ended by A's signal")
    harness.runToEnd()
  }

  @Test func aSignalForARequestTheLaneAlreadyEndedIsIgnoredAndReported() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.clock.advance(by: 1.05)
    harness.submit("B")
    harness.finish("A")
    #expect(harness.outcomes["A"] == [.timedOut])
    #expect(harness.outcome("B") == nil)
    #expect(harness.recorder.codes == [.watchdogExpired, .completionSignalWhileNotRunning])
    harness.runToEnd()
  }

  @Test func aSignalFromInsidePerformAfterFinishingIsReported() {
    let harness = LaneHarness()
    harness.submit(
      "A",
      perform: { transition in
        transition.finish(.completed)
        transition.finish(.completed)
      }
    )
    #expect(harness.outcomes["A"] == [.completed])
    #expect(harness.recorder.codes == [.duplicateCompletionSignal])
    harness.runToEnd()
  }

  @Test func updatingTheDurationOfAnEndedTransitionDoesNothing() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.finish("A")
    harness.handles["A"]?.updateExpectedDuration(100)
    harness.clock.runDueWork()
    #expect(harness.clock.isIdle)
  }

  @Test func cancelCalledTwiceIsReported() {
    let harness = LaneHarness(isSuspended: true)
    let ticket = harness.submit("A")
    ticket.cancel()
    ticket.cancel()
    #expect(harness.recorder.codes == [.ticketCancelledTwice])
    #expect(harness.outcomes["A"] == [.cancelled])
  }
}
