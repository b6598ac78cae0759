import Baton
import Testing

/// Cancellation and rounds.
@MainActor
@Suite struct PopupCancellationTests {
  @Test func aTicketCancelsAPendingPopupAtOnce() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    #expect(ticket.cancel() == .cancelled)
    #expect(harness.outcome("A") == .cancelled)
    #expect(ticket.cancel() == .alreadyFinished)
    harness.settle()
    #expect(harness.log.isEmpty)
    harness.expectQuiescent(["A"])
  }

  @Test func aTicketCancelsAVisiblePopupByHidingIt() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.settle()
    #expect(ticket.cancel() == .hiding)
    #expect(harness.outcome("A") == nil, "it ends once hidden")
    harness.settle()
    #expect(harness.outcome("A") == .cancelled)
    #expect(harness.log == ["show A", "shown A", "hide A", "hidden A"])
    harness.expectQuiescent(["A"])
  }

  @Test func cancellingWhileTheShowAnimatesHidesItAfterTheShow() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.clock.runDueWork()
    #expect(ticket.cancel() == .hiding)
    harness.settle()
    #expect(harness.log == ["show A", "shown A", "hide A", "hidden A"])
    #expect(harness.outcome("A") == .cancelled)
  }

  @Test func cancellingWhileTheShowWaitsInTheLaneEndsItWithoutShowing() {
    let harness = PopupHarness()
    harness.page("P")
    let ticket = harness.show("A")
    harness.clock.runDueWork()
    #expect(ticket.state == .showing)
    #expect(ticket.cancel() == .cancelled)
    #expect(harness.outcome("A") == .cancelled)
    harness.settle()
    #expect(harness.shows.isEmpty)
  }

  /// A lane observer is caller code: when it cancels a pop-up as the lane reports its show's
  /// start (after the show's start-time check, before the show runs), the cancellation it is
  /// told happened happens: the pop-up is never shown and ends `cancelled`, once.
  @Test func cancellingWhenTheLaneReportsTheShowsStartEndsItWithoutShowing() {
    let harness = PopupHarness()
    let ticket = Box<PopupTicket?>(nil)
    let results = Box<[PopupTicket.CancelResult]>([])
    let token = harness.lane.addObserver { event in
      guard event.kind == .popupShow, event.phase == .started, let popup = ticket.value else {
        return
      }
      results.value.append(popup.cancel())
    }
    ticket.value = harness.show("A")
    harness.settle()
    token.cancel()
    #expect(results.value == [.cancelled])
    #expect(harness.shows.isEmpty, "a cancelled pop-up is not shown")
    #expect(harness.outcomes["A"] == [.cancelled])
    harness.expectQuiescent(["A"])
  }

  @Test func aDismissalBeingHiddenIsNotTurnedIntoACancellation() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.settle()
    ticket.dismiss("OK")
    #expect(ticket.cancel() == .alreadyEnding)
    harness.settle()
    #expect(harness.outcomes["A"] == [.dismissed(.action("OK"))])
  }

  @Test func cancelByKeyGroupAndAllEndEachAffectedPopupOnce() {
    let harness = PopupHarness()
    harness.show("a") { $0.group = "launch" }
    harness.show("b") { $0.group = "launch" }
    harness.show("c") { $0.group = "other" }
    harness.show("d")
    harness.settle()
    #expect(harness.queue.cancel(key: "d") == 1)
    #expect(harness.queue.cancel(key: "missing") == 0)
    #expect(harness.queue.cancelGroup("launch") == 2, "a (visible) and b")
    #expect(harness.outcome("b") == .cancelled)
    #expect(harness.queue.cancelAll() == 1, "c; a is already being hidden")
    harness.settle()
    for key in ["a", "b", "c", "d"] { #expect(harness.outcomes[key] == [.cancelled]) }
    harness.expectQuiescent(["a", "b", "c", "d"])
  }

  @Test func cancelAllDuringAForcedLogOutLeavesNothing() {
    let harness = PopupHarness()
    for index in 0..<20 { harness.show("p\(index)") { $0.priority = index % 4 } }
    harness.settle()
    #expect(harness.queue.cancelAll() == 20)
    harness.settle()
    #expect(harness.shows.count == 1)
    harness.expectQuiescent((0..<20).map { "p\($0)" })
  }

  @Test func aRoundCompletesOnceAfterEveryMemberHasAnOutcome() {
    let harness = PopupHarness()
    harness.show("update") {
      $0.group = "launch"
      $0.priority = 3
    }
    harness.show("push") {
      $0.group = "launch"
      $0.priority = 2
    }
    harness.show("promo") {
      $0.group = "launch"
      $0.condition = PopupCondition { false }
    }
    var results: [PopupRoundResult] = []
    harness.queue.closeRound(of: "launch") { results.append($0) }
    harness.show("late") { $0.group = "launch" }
    harness.settle()
    harness.dismissCurrent("Update")
    #expect(results.isEmpty)
    harness.dismissCurrent("Allow")
    #expect(results.count == 1)
    #expect(
      results.first?.members.map(\.outcome) == [
        .dismissed(.action("Update")), .dismissed(.action("Allow")), .skipped,
      ]
    )
    #expect(results.first?.members.map(\.key) == ["update", "push", "promo"])
    harness.dismissCurrent()
    var next: [PopupRoundResult] = []
    harness.queue.closeRound(of: "launch") { next.append($0) }
    #expect(next.first?.members.map(\.key) == ["late"], "a later member joins the next round")
    #expect(results.count == 1)
  }

  @Test func aRoundWhoseMembersAllEndedCompletesAtOnce() {
    let harness = PopupHarness()
    harness.show("") { $0.group = "g" }
    var completed = 0
    harness.queue.closeRound(of: "g") { _ in completed += 1 }
    #expect(completed == 1)
    harness.queue.closeRound(of: "empty") { result in
      #expect(result.members.isEmpty)
      completed += 1
    }
    #expect(completed == 2)
  }
}
