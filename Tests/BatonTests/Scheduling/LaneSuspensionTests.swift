import Baton
import Testing

/// Suspend and resume (cold start).
@MainActor
@Suite(.endsQuiescent) struct LaneSuspensionTests {
  @Test func requestsMadeWhileSuspendedRunInOrderOnResume() {
    let harness = LaneHarness(isSuspended: true)
    #expect(harness.lane.isSuspended)
    for label in ["deep link", "B", "C"] { harness.submit(label) }
    harness.clock.advance(by: 10)
    #expect(harness.started.isEmpty)
    #expect(harness.lane.pendingCount == 3)
    harness.lane.resume()
    #expect(!harness.lane.isSuspended)
    #expect(harness.started.isEmpty, "resumed work starts on the next turn")
    harness.clock.runDueWork()
    #expect(harness.started == ["deep link"])
    for label in ["deep link", "B", "C"] {
      harness.finish(label)
      harness.clock.runDueWork()
    }
    #expect(harness.started == ["deep link", "B", "C"])
  }

  @Test func suspendingLetsTheInFlightTransitionFinishButHoldsTheRest() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.lane.suspend()
    harness.finish("A")
    harness.clock.runUntilIdle()
    #expect(harness.outcome("A") == .completed)
    #expect(harness.started == ["A"])
    harness.lane.resume()
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func resumingWhileRunningStartsTheNextAfterTheCompletionAsUsual() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.lane.suspend()
    harness.submit("B")
    harness.lane.resume()
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func resumingAnEmptyLaneLeavesItIdleAndStartingSynchronously() {
    let harness = LaneHarness(isSuspended: true)
    harness.lane.resume()
    harness.lane.resume()
    #expect(harness.clock.isIdle)
    harness.submit("A")
    #expect(harness.started == ["A"])
    harness.runToEnd()
  }

  @Test func suspendingTwiceNeedsOneResume() {
    let harness = LaneHarness()
    harness.lane.suspend()
    harness.lane.suspend()
    harness.submit("A")
    harness.lane.resume()
    harness.clock.runDueWork()
    #expect(harness.started == ["A"])
    harness.runToEnd()
  }
}
