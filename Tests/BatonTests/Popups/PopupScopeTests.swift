import Baton
import Testing

/// Scopes.
@MainActor
@Suite struct PopupScopeTests {
  let home = PopupScreen("home")
  let detail = PopupScreen("detail")

  @Test func aScopedPopupWaitsWhileAnotherScreenIsVisible() {
    let harness = PopupHarness(visibleScreen: detail)
    let ticket = harness.show("rate") { $0.scope = .screen(home) }
    harness.settle()
    #expect(harness.log.isEmpty)
    #expect(ticket.state == .pending)
    harness.queue.visibleScreenDidChange(to: home)
    harness.settle()
    #expect(harness.shows == ["rate"])
  }

  @Test func aScopedPopupDoesNotHoldBackOthers() {
    let harness = PopupHarness(visibleScreen: detail)
    harness.show("rate") {
      $0.scope = .screen(home)
      $0.priority = 9
    }
    harness.show("any") { $0.priority = 1 }
    harness.settle()
    #expect(harness.shows == ["any"])
  }

  @Test func aVisibleScopedPopupIsHiddenWhenItsScreenLeavesAndShownOnReturn() {
    let harness = PopupHarness(visibleScreen: home)
    let ticket = harness.show("rate") { $0.scope = .screen(home) }
    harness.settle()
    harness.queue.visibleScreenDidChange(to: detail)
    harness.settle()
    #expect(harness.log == ["show rate", "shown rate", "hide rate", "hidden rate"])
    #expect(ticket.state == .pending)
    harness.queue.visibleScreenDidChange(to: home)
    harness.settle()
    #expect(harness.shows == ["rate", "rate"])
    #expect(ticket.state == .visible)
  }

  @Test func aVisibleScopedPopupCanBeDismissedWhenItsScreenLeaves() {
    let harness = PopupHarness(visibleScreen: home)
    harness.show("rate") {
      $0.scope = .screen(home)
      $0.whenScopeLeaves = .dismiss
    }
    harness.settle()
    harness.queue.visibleScreenDidChange(to: detail)
    harness.settle()
    #expect(harness.outcome("rate") == .dismissed(.scopeLeft))
    harness.expectQuiescent(["rate"])
  }

  @Test func aShowWaitingInTheLaneRechecksItsScopeWhenItStarts() {
    let harness = PopupHarness(visibleScreen: home)
    harness.page("P")
    harness.show("rate") { $0.scope = .screen(home) }
    harness.clock.runDueWork()
    harness.queue.visibleScreenDidChange(to: detail)
    harness.settle()
    #expect(harness.shows.isEmpty, "never shown over the wrong screen")
    harness.queue.visibleScreenDidChange(to: home)
    harness.settle()
    #expect(harness.shows == ["rate"])
  }

  @Test func aScreenThatGoesAwayDropsItsPendingPopups() {
    let harness = PopupHarness(visibleScreen: detail)
    harness.show("rate") { $0.scope = .screen(home) }
    harness.show("other") { $0.scope = .screen(detail) }
    harness.settle()
    harness.queue.screenDidGoAway(home)
    #expect(harness.outcome("rate") == .dropped(.scopeGone))
    #expect(harness.outcome("other") == nil)
  }

  @Test func aScreenThatGoesAwayDismissesItsVisiblePopup() {
    let harness = PopupHarness(visibleScreen: home)
    harness.show("rate") { $0.scope = .screen(home) }
    harness.settle()
    harness.queue.screenDidGoAway(home)
    harness.settle()
    #expect(harness.outcome("rate") == .dismissed(.scopeLeft))
  }

  @Test func screensAreIdentifiedByNameOrByObject() {
    final class Screen {}
    let first = Screen()
    let second = Screen()
    #expect(PopupScreen(first) == PopupScreen(first))
    #expect(PopupScreen(first) != PopupScreen(second))
    #expect(PopupScreen("home") == PopupScreen("home"))
    #expect(PopupScreen("home").description == "home")
  }
}
