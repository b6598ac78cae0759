import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A button tapped just before an alert's auto-dismissal fires wins the
/// outcome, although UIKit runs its handler only once the alert's dismissal has ended (P1).
@MainActor
@Suite struct PopupAutoDismissRaceTests {
  /// The reported story: the user taps 0.2 s before the auto-dismissal fires. The queue's hide,
  /// asked for while the tap's dismissal runs, waits for it; the pop-up ends with the tapped
  /// button (it ended `.autoDismissed` before the fix), once, without a second dismissal.
  @Test(arguments: Headless.Profile.allCases)
  func aTapJustBeforeTheAutoDismissalWins(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let ticket = stage.popups.alert(
        title: "Rate us",
        actions: [PopupAlertAction("Later"), PopupAlertAction("Rate")],
        autoDismissAfter: 3,
        onOutcome: outcomes.callback("rate")
      )
      let visibleAt = stage.advanceUntil { ticket.state == .visible }
      stage.scheduler.advance(to: visibleAt + 2.8)
      stage.tapAlert("Rate")
      stage.scheduler.advance(to: visibleAt + 3.05)
      #expect(ticket.state == .hiding, "the auto-dismissal fired during the tap's dismissal")
      stage.settle()
      #expect(outcomes["rate"] == [.dismissed(.action("Rate"))])
      #expect(stage.presentedAlert == nil)
      #expect(stage.faults.isEmpty, "no second dismissal")
      #expect(!stage.diagnosticCodes.contains(.watchdogExpired))
    }
  }

  /// Once the auto-dismissal has begun to dismiss the alert, a tap does nothing (an alert being
  /// dismissed takes no taps): the pop-up ends `.autoDismissed`.
  @Test(arguments: Headless.Profile.allCases)
  func aTapAfterTheAutoDismissalFiredChangesNothing(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let ticket = stage.popups.alert(
        title: "Rate us",
        actions: [PopupAlertAction("Rate")],
        autoDismissAfter: 3,
        onOutcome: outcomes.callback("rate")
      )
      let visibleAt = stage.advanceUntil { ticket.state == .visible }
      stage.scheduler.advance(to: visibleAt + 3.1)
      let alert = try #require(stage.presentedAlert)
      let rate = try #require(alert.actions.first)
      #expect(!stage.world.tap(rate, in: alert))
      stage.settle()
      #expect(outcomes["rate"] == [.dismissed(.autoDismissed)])
      #expect(stage.faults.isEmpty)
    }
  }

  /// The app's own late report of a choice (`dismiss(_:)`) does not overturn an auto-dismissal
  /// under way; only a choice reported as made earlier does.
  @Test(arguments: Headless.Profile.allCases)
  func onlyAnEarlierChoiceOverturnsAnAutoDismissalUnderWay(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner()
      let ticket = stage.popups.show(banner, key: "banner", autoDismissAfter: 2)
      let visibleAt = stage.advanceUntil { ticket.state == .visible }
      stage.scheduler.advance(to: visibleAt + 2.01)
      #expect(ticket.state == .hiding)
      #expect(ticket.dismiss("late") == .alreadyEnding)
      #expect(ticket.reportEarlierChoice("early") == .dismissing)
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("early")))
    }
  }
}
