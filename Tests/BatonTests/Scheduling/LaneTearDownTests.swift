import Baton
import Testing

/// Tearing a lane down: everything ends windowGone, later signals are ignored, never a trap.
@MainActor
@Suite(.endsQuiescent) struct LaneTearDownTests {
  @Test func laterSubmitsAreDroppedWindowGone() {
    let harness = LaneHarness()
    harness.lane.tearDown()
    #expect(harness.submit("A").outcome == .dropped(.windowGone))
    #expect(harness.phases("A") == [.requested, .finished(.dropped(.windowGone))])
  }

  @Test func aLateSignalFromTheOldTransitionIsIgnoredAndReported() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.lane.tearDown()
    harness.finish("A")
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.recorder.codes == [.completionSignalWhileNotRunning])
    #expect(harness.clock.isIdle, "the watchdog was disarmed")
  }

  @Test func tearingDownTwiceDoesNothingMore() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.lane.tearDown()
    harness.lane.tearDown()
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
  }

  @Test func aHandlerSubmittingDuringTeardownGetsWindowGoneToo() {
    let harness = LaneHarness()
    harness.submit("A", then: { _ in harness.submit("retry") })
    harness.lane.tearDown()
    #expect(harness.outcome("retry") == .dropped(.windowGone))
  }

  @Test func aSuspendedLaneCanBeTornDown() {
    let harness = LaneHarness(isSuspended: true)
    harness.submit("A")
    harness.lane.tearDown()
    #expect(harness.outcome("A") == .dropped(.windowGone))
    #expect(!harness.lane.isSuspended)
    harness.lane.resume()
    harness.clock.runUntilIdle()
    #expect(harness.started.isEmpty)
  }
}
