import Baton
import BatonTesting
import Testing

/// Order as asked: a pop-up that blocks navigation takes its place in the lane when it is asked,
/// so a page request asked after it waits until it is answered; priority orders the pop-ups
/// among themselves.
@MainActor
@Suite struct PopupOrderAsAskedTests {
  /// The log without the ends of animations: what began, in order.
  private func starts(_ harness: PopupHarness) -> [String] {
    harness.log.filter { $0.hasPrefix("show ") || $0.hasPrefix("page ") }
  }

  @Test func aPageAskedAfterABlockingPopupWaitsUntilItIsAnswered() {
    let harness = PopupHarness()
    harness.show("update")
    harness.page("login", kind: .present)
    harness.settle()
    #expect(starts(harness) == ["show update"])
    #expect(harness.pageOutcomes["login"] == nil)
    harness.dismissCurrent()
    #expect(starts(harness) == ["show update", "page login"])
    #expect(harness.pageOutcomes["login"] == [.completed])
    harness.expectQuiescent(["update"])
  }

  @Test func theLaunchAlertsShowInTheOrderAskedThenTheSheet() {
    let harness = PopupHarness()
    for key in ["update", "privacy", "promo"] { harness.show(key) }
    harness.page("login", kind: .present)
    #expect(harness.dismissAll() == ["update", "privacy", "promo"])
    #expect(starts(harness).last == "page login")
    #expect(harness.pageOutcomes["login"] == [.completed])
    harness.expectQuiescent(["update", "privacy", "promo"])
  }

  @Test func priorityOrdersThePopupsAskedBeforeAPage() {
    let harness = PopupHarness()
    harness.show("promo") { $0.priority = 1 }
    harness.show("privacy") { $0.priority = 5 }
    harness.page("login", kind: .present)
    harness.show("update") { $0.priority = 100 }
    harness.settle()
    #expect(harness.shows == ["update"], "the highest priority uses the queue's place")
    harness.dismissCurrent()
    harness.dismissCurrent()
    #expect(harness.shows == ["update", "privacy", "promo"])
    #expect(harness.pageOutcomes["login"] == nil, "promo was asked before the page")
    harness.dismissCurrent()
    #expect(starts(harness).last == "page login")
    harness.expectQuiescent(["update", "privacy", "promo"])
  }

  @Test func aPopupAskedAfterAPageShowsAfterIt() {
    let harness = PopupHarness()
    harness.page("first")
    harness.page("login", kind: .present)
    harness.show("update")
    #expect(harness.dismissAll() == ["update"])
    #expect(starts(harness) == ["page first", "page login", "show update"])
    harness.expectQuiescent(["update"])
  }

  @Test func aBlockingPopupAskedWhileAnotherShowsKeepsItsPlaceBeforeALaterPage() {
    let harness = PopupHarness()
    harness.show("update")
    harness.settle()
    harness.show("privacy")
    harness.page("login", kind: .present)
    harness.settle()
    harness.dismissCurrent()
    #expect(harness.shows == ["update", "privacy"])
    #expect(harness.pageOutcomes["login"] == nil)
    harness.dismissCurrent()
    #expect(starts(harness).last == "page login")
    harness.expectQuiescent(["update", "privacy"])
  }

  @Test func aPopupThatYieldsToNavigationKeepsNoPlace() {
    let harness = PopupHarness()
    harness.show("tip") { $0.navigation = .yieldsToNavigation }
    harness.page("login", kind: .present)
    harness.settle()
    #expect(starts(harness) == ["page login", "show tip"])
    harness.dismissCurrent()
    harness.expectQuiescent(["tip"])
  }

  @Test func aBlockingPopupGoesBeforeAHigherYieldingOneWhenAPageWaitsBehindIt() {
    let harness = PopupHarness()
    harness.show("update")
    harness.show("tip") {
      $0.priority = 9
      $0.navigation = .yieldsToNavigation
    }
    harness.page("login", kind: .present)
    harness.settle()
    #expect(harness.shows == ["update"])
    harness.dismissCurrent()
    #expect(starts(harness) == ["show update", "page login", "show tip"])
    harness.dismissCurrent()
    harness.expectQuiescent(["update", "tip"])
  }

