import BatonTesting
import Foundation
import Testing

@testable import Baton

/// The lane keeps one watchdog timer for back-to-back transitions (it is not cancelled and
/// re-armed at each end) and still times each transition from its own start, exactly once.
@MainActor
@Suite(.endsQuiescent) struct LaneLazyWatchdogTests {
  @Test func aTransitionEndingJustBeforeTheOldDeadlineLeavesItsSuccessorAFullWatchdog() {
    let harness = LaneHarness()
    harness.submit("A", expectedDuration: 0)
    harness.submit("B", expectedDuration: 0)
    harness.clock.advance(to: 0.99)
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.clock.advance(to: 1.5)
    #expect(harness.outcome("B") == nil, "the timer armed for A found B within its deadline")
    #expect(harness.recorder.diagnostics.isEmpty)
    harness.clock.advance(to: 1.99)
    #expect(harness.outcomes["B"] == [.timedOut])
    #expect(harness.recorder.codes == [.watchdogExpired])
    #expect(abs((harness.recorder.diagnostics.first?.time ?? -1) - 1.99) < 1e-9)
    harness.clock.advance(by: 10)
    #expect(harness.outcomes["B"] == [.timedOut], "exactly once")
    #expect(harness.recorder.codes == [.watchdogExpired])
  }

  @Test func manyBackToBackTransitionsShareOneTimer() throws {
    let harness = LaneHarness()
    let labels = (0..<50).map { "T\($0)" }
    for label in labels { harness.submit(label) }
    let first = try #require(harness.lane.storage.watchdogTimer?.work)
    for label in labels {
      #expect(harness.lane.storage.watchdogTimer?.work === first)
      #expect(harness.clock.pendingCount <= 2, "one timer, at most one next-turn hop")
      harness.finish(label)
      harness.clock.runDueWork()
    }
    #expect(harness.started == labels)
    #expect(first.isCancelled, "cancelled once the lane was idle with nothing pending")
    #expect(harness.clock.isIdle)
    #expect(harness.recorder.diagnostics.isEmpty)
  }

  @Test func theSharedTimerFiresForTheTransitionStillRunningAtItsOwnDeadline() {
    let harness = LaneHarness()
    for label in ["A", "B", "C"] { harness.submit(label, expectedDuration: 0) }
    harness.clock.advance(to: 0.5)
    harness.finish("A")
    harness.clock.runDueWork()
    harness.clock.advance(to: 0.75)
    harness.finish("B")
    harness.clock.runDueWork()
    harness.clock.advance(to: 1.74)
    #expect(harness.outcome("C") == nil, "C started at 0.75: its deadline is 1.75")
    harness.clock.advance(to: 1.75)
    #expect(harness.outcomes["C"] == [.timedOut])
    #expect(harness.outcomes["A"] == [.completed])
    #expect(harness.outcomes["B"] == [.completed])
    #expect(harness.recorder.codes == [.watchdogExpired])
    #expect(harness.recorder.diagnostics.first?.requestID == harness.handles["C"]?.id)
  }

  @Test func pendingSchedulerWorkDoesNotGrowWithTransitions() {
    let harness = LaneHarness()
    for round in 0..<200 {
      harness.submit("R\(round)")
      harness.submit("S\(round)")
      harness.finish("R\(round)")
      harness.clock.runDueWork()
      #expect(harness.clock.pendingCount <= 2)
      harness.finish("S\(round)")
      harness.clock.runDueWork()
      #expect(harness.clock.isIdle)
    }
    #expect(harness.clock.nextDeadline == nil, "no stale timer moves a settling loop forward")
  }

  @Test func aLaneDroppedWithItsSharedTimerArmedIsFreedAndTheTimerCancelled() {
    weak var weakStorage: LaneStorage?
    var timer: ScheduledWork?
    let clock = VirtualScheduler()
    do {
      let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
      weakStorage = lane.storage
      lane.submit(TransitionRequest(kind: .push, expectedDuration: 10) { _ in })
      lane.submit(TransitionRequest(kind: .push, expectedDuration: 10) { _ in })
      timer = lane.storage.watchdogTimer?.work
    }
    #expect(weakStorage == nil, "the timer's work refers to the lane weakly")
    #expect(timer?.isCancelled == true)
    clock.runDueWork()
    #expect(clock.isIdle)
  }

  @Test func aTransitionThatEndsInsideItsPerformSchedulesNoTimer() {
    let harness = LaneHarness(isSuspended: true)
    var timerWhenAEnded: ScheduledWork?
    let finishAtOnce: @MainActor (RunningTransition) -> Void = { $0.finish(.completed) }
    harness.submit("A", perform: finishAtOnce) { _ in
      timerWhenAEnded = harness.lane.storage.watchdogTimer?.work
    }
    harness.submit("B", perform: finishAtOnce)
    harness.lane.resume()
    harness.clock.runDueWork()
    #expect(harness.outcomes["A"] == [.completed])
    #expect(harness.outcomes["B"] == [.completed])
    #expect(timerWhenAEnded == nil, "no timer was armed for A, though B was waiting")
    #expect(harness.clock.isIdle)
  }

  @Test func aDurationLearntInsidePerformCountsFromThen() {
    let harness = LaneHarness()
    harness.submit("A", expectedDuration: 0, perform: { $0.updateExpectedDuration(2) })
    harness.clock.advance(to: 5.99)
    #expect(harness.outcome("A") == nil)
    harness.clock.advance(to: 6)
    #expect(harness.outcomes["A"] == [.timedOut])
    #expect(harness.recorder.codes == [.watchdogExpired])
  }
}
