import Baton
import Testing

/// Expiry and auto-dismissal.
@MainActor
@Suite struct PopupTimingTests {
  @Test func aPopupNotShownBeforeItsExpiryExpires() {
    let harness = PopupHarness()
    harness.show("blocker")
    harness.show("late") { $0.expiresAfter = 2 }
    harness.clock.advance(by: 1.9)
    #expect(harness.outcome("late") == nil)
    harness.clock.advance(by: 0.1)
    #expect(harness.outcome("late") == .expired)
    harness.dismissCurrent()
    #expect(harness.shows == ["blocker"])
    harness.expectQuiescent(["blocker", "late"])
  }

  @Test func aShownPopupNoLongerExpires() {
    let harness = PopupHarness()
    harness.show("A") { $0.expiresAfter = 1 }
    harness.clock.advance(by: 5)
    #expect(harness.queue.current?.state == .visible)
    harness.dismissCurrent()
    #expect(harness.outcome("A") == .dismissed(.action("OK")))
  }

  @Test func aPopupExpiringWhileItsShowWaitsInTheLaneExpires() {
    let harness = PopupHarness()
    harness.page("P", duration: 3)
    harness.show("A") { $0.expiresAfter = 1 }
    harness.settle()
    #expect(harness.outcome("A") == .expired)
    #expect(harness.shows.isEmpty)
  }

  @Test func anAutoDismissingPopupIsDismissedAfterItsDuration() {
    let harness = PopupHarness()
    harness.show("toast") { $0.autoDismissAfter = 2 }
    harness.clock.advance(by: 2.2)
    #expect(harness.outcome("toast") == nil, "visible at 0.3, dismissed at 2.3")
    harness.settle()
    #expect(harness.outcome("toast") == .dismissed(.autoDismissed))
    #expect(abs(harness.clock.now - 2.6) < 1e-9)
    harness.expectQuiescent(["toast"])
  }

  @Test func anEarlierDismissalCancelsTheAutoDismissal() {
    let harness = PopupHarness()
    harness.show("toast") { $0.autoDismissAfter = 2 }
    harness.clock.advance(by: 1)
    harness.dismissCurrent("Close")
    #expect(harness.outcome("toast") == .dismissed(.action("Close")))
    harness.expectQuiescent(["toast"])
  }
}
