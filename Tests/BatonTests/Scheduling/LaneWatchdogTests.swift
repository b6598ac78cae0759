import Baton
import Foundation
import Testing

/// The watchdog ends a transition that never signals.
@MainActor
@Suite(.endsQuiescent) struct LaneWatchdogTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var configuration: Lane.Configuration
    var expected: TimeInterval
    var interval: TimeInterval
    var testDescription: String { "expected \(expected) s → \(interval) s" }
  }

  nonisolated static let cases: [Case] = [
    Case(configuration: .init(), expected: 0.35, interval: 1.05),
    Case(configuration: .init(), expected: 0.2, interval: 1),
    Case(configuration: .init(), expected: 0.5, interval: 1.5),
    Case(configuration: .init(), expected: 2, interval: 6),
    Case(configuration: .init(), expected: 0, interval: 1),
    Case(
      configuration: .init(watchdogMultiplier: 2, minimumWatchdog: 0.5),
      expected: 0.1,
      interval: 0.5
    ),
    Case(
      configuration: .init(watchdogMultiplier: 2, minimumWatchdog: 0.5),
      expected: 1,
      interval: 2
    ),
  ]

  @Test(arguments: cases)
  func theWatchdogFiresAfterTheLargerOfTheMinimumAndTheMultiple(_ testCase: Case) {
    let harness = LaneHarness(configuration: testCase.configuration)
    harness.submit("A", expectedDuration: testCase.expected)
    harness.clock.advance(to: testCase.interval - 0.001)
    #expect(harness.outcome("A") == nil)
    harness.clock.advance(to: testCase.interval)
    #expect(harness.outcome("A") == .timedOut)
    let firedAt = harness.events.last?.time ?? -1
    #expect(abs(firedAt - testCase.interval) < 1e-9)
  }

  @Test func anExpiredWatchdogReleasesTheLaneAndReportsADiagnostic() {
    let harness = LaneHarness()
    harness.submit("stuck", expectedDuration: 0.2)
    harness.submit("B")
    harness.clock.advance(by: 1)
    #expect(harness.outcomes["stuck"] == [.timedOut])
    #expect(harness.handles["stuck"]?.isFinished == true)
    #expect(harness.recorder.codes == [.watchdogExpired])
    let diagnostic = harness.recorder.diagnostics.first
    #expect(diagnostic?.requestID == harness.handles["stuck"]?.id)
    #expect(diagnostic?.laneName == "test lane")
    #expect(diagnostic?.severity == .warning)
    #expect(diagnostic?.time == 1)
    #expect(harness.started == ["stuck", "B"], "the next request started on the next turn")
    harness.runToEnd()
  }

  @Test func aCompletionSignalAfterTheWatchdogIsIgnoredAndReported() {
    let harness = LaneHarness()
    harness.submit("late")
    harness.clock.advance(by: 1.05)
    harness.finish("late")
    #expect(harness.outcomes["late"] == [.timedOut])
    #expect(harness.recorder.codes == [.watchdogExpired, .completionSignalWhileNotRunning])
  }

  @Test func updatingTheExpectedDurationRearmsTheWatchdogFromNow() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.clock.advance(to: 1)
    harness.handles["A"]?.updateExpectedDuration(2)
    harness.clock.advance(to: 6.5)
    #expect(harness.outcome("A") == nil)
    harness.clock.advance(to: 7)
    #expect(harness.outcome("A") == .timedOut)
    #expect(harness.recorder.diagnostics.first?.time == 7)
  }

  @Test func shorteningTheExpectedDurationBringsTheWatchdogForward() {
    let harness = LaneHarness(configuration: .init(minimumWatchdog: 0))
    harness.submit("A", expectedDuration: 10)
    harness.handles["A"]?.updateExpectedDuration(0.1)
    harness.clock.advance(by: 0.31)
    #expect(harness.outcome("A") == .timedOut)
    #expect(harness.clock.isIdle, "the longer timer was cancelled")
  }

  @Test func eachTransitionGetsItsOwnFullWatchdog() {
    let harness = LaneHarness()
    harness.submit("A", expectedDuration: 0.25)
    harness.submit("B", expectedDuration: 0.25)
    harness.clock.advance(to: 0.75)
    harness.finish("A")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.clock.advance(to: 1.5)
    #expect(harness.outcome("B") == nil, "B's watchdog counts from B's start")
    harness.clock.advance(to: 1.75)
    #expect(harness.outcome("B") == .timedOut)
    #expect(harness.events.last?.time == 1.75)
  }

  @Test func nothingIsLeftScheduledOnceTheLaneIsIdle() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    harness.finish("A")
    harness.clock.runDueWork()
    harness.finish("B")
    harness.clock.runDueWork()
    #expect(harness.clock.isIdle, "no stale watchdog left behind")
    #expect(harness.recorder.diagnostics.isEmpty)
  }
}
