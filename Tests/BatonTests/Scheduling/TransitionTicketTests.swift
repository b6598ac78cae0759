import Baton
import BatonTesting
import Testing

/// Tickets cancel pending requests; a running one cannot be stopped.
@MainActor
@Suite(.endsQuiescent) struct TransitionTicketTests {
  @Test func cancellingAPendingRequestEndsItCancelledAndTheRestKeepTheirOrder() {
    let harness = LaneHarness()
    harness.submit("A")
    let b = harness.submit("B")
    harness.submit("C")
    #expect(b.cancel() == .cancelled)
    #expect(b.outcome == .cancelled)
    #expect(harness.outcomes["B"] == [.cancelled])
    #expect(harness.lane.pendingCount == 1)
    #expect(harness.phases("B") == [.requested, .queued, .finished(.cancelled)])
    harness.finish("A")
    harness.clock.runDueWork()
    harness.finish("C")
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "C"])
  }

  @Test func cancellingARunningRequestCannotStopItAndIsReported() {
    let harness = LaneHarness()
    let ticket = harness.submit("A")
    #expect(ticket.cancel() == .alreadyRunning)
    #expect(ticket.state == .running)
    #expect(harness.recorder.codes == [.cancelWhileRunning])
    #expect(harness.recorder.diagnostics.first?.requestID == ticket.id)
    harness.finish("A")
    #expect(ticket.outcome == .completed)
    harness.runToEnd()
  }

  @Test func cancellingAFinishedRequestChangesNothing() {
    let harness = LaneHarness()
    let ticket = harness.submit("A")
    harness.finish("A")
    #expect(ticket.cancel() == .alreadyFinished)
    #expect(ticket.outcome == .completed)
    #expect(harness.recorder.diagnostics.isEmpty)
    harness.runToEnd()
  }

  @Test func cancellingTwiceIsReportedNeverTrapped() {
    let harness = LaneHarness()
    harness.submit("A")
    let ticket = harness.submit("B")
    #expect(ticket.cancel() == .cancelled)
    #expect(ticket.cancel() == .alreadyFinished)
    #expect(harness.recorder.codes == [.ticketCancelledTwice])
    #expect(harness.outcomes["B"] == [.cancelled])
    harness.runToEnd()
  }

  @Test func cancellingARunningTicketTwiceIsReportedOnceEach() {
    let harness = LaneHarness()
    let ticket = harness.submit("A")
    ticket.cancel()
    ticket.cancel()
    #expect(harness.recorder.codes == [.cancelWhileRunning, .ticketCancelledTwice])
    harness.runToEnd()
  }

  @Test func manyCancelledRequestsDoNotSlowOrReorderTheQueue() {
    let harness = LaneHarness()
    harness.submit("blocker")
    var kept: [String] = []
    for index in 0..<1_000 {
      let ticket = harness.submit("R\(index)")
      if index % 10 == 0 { kept.append("R\(index)") } else { ticket.cancel() }
    }
    #expect(harness.lane.pendingCount == kept.count)
    for label in ["blocker"] + kept {
      harness.finish(label)
      harness.clock.runDueWork()
    }
    #expect(harness.started == ["blocker"] + kept)
  }

  @Test func aLaneDroppedWhileSettlingEndsItsPendingRequestsWindowGone() {
    let clock = VirtualScheduler()
    var outcomes: [TransitionOutcome] = []
    do {
      let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
      lane.submit(TransitionRequest(kind: .push) { $0.finish(.completed) }) { outcomes.append($0) }
      lane.submit(TransitionRequest(kind: .push) { _ in }) { outcomes.append($0) }
    }
    #expect(outcomes == [.completed, .dropped(.windowGone)])
    clock.runUntilIdle()
    #expect(outcomes.count == 2, "the stale turn does nothing")
  }

  @Test func aTicketOutlivingItsSuspendedLaneEndsWindowGone() {
    var ticket: TransitionTicket?
    var outcome: TransitionOutcome?
    do {
      let lane = Lane(
        scheduler: VirtualScheduler(),
        isSuspended: true,
        diagnostics: DiagnosticsCenter()
      )
      ticket = lane.submit(TransitionRequest(kind: .push) { _ in }) { outcome = $0 }
    }
    #expect(outcome == .dropped(.windowGone))
    #expect(ticket?.cancel() == .alreadyFinished)
  }
}
