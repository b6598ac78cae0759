import Baton
import Testing

/// Conditions checked when the turn comes.
@MainActor
@Suite struct PopupConditionTests {
  @Test func aFalseConditionSkipsThePopupAtItsTurn() {
    let harness = PopupHarness()
    var checks = 0
    harness.show("promo") {
      $0.condition = PopupCondition(whenFalse: .skip) {
        checks += 1
        return false
      }
    }
    #expect(checks == 0, "checked at its turn, not when requested")
    harness.settle()
    #expect(checks == 1)
    #expect(harness.outcome("promo") == .skipped)
    harness.expectQuiescent(["promo"])
  }

  @Test func theConditionIsCheckedWhenTheTurnComesNotWhenRequested() {
    let harness = PopupHarness()
    var allowed = false
    harness.show("first")
    harness.show("second") { $0.condition = PopupCondition { allowed } }
    harness.settle()
    allowed = true
    harness.dismissCurrent()
    #expect(harness.shows == ["first", "second"])
  }

  @Test func aWaitingConditionIsRecheckedWhenTheScreenOrAppStateChanges() {
    let harness = PopupHarness()
    var allowed = false
    let ticket = harness.show("promo") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { allowed }
    }
    harness.settle()
    #expect(ticket.state == .pending)
    harness.queue.visibleScreenDidChange(to: PopupScreen("home"))
    harness.settle()
    #expect(harness.shows.isEmpty)
    allowed = true
    harness.queue.appStateDidChange(to: .inactive)
    harness.queue.appStateDidChange(to: .active)
    harness.settle()
    #expect(harness.shows == ["promo"])
  }

  /// Whether a condition allows its pop-up: a page can change it.
  private final class Permission {
    var allows = true
  }

  /// Asks for `promo` behind pages P and Q: its condition is true at its turn and Q, ahead of
  /// its show in the lane, makes it false when it starts.
  private func promoBehindAPageThatForbidsIt(
    _ whenFalse: PopupCondition.Failure,
    checkedAgain: Bool
  ) -> (PopupHarness, Permission) {
    let harness = PopupHarness()
    let permission = Permission()
    harness.onPageStart = { if $0 == "Q" { permission.allows = false } }
    harness.page("P")
    harness.page("Q")
    harness.show("promo") {
      var condition = PopupCondition(whenFalse: whenFalse) { permission.allows }
      condition.isCheckedAgainWhenShowStarts = checkedAgain
      $0.condition = condition
    }
    harness.settle()
    return (harness, permission)
  }

  @Test func aConditionThatAPageTransitionAheadMadeFalseIsCheckedAgainWhenTheShowStarts() {
    let (harness, permission) = promoBehindAPageThatForbidsIt(.waitAndRecheck, checkedAgain: true)
    #expect(
      harness.log == ["page P", "paged P", "page Q", "paged Q"],
      "true at its turn, made false by a page ahead of its show: no show"
    )
    permission.allows = true
    harness.queue.conditionsMayHaveChanged()
    harness.settle()
    #expect(harness.shows == ["promo"])
  }

  @Test func aSkippingConditionThatAPageTransitionAheadMadeFalseSkipsThePopup() {
    let (harness, _) = promoBehindAPageThatForbidsIt(.skip, checkedAgain: true)
    #expect(harness.shows.isEmpty)
    #expect(harness.outcome("promo") == .skipped)
    harness.expectQuiescent(["promo"])
  }

  @Test func aConditionIsNotCheckedAgainWhenTheShowStartsUnlessAsked() {
    let (harness, _) = promoBehindAPageThatForbidsIt(.skip, checkedAgain: false)
    #expect(harness.shows == ["promo"], "its answer at its turn stands")
  }

  @Test func conditionsMayHaveChangedRechecksWaitingPopups() {
    let harness = PopupHarness()
    var allowed = false
    harness.show("promo") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { allowed }
    }
    harness.settle()
    allowed = true
    harness.queue.conditionsMayHaveChanged()
    harness.settle()
    #expect(harness.shows == ["promo"])
  }

  @Test func aConditionThatCancelsItsOwnPopupEndsItOnce() {
    let harness = PopupHarness()
    var ticket: PopupTicket?
    ticket = harness.show("self") {
      $0.condition = PopupCondition {
        ticket?.cancel()
        return true
      }
    }
    harness.show("next")
    harness.settle()
    #expect(harness.outcome("self") == .cancelled)
    #expect(harness.shows == ["next"])
  }
}