  @Test func aPopupWaitingOnItsConditionHoldsNoPlace() {
    let harness = PopupHarness()
    var allowed = false
    harness.show("rating") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { allowed }
    }
    harness.page("login", kind: .present)
    harness.settle()
    #expect(harness.pageOutcomes["login"] == [.completed], "parked at its turn, it holds nothing")
    #expect(harness.shows.isEmpty)
    allowed = true
    harness.queue.conditionsMayHaveChanged()
    #expect(harness.dismissAll() == ["rating"])
    harness.expectQuiescent(["rating"])
  }

  @Test func aCancelledPopupReleasesThePageAskedAfterIt() {
    let harness = PopupHarness()
    let update = harness.show("update")
    harness.page("login", kind: .present)
    #expect(harness.lane.pendingCount == 1, "held behind the pop-up's place")
    update.cancel()
    harness.settle()
    #expect(harness.pageOutcomes["login"] == [.completed])
    #expect(harness.shows.isEmpty)
    harness.expectQuiescent(["update"])
  }

  @Test func anInactiveAppHoldsNoPlace() {
    let harness = PopupHarness(appState: .background)
    harness.show("update")
    harness.page("login", kind: .present)
    harness.settle()
    #expect(harness.pageOutcomes["login"] == [.completed])
    harness.queue.appStateDidChange(to: .active)
    #expect(harness.dismissAll() == ["update"])
    harness.expectQuiescent(["update"])
  }

  @Test func aSwipeBackIsNotHeldForAPopupNotYetShown() {
    let harness = PopupHarness()
    harness.show("update")
    var outcome: TransitionOutcome?
    harness.lane.startImmediately(
      TransitionRequest(kind: .interactivePop) { $0.finish(.completed) }
    ) { outcome = $0 }
    #expect(outcome == .completed)
    #expect(harness.dismissAll() == ["update"])
    harness.expectQuiescent(["update"])
  }
  /// A pop-up asked off its scope holds no place, even before a queue turn has parked it: a
  /// later pop-up that wins the turn does not show at its place, ahead of a page asked before
  /// that pop-up.
  @Test func aPopupOutOfItsScopeHoldsNoPlaceBeforeATurnParksIt() {
    let harness = PopupHarness(visibleScreen: PopupScreen("list"))
    harness.show("update") { $0.priority = 100 }
    harness.settle()
    // No turn runs while the update is on screen, so nothing parks the tip yet.
    harness.show("tip") { $0.scope = .screen(PopupScreen("home")) }
    harness.page("login", kind: .present)
    harness.show("promo") { $0.priority = 50 }
    harness.dismissCurrent()
    // The promo was asked after login: login first, though the promo won the queue's turn.
    #expect(starts(harness) == ["show update", "page login", "show promo"])
    harness.dismissCurrent()
    harness.queue.visibleScreenDidChange(to: PopupScreen("home"))
    harness.settle()
    #expect(harness.dismissAll() == ["update", "promo", "tip"])
    harness.expectQuiescent(["update", "promo", "tip"])
  }

  @Test func aPopupReadyAgainWhileAShowWaitsBehindAPageDoesNotHoldThatPage() {
    let harness = PopupHarness(visibleScreen: PopupScreen("list"))
    harness.show("tip") { $0.scope = .screen(PopupScreen("home")) }
    harness.clock.advance(by: 0)  // Parked out of its scope: it holds nothing.
    harness.page("first")
    harness.page("login", kind: .present)
    harness.show("update")
    harness.clock.advance(by: 0)  // Asked after the sheet: its show waits behind it.
    // The tip is ready again, with its place before the sheet; the update's show, behind the
    // sheet, holds the queue's place now.
    harness.queue.visibleScreenDidChange(to: PopupScreen("home"))
    harness.clock.advance(by: 0.35)
    #expect(starts(harness) == ["page first", "page login"], "no stall behind the tip")
    #expect(harness.dismissAll() == ["update", "tip"])
    #expect(starts(harness) == ["page first", "page login", "show update", "show tip"])
    #expect(harness.recorder.codes.isEmpty, "no place given up: \(harness.recorder.codes)")
    harness.expectQuiescent(["tip", "update"])
  }
  @Test func aPopupWhoseConditionTurnsTrueWhileAShowWaitsBehindAPageDoesNotHoldThatPage() {
    let harness = PopupHarness()
    harness.page("Q", duration: 1)
    var allowed = false
    harness.show("update") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { allowed }
    }
    harness.page("P")
    harness.clock.advance(by: 0)  // update's turn: its condition is false, it waits.
    harness.show("promo")
    harness.clock.advance(by: 0)  // promo's turn: asked after P, its show waits behind P.
    allowed = true
    harness.queue.conditionsMayHaveChanged()  // update is ready again, its place before P.
    harness.clock.advance(to: 1)  // Q ends.
    #expect(starts(harness) == ["page Q", "page P"], "no stall behind update")
    #expect(harness.dismissAll() == ["promo", "update"])
    #expect(harness.recorder.codes.isEmpty, "no place given up: \(harness.recorder.codes)")
    harness.expectQuiescent(["update", "promo"])
  }
}
