import Baton
import Testing

/// Awaiting outcomes.
@MainActor
@Suite struct PopupAsyncTests {
  @Test func waitForOutcomeReturnsTheOutcome() async {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.settle()
    async let outcome = ticket.waitForOutcome()
    await Task.yield()
    harness.dismissCurrent("Later")
    #expect(await outcome == .dismissed(.action("Later")))
  }

  @Test func waitForOutcomeReturnsAtOnceForAnEndedPopup() async {
    let harness = PopupHarness()
    let ticket = harness.show("")
    #expect(await ticket.waitForOutcome() == .dropped(.invalid(.emptyKey)))
  }

  @Test func cancellingTheWaitingTaskCancelsThePopup() async {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    let task = Task { await ticket.waitForOutcome() }
    await Task.yield()
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(harness.outcomes["A"] == [.cancelled])
  }

  @Test func closingARoundCanBeAwaited() async {
    let harness = PopupHarness()
    harness.show("a") { $0.group = "g" }
    harness.show("b") { $0.group = "g" }
    async let result = harness.queue.closeRound(of: "g")
    await Task.yield()
    harness.settle()
    harness.dismissCurrent()
    harness.dismissCurrent()
    #expect(await result.members.map(\.key) == ["a", "b"])
  }
}
