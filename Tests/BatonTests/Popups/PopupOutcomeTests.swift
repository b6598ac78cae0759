import Baton
import Testing

/// Orphans, timeouts, refusals, misuse; the queue never stays stuck.
@MainActor
@Suite struct PopupOutcomeTests {
  @Test func anOrphanEndsDismissedOrphanedAndTheQueueMovesOn() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.show("B")
    harness.settle()
    harness.presenter.forget("A")
    #expect(ticket.reportOrphaned() == .dismissing)
    harness.settle()
    #expect(harness.outcome("A") == .dismissed(.orphaned))
    #expect(!harness.log.contains("hide A"), "the presenter is not asked to hide an orphan")
    #expect(harness.queue.current?.key == "B")
  }

  @Test func anOrphanReportedWhileItsShowRunsDoesNotWaitForTheWatchdog() {
    let harness = PopupHarness(animation: nil)
    let ticket = harness.show("A")
    harness.clock.runDueWork()
    ticket.reportOrphaned()
    harness.settle()
    #expect(harness.outcome("A") == .dismissed(.orphaned))
    #expect(harness.clock.now == 0)
    #expect(harness.recorder.codes.isEmpty)
  }

  @Test func aShowThatNeverCompletesTimesOutAndIsCleanedUp() {
    let harness = PopupHarness()
    harness.presenter.silentKeys = ["A"]
    harness.show("A")
    harness.show("B")
    harness.settle()
    #expect(harness.outcome("A") == .timedOut)
    #expect(harness.recorder.codes.contains(.watchdogExpired))
    #expect(harness.log.prefix(2) == ["show A", "hide A"], "whatever it showed is taken off")
    #expect(harness.queue.current?.key == "B", "the queue is not stuck")
  }

  @Test func aHideThatNeverCompletesStillEndsThePopupOnce() {
    let harness = PopupHarness(animation: nil)
    let ticket = harness.show("A")
    harness.clock.runDueWork()
    harness.presenter.completeShow("A")
    harness.presenter.silentKeys = ["A"]
    ticket.dismiss("OK")
    harness.settle()
    #expect(harness.outcomes["A"] == [.dismissed(.action("OK"))])
    #expect(harness.recorder.codes == [.watchdogExpired])
    harness.expectQuiescent(["A"])
  }

  @Test func aRefusedShowIsDroppedInvalidAndTheNextShows() {
    let harness = PopupHarness()
    harness.presenter.refusedKeys = ["A"]
    harness.show("A")
    harness.show("B")
    harness.settle()
    #expect(harness.outcome("A") == .dropped(.invalid(.presenterRefused("no presenter"))))
    #expect(harness.queue.current?.key == "B")
  }

  @Test func aSecondCompletionFromThePresenterIsIgnoredAndReported() {
    let harness = PopupHarness(animation: nil)
    harness.show("A")
    harness.clock.runDueWork()
    let completion = harness.presenter.pendingShows["A"]
    harness.presenter.completeShow("A")
    completion?(.shown)
    harness.settle()
    #expect(harness.recorder.codes == [.duplicateCompletionSignal])
    #expect(harness.queue.current?.state == .visible)
  }

  @Test func dismissingAPopupThatIsNotOnScreenChangesNothing() {
    let harness = PopupHarness()
    harness.show("first")
    let second = harness.show("second")
    harness.settle()
    #expect(second.dismiss("OK") == .notShown)
    #expect(second.reportOrphaned() == .notShown)
    #expect(second.state == .pending)
    harness.dismissCurrent()
    harness.dismissCurrent()
    #expect(second.dismiss("again") == .alreadyFinished)
    #expect(harness.outcomes["second"] == [.dismissed(.action("OK"))])
  }

  @Test func aSecondDismissalKeepsTheFirstAction() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.settle()
    #expect(ticket.dismiss("Yes") == .dismissing)
    #expect(ticket.dismiss("No") == .alreadyEnding)
    harness.settle()
    #expect(harness.outcomes["A"] == [.dismissed(.action("Yes"))])
  }

  @Test func anOutcomeHandlerThatRequestsMoreNeverRecurses() {
    let harness = PopupHarness()
    var depth = 0
    var deepest = 0
    func chain(_ index: Int) {
      harness.queue.show(harness.request("c\(index)")) { _ in
        depth += 1
        deepest = max(deepest, depth)
        if index < 5 { chain(index + 1) }
        depth -= 1
      }
    }
    chain(0)
    for _ in 0..<6 { harness.dismissCurrentAfterSettling() }
    #expect(deepest == 1)
    #expect(harness.shows == (0...5).map { "c\($0)" })
  }
}

extension PopupHarness {
  fileprivate func dismissCurrentAfterSettling() {
    settle()
    dismissCurrent()
  }
}
