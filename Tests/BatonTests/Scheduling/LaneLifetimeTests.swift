import Baton
import BatonTesting
import Testing

/// Nothing the lane hands out keeps it alive (tickets, handles and scheduled work hold
/// its storage). A lane the app drops goes away at once, even with a transition in flight or
/// timers pending, and ends what it held `windowGone`.
@MainActor
@Suite(.endsQuiescent) struct LaneLifetimeTests {
  @Test func aLaneDroppedWithATransitionInFlightIsFreedAtOnce() {
    let clock = VirtualScheduler()
    let center = DiagnosticsCenter()
    let recorder = DiagnosticsRecorder()
    recorder.observe(center)
    var outcomes: [TransitionOutcome] = []
    var handle: RunningTransition?
    let ticket = Box<TransitionTicket?>(nil)
    weak var weakLane: Lane?
    do {
      let lane = Lane(name: "dropped", scheduler: clock, diagnostics: center)
      weakLane = lane
      lane.submit(TransitionRequest(kind: .push) { handle = $0 }) { outcomes.append($0) }
      ticket.value = lane.submit(TransitionRequest(kind: .push) { _ in }) { outcomes.append($0) }
      #expect(lane.isBusy && lane.pendingCount == 1 && !clock.isIdle, "a watchdog is armed")
    }
    #expect(weakLane == nil, "neither the handle, the ticket nor the watchdog keeps it")
    #expect(outcomes == [.dropped(.windowGone), .dropped(.windowGone)])
    #expect(handle?.isFinished == true)
    #expect(clock.isIdle, "its watchdog was cancelled")
    #expect(ticket.value?.cancel() == .alreadyFinished)
    handle?.finish(.completed)
    #expect(recorder.codes == [.completionSignalWhileNotRunning])
    #expect(recorder.diagnostics.first?.laneName == "dropped")
    #expect(outcomes.count == 2, "the late signal is no second outcome")
  }

  @Test func aLaneDroppedWhileItsNextTurnIsScheduledIsFreed() {
    let clock = VirtualScheduler()
    var outcomes: [TransitionOutcome] = []
    weak var weakLane: Lane?
    do {
      let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
      weakLane = lane
      lane.submit(TransitionRequest(kind: .push) { $0.finish(.completed) }) { outcomes.append($0) }
      lane.submit(TransitionRequest(kind: .push) { _ in }) { outcomes.append($0) }
      lane.suspend()
      lane.resume()
    }
    #expect(weakLane == nil, "the scheduled hop refers to the lane weakly")
    #expect(outcomes == [.completed, .dropped(.windowGone)])
    #expect(clock.runUntilIdle())
    #expect(outcomes.count == 2, "the stale hop does nothing")
  }

  @Test func aLaneWhoseTransitionSignalledAndThatWasDroppedReportsASecondSignal() {
    let clock = VirtualScheduler()
    let center = DiagnosticsCenter()
    let recorder = DiagnosticsRecorder()
    recorder.observe(center)
    var handle: RunningTransition?
    weak var weakLane: Lane?
    do {
      let lane = Lane(scheduler: clock, diagnostics: center)
      weakLane = lane
      lane.submit(TransitionRequest(kind: .push) { handle = $0 })
      handle?.finish(.completed)
    }
    #expect(weakLane == nil)
    handle?.finish(.cancelled)
    #expect(recorder.codes == [.duplicateCompletionSignal])
    #expect(clock.runUntilIdle())
  }

  @Test func aLaneAndItsClockAreFreedWithAWatchdogPending() {
    weak var weakLane: Lane?
    weak var weakClock: VirtualScheduler?
    do {
      let clock = VirtualScheduler()
      weakClock = clock
      let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
      weakLane = lane
      lane.submit(TransitionRequest(kind: .push, expectedDuration: 10) { _ in })
      clock.advance(by: 1)
    }
    #expect(weakLane == nil)
    #expect(weakClock == nil, "the cancelled watchdog released the lane's storage at once")
  }
}
