import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A pop-up screen or alert dismissed by anyone other than the queue ends
/// exactly once, on the turn after that dismissal ended, and the lane moves on; a hide asked for
/// meanwhile waits for it instead of dismissing twice.
@MainActor
@Suite struct PopupForeignDismissalTests {
  /// Who dismisses the pop-up behind the queue's back.
  enum Dismisser: String, CaseIterable, Sendable {
    /// The pop-up screen's own animated `dismiss(animated:)`.
    case screenItself
    /// The app dismisses its alert, animated.
    case appDismissingTheAlert
    /// The app dismisses the sheet the pop-up screen was presented over.
    case parentOfTheScreen

    @MainActor
    func show(on stage: Stage) -> PopupTicket {
      switch self {
      case .screenItself:
        return stage.popups.present(PromoScreen(), key: "promo")
      case .appDismissingTheAlert:
        return stage.popups.alert(title: "Update", actions: [PopupAlertAction("OK")])
      case .parentOfTheScreen:
        let sheet = DetailScreen()
        sheet.modalPresentationStyle = .pageSheet
        stage.home.present(sheet, animated: false)
        return stage.popups.present(PromoScreen(), key: "promo")
      }
    }

    @MainActor
    func dismiss(on stage: Stage) {
      switch self {
      case .screenItself:
        stage.window.rootViewController?.presentedViewController?.dismiss(animated: true)
      case .appDismissingTheAlert, .parentOfTheScreen:
        stage.navigation.dismiss(animated: true)
      }
    }
  }

  /// The reported story, with nothing else happening: no lane event, no page request. The
  /// pop-up is still visible while the dismissal animates, ends `dismissed(.orphaned)` as soon
  /// as it has ended, and the next pop-up is shown at once (the stall bound, 5 s, plays no part).
  @Test(arguments: Headless.Profile.allCases, Dismisser.allCases)
  func aPopupDismissedByOthersEndsWhenThatDismissalEnds(
    profile: Headless.Profile,
    dismisser: Dismisser
  ) {
    onStage(profile, configuration: Lane.Configuration(maximumStall: 5)) { stage in
      let outcomes = PopupOutcomes()
      let ticket = dismisser.show(on: stage)
      let next = stage.popups.alert(
        title: "Next",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("next")
      )
      stage.settle()
      #expect(ticket.state == .visible)
      dismisser.dismiss(on: stage)
      let dismissalEnd = stage.scheduler.now + stage.world.durations.dismiss
      stage.scheduler.advance(to: dismissalEnd - 0.01)
      #expect(ticket.state == .visible, "still on screen while its dismissal animates")
      stage.scheduler.advance(to: dismissalEnd)
      #expect(ticket.outcome == .dismissed(.orphaned))
      #expect(next.state == .showing)
      stage.scheduler.advance(to: dismissalEnd + stage.world.durations.present)
      #expect(next.state == .visible)
      #expect(stage.presentedAlert?.title == "Next")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes["next"] == [.dismissed(.action("OK"))])
      #expect(!stage.diagnosticCodes.contains(.stalledPopupOrphaned))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up screen closes itself just before its auto-dismissal fires: the queue's hide waits
  /// for that dismissal instead of dismissing a second time (UIKit would refuse it and never
  /// call back: before the fix the hide ended only by the lane's watchdog). The pop-up ends
  /// `.autoDismissed` once, when the screen's own dismissal has ended, and the next pop-up is
  /// not late: it is on screen one presentation after that end (before the fix it was 1.05 s
  /// late).
  @Test(arguments: Headless.Profile.allCases)
  func aScreenClosingItselfAsItsAutoDismissalFiresIsNotDismissedTwice(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let promo = PromoScreen()
      let outcomes = PopupOutcomes()
      let ticket = stage.popups.present(
        promo,
        key: "promo",
        autoDismissAfter: 3,
        onOutcome: outcomes.callback("promo")
      )
      let next = stage.popups.alert(title: "Next", actions: [PopupAlertAction("OK")])
      let visibleAt = stage.advanceUntil { ticket.state == .visible }
      stage.scheduler.advance(to: visibleAt + 2.95)
      promo.dismiss(animated: true)
      let closedAt = stage.scheduler.now + stage.world.durations.dismiss
      let nextVisibleAt = stage.advanceUntil { next.state == .visible }
      let lateness = nextVisibleAt - (closedAt + stage.world.durations.present)
      #expect(lateness < 0.01, "the next pop-up was \(lateness) s late")
      #expect(outcomes["promo"] == [.dismissed(.autoDismissed)])
      #expect(stage.faults.isEmpty, "no second dismissal")
      #expect(!stage.diagnosticCodes.contains(.watchdogExpired))
      stage.tapAlert("OK")
      stage.settle()
      #expect(next.outcome == .dismissed(.action("OK")))
    }
  }
}

extension Stage {
  /// Advances the virtual clock a millisecond at a time until `condition` holds (at most 30 s),
  /// and returns the time it first held.
  @discardableResult
  func advanceUntil(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
  ) -> TimeInterval {
    for _ in 0..<30_000 {
      if condition() { return scheduler.now }
      scheduler.advance(by: 0.001)
    }
    Issue.record("the condition never held", sourceLocation: sourceLocation)
    return scheduler.now
  }
}
