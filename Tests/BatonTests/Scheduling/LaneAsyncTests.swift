import Baton
import Testing

/// Issue 2, point 11: the async form, and cancelling the awaiting task.
@MainActor
@Suite struct LaneAsyncTests {
  @Test func theAsyncFormReturnsTheOutcomeOfAnImmediateStart() async {
    let harness = LaneHarness()
    let outcome = await harness.lane.submit(
      harness.request("A", perform: { $0.finish(.completed) })
    )
    #expect(outcome == .completed)
    #expect(harness.started == ["A"])
  }

  @Test func theAsyncFormReturnsADropAtOnce() async {
    let harness = LaneHarness()
    harness.lane.tearDown()
    #expect(await harness.lane.submit(harness.request("A")) == .dropped(.windowGone))
  }

  @Test func cancellingTheAwaitingTaskCancelsAPendingRequest() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let lane = harness.lane
    let request = harness.request("A")
    let task = Task { @MainActor in await lane.submit(request) }
    await waitForEvent(on: lane) { $0.label == "A" && $0.phase == .queued }
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(lane.pendingCount == 0)
    #expect(harness.recorder.diagnostics.isEmpty, "one cancellation, reported nowhere")
    harness.finish("blocker")
    harness.clock.runUntilIdle()
    #expect(harness.started == ["blocker"])
  }

  @Test func aTaskCancelledBeforeSubmittingCancelsItsRequestAtOnce() async {
    let harness = LaneHarness()
    harness.submit("blocker")
    let lane = harness.lane
    let request = harness.request("A")
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return await lane.submit(request)
    }
    #expect(await task.value == .cancelled)
    #expect(harness.recorder.diagnostics.isEmpty)
  }

  @Test func cancellingTheTaskOfARunningRequestLetsItFinish() async {
    let harness = LaneHarness()
    let lane = harness.lane
    let request = harness.request("A")
    let task = Task { @MainActor in await lane.submit(request) }
    await waitForEvent(on: lane) { $0.label == "A" && $0.phase == .started }
    task.cancel()
    // The cancellation hops to the main actor; let it land before the signal.
    await Task.yield()
    harness.finish("A")
    #expect(await task.value == .completed)
  }
}
