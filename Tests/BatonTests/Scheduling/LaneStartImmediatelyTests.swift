import Baton
import Testing

/// The user's swipe-back: starts at once ahead of pending work, or dropped(busy).
@MainActor
@Suite(.endsQuiescent) struct LaneStartImmediatelyTests {
  @Test func aSwipeStartsAheadOfPendingWorkWhileSettling() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.finish("A")
    harness.startImmediately("swipe")
    #expect(harness.started == ["A", "swipe"])
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "swipe"], "the stale turn starts nothing")
    harness.finish("swipe", .cancelled)
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "swipe", "B"])
    #expect(harness.outcome("swipe") == .cancelled)
    harness.runToEnd()
  }

  @Test func aSwipeWhileATransitionIsInFlightIsDroppedBusy() {
    let harness = LaneHarness()
    harness.submit("A")
    #expect(harness.startImmediately("swipe").outcome == .dropped(.busy))
    harness.runToEnd()
  }

  @Test func aSwipeStartsWhileSuspendedAndLeavesTheLaneSuspended() {
    let harness = LaneHarness(isSuspended: true)
    harness.submit("queued")
    harness.startImmediately("swipe")
    #expect(harness.started == ["swipe"])
    harness.finish("swipe")
    harness.clock.runUntilIdle()
    #expect(harness.started == ["swipe"])
    #expect(harness.lane.isSuspended)
    harness.lane.resume()
    harness.runToEnd()
    #expect(harness.started == ["swipe", "queued"])
  }

  @Test func aSwipeOnATornDownLaneIsDroppedWindowGone() {
    let harness = LaneHarness()
    harness.lane.tearDown()
    #expect(harness.startImmediately("swipe").outcome == .dropped(.windowGone))
  }

  @Test func aSwipeStillRunsTheStartTimeChecks() {
    let harness = LaneHarness()
    #expect(
      harness.startImmediately("swipe", isSourceAlive: { false }).outcome == .dropped(.sourceGone)
    )
  }
}
