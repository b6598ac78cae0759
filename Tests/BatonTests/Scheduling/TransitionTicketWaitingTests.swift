import Baton
import Testing

/// `TransitionTicket.waitForOutcome()`: the one way to await a request, and cancelling the
/// awaiting task.
///
/// Each awaiting task submits its request and then waits at once, all on the main actor; the
/// test resumes from the request's `requested` event only after the task has suspended.
@MainActor
@Suite(.endsQuiescent) struct TransitionTicketWaitingTests {
  @Test func aFinishedTicketReturnsItsOutcomeAtOnce() async {
    let harness = LaneHarness()
    harness.lane.tearDown()
    let ticket = harness.submit("A")
    #expect(ticket.outcome == .dropped(.windowGone))
    #expect(await ticket.waitForOutcome() == .dropped(.windowGone))
  }

  @Test func anImmediateStartThatEndsInPerformReturnsItsOutcome() async {
    let harness = LaneHarness()
    let ticket = harness.submit("A", perform: { $0.finish(.completed) })
    #expect(await ticket.waitForOutcome() == .completed)
    #expect(harness.started == ["A"])
    harness.clock.runUntilIdle()
  }

  @Test func aPendingRequestIsAwaitedUntilItEnds() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let task = Task { @MainActor in await harness.submit("A").waitForOutcome() }
    await waitForEvent(on: harness.lane) { $0.label == "A" && $0.phase == .queued }
    harness.finish("blocker")
    harness.clock.runDueWork()
    harness.finish("A", .cancelled)
    #expect(await task.value == .cancelled)
    #expect(harness.phases("A").last == .finished(.cancelled))
    harness.clock.runUntilIdle()
  }

  @Test func everyWaitingTaskReceivesTheSameOutcome() async {
    let harness = LaneHarness()
    let ticket = Box<TransitionTicket?>(nil)
    let first = Task { @MainActor in
      ticket.value = harness.submit("A")
      return await ticket.value?.waitForOutcome()
    }
    await waitForEvent(on: harness.lane) { $0.label == "A" }
    // The second task marks the moment it waits with a request of its own.
    let second = Task { @MainActor in
      harness.submit("B")
      return await ticket.value?.waitForOutcome()
    }
    await waitForEvent(on: harness.lane) { $0.label == "B" }
    harness.finish("A")
    #expect(await first.value == .completed)
    #expect(await second.value == .completed)
    harness.clock.runDueWork()
    harness.finish("B")
    harness.clock.runUntilIdle()
  }

  @Test func cancellingTheAwaitingTaskCancelsAPendingRequest() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let task = Task { @MainActor in await harness.submit("A").waitForOutcome() }
    await waitForEvent(on: harness.lane) { $0.label == "A" && $0.phase == .queued }
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(harness.lane.pendingCount == 0)
    #expect(harness.recorder.diagnostics.isEmpty, "one cancellation, reported nowhere")
    harness.finish("blocker")
    harness.clock.runUntilIdle()
    #expect(harness.started == ["blocker"])
  }

  @Test func aTaskCancelledBeforeWaitingCancelsItsPendingRequestAtOnce() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return await harness.submit("A").waitForOutcome()
    }
    #expect(await task.value == .cancelled)
    #expect(harness.recorder.diagnostics.isEmpty)
    harness.finish("blocker")
    harness.clock.runUntilIdle()
  }

  @Test func cancellingTheTaskOfARunningRequestWaitsForItsEnd() async {
    let harness = LaneHarness()
    let task = Task { @MainActor in await harness.submit("A").waitForOutcome() }
    await waitForEvent(on: harness.lane) { $0.label == "A" && $0.phase == .started }
    task.cancel()
    // The cancellation hops to the main actor: it is reported once it has landed.
    await waitForDiagnostic(in: harness.center)
    harness.finish("A")
    #expect(await task.value == .completed)
    #expect(harness.recorder.codes == [.cancelWhileRunning])
    harness.clock.runUntilIdle()
  }

  /// Resumes once `center` reports its next diagnostic.
  private func waitForDiagnostic(in center: DiagnosticsCenter) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var token: ObservationToken?
      token = center.addObserver { _ in
        guard let current = token else { return }
        token = nil
        current.cancel()
        continuation.resume()
      }
    }
  }
}
