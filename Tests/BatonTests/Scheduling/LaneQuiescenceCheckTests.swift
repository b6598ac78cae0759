import Baton
import Testing

/// The end-of-test check itself: it must fail when something is left, or it proves nothing.
@MainActor
@Suite(.endsQuiescent) struct LaneQuiescenceCheckTests {
  @Test func aRequestLeftInFlightFailsTheCheck() {
    let harness = LaneHarness()
    harness.submit("A")
    withKnownIssue("A is in flight and its watchdog pending") {
      harness.checkQuiescence()
    }
    harness.runToEnd()
  }

  @Test func aPendingRequestFailsTheCheck() {
    let harness = LaneHarness(isSuspended: true)
    harness.submit("A")
    withKnownIssue("A waits for a resume") {
      harness.checkQuiescence()
    }
    harness.lane.resume()
    harness.runToEnd()
  }

  @Test func workLeftOnTheClockFailsTheCheck() {
    let harness = LaneHarness()
    harness.clock.run(after: 5) {}
    withKnownIssue("a timer is left") {
      harness.checkQuiescence()
    }
    harness.clock.runUntilIdle()
  }

  @Test func aLaneRunToItsEndPassesTheCheck() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.runToEnd()
    harness.checkQuiescence()
    #expect(harness.outcomes == ["A": [.completed], "B": [.completed]])
  }
}
