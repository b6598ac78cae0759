import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Failure stories reported against the pop-up libraries apps use today (SwiftEntryKit,
/// SwiftMessages), replayed through Baton's public API: each ends with the right pop-up on
/// screen and exactly one outcome per request.
@MainActor
@Suite struct ReportedStoryTests {
  /// An entry displayed and a second one enqueued right after it: the second never appeared.
  /// https://github.com/huri000/SwiftEntryKit/issues/241
  @Test(arguments: Headless.Profile.allCases)
  func aPopupAskedForRightAfterAnotherShowsWhenTheFirstIsDismissed(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      for title in ["First", "Second"] {
        stage.popups.alert(
          title: title,
          actions: [PopupAlertAction("OK")],
          onOutcome: outcomes.callback(title)
        )
      }
      stage.settle()
      #expect(stage.presentedAlert?.title == "First", "equal priorities: first in, first shown")
      stage.tapAlert("OK")
      stage.settle()
      #expect(stage.presentedAlert?.title == "Second")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes.keys == ["First", "Second"])
      #expect(outcomes.all.allSatisfy { $0.1 == .dismissed(.action("OK")) })
      #expect(stage.faults.isEmpty)
    }
  }

  /// A high-priority entry shown over a normal one: once it was dismissed, the normal one never
  /// came back. https://github.com/huri000/SwiftEntryKit/issues/338
  @Test(arguments: Headless.Profile.allCases)
  func aPreemptedPopupShowsAgainOnceAfterThePreemptingOneIsDismissed(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let normal = Banner()
      let ticket = stage.popups.show(normal, key: "normal", onOutcome: outcomes.callback("normal"))
      stage.settle()
      let urgent = Banner()
      let request = PopupRequest(
        key: "urgent",
        priority: 10,
        preemption: PopupPreemption(preempts: true),
        presenter: ViewPopupPresenter(urgent, window: stage.window)
      )
      let urgentTicket = stage.popups.show(request, onOutcome: outcomes.callback("urgent"))
      stage.settle()
      #expect(normal.superview == nil, "hidden for the urgent one")
      #expect(urgent.window === stage.window)
      #expect(ticket.state == .pending)
      #expect(urgentTicket.dismiss("close") == .dismissing)
      stage.settle()
      #expect(normal.window === stage.window, "the normal one is back")
      #expect(ticket.state == .visible)
      #expect(ticket.dismiss("close") == .dismissing)
      stage.settle()
      #expect(outcomes.keys == ["urgent", "normal"])
      #expect(outcomes["normal"] == [.dismissed(.action("close"))])
    }
  }

  /// Entries asked for while the app was in the background never showed after it returned.
  /// https://github.com/huri000/SwiftEntryKit/issues/342
  @Test(arguments: Headless.Profile.allCases)
  func popupsAskedForInTheBackgroundAllShowOnReturnInOrder(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      stage.world.sendAppToBackground()
      for (title, priority) in [("Chat", 1), ("Payment", 5)] {
        stage.popups.alert(
          title: title,
          actions: [PopupAlertAction("OK")],
          priority: priority,
          onOutcome: outcomes.callback(title)
        )
      }
      stage.settle()
      #expect(stage.presentedAlert == nil, "nothing shows in the background")
      stage.world.bringAppToForeground()
      var shown: [String?] = []
      for _ in 0..<2 {
        stage.settle()
        shown.append(stage.presentedAlert?.title)
        stage.tapAlert("OK")
      }
      stage.settle()
      #expect(shown == ["Payment", "Chat"])
      #expect(outcomes.keys == ["Payment", "Chat"])
      #expect(stage.faults.isEmpty)
    }
  }

  /// The app went to the background while a message's auto-hide ran; the hide animation ended
  /// with `finished == false`, `current` was never cleared and no message ever showed again.
  /// https://github.com/SwiftKickMobile/SwiftMessages/issues/46
  @Test(arguments: Headless.Profile.allCases)
  func anAutoHideCutShortByBackgroundingDoesNotLeaveTheQueueStuck(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let toast = Banner(modal: false)
      let ticket = stage.popups.show(
        toast,
        key: "toast",
        autoDismissAfter: 2,
        onOutcome: outcomes.callback("toast")
      )
      stage.scheduler.runDueWork()
      stage.advance(0.3)
      #expect(ticket.state == .visible)
      let next = stage.popups.alert(
        title: "Next",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("next")
      )
      stage.advance(2)
      #expect(ticket.state == .hiding)
      #expect(stage.world.runningViewAnimationCount == 1, "the auto-hide animates")
      stage.world.sendAppToBackground()
      stage.settle()
      #expect(outcomes["toast"] == [.dismissed(.autoDismissed)])
      #expect(toast.superview == nil)
      #expect(next.state == .pending)
      stage.world.bringAppToForeground()
      stage.settle()
      #expect(stage.presentedAlert?.title == "Next", "the queue is not stuck")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes.keys == ["toast", "next"])
    }
  }

  /// `hideAll()` right after `show` hid nothing: the show was still queued and appeared anyway.
  /// https://github.com/SwiftKickMobile/SwiftMessages/issues/113
  @Test(arguments: Headless.Profile.allCases)
  func cancellingAllRightAfterAskingShowsNothingAndEndsEachOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let banner = Banner()
      stage.popups.show(banner, key: "banner", onOutcome: outcomes.callback("banner"))
      stage.popups.alert(
        title: "Alert",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("alert")
      )
      #expect(stage.popups.queue.cancelAll() == 2)
      #expect(stage.popups.queue.cancelAll() == 0, "a second call finds nothing")
      stage.settle()
      #expect(banner.superview == nil)
      #expect(stage.presentedAlert == nil)
      #expect(outcomes["banner"] == [.cancelled])
      #expect(outcomes["alert"] == [.cancelled])
    }
  }

  /// The same, a moment later: cancelled while its show animates, the pop-up still leaves and
  /// ends once. https://github.com/SwiftKickMobile/SwiftMessages/issues/113
  @Test(arguments: Headless.Profile.allCases)
  func cancellingAllWhileAPopupShowsTakesItDownOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let ticket = stage.popups.alert(
        title: "Alert",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("alert")
      )
      stage.scheduler.runDueWork()
      stage.advance(0.1)
      #expect(ticket.state == .showing)
      #expect(stage.popups.queue.cancelAll() == 1)
      stage.settle()
      #expect(stage.presentedAlert == nil)
      #expect(outcomes["alert"] == [.cancelled])
      #expect(stage.faults.isEmpty)
    }
  }

  /// `SwiftEntryKit.dismiss { … }`: the app's completion after a dismissal it asked for was
  /// not called. https://github.com/huri000/SwiftEntryKit/issues/163
  @Test(arguments: Headless.Profile.allCases)
  func dismissingFromTheAppDeliversTheOutcomeOnceAfterThePopupHasLeft(profile: Headless.Profile) {
    onStage(profile) { stage in
      let promo = PromoScreen()
      var delivered: [(PopupOutcome, Bool)] = []
      let ticket = stage.popups.present(promo, key: "promo") { outcome in
        delivered.append((outcome, promo.presentingViewController == nil))
      }
      stage.settle()
      #expect(promo.presentingViewController != nil)
      #expect(stage.popups.current?.dismiss("submit") == .dismissing)
      #expect(
        ticket.dismiss("submit") == .alreadyEnding,
        "a second dismissal is not a second outcome"
      )
      #expect(delivered.isEmpty, "not before the pop-up has left")
      stage.settle()
      #expect(delivered.map(\.0) == [.dismissed(.action("submit"))])
      #expect(delivered.first?.1 == true, "delivered once the pop-up is gone")
    }
  }

  /// A message's delayed hide dismissed the view controller presented right after it instead of
  /// the message. https://github.com/SwiftKickMobile/SwiftMessages/issues/436
  @Test(arguments: Headless.Profile.allCases)
  func aPopupsHideNeverTakesDownThePagePresentedAfterIt(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let promo = PromoScreen()
      let request = PopupRequest(
        key: "promo",
        autoDismissAfter: 1,
        navigation: .yieldsToNavigation,
        presenter: ControllerPopupPresenter(promo, window: stage.window)
      )
      let ticket = stage.popups.show(request)
      stage.settle()
      let settings = SettingsScreen()
      stage.navigation.baton.present(settings, completion: outcomes.callback("present"))
      stage.settle()
      #expect(outcomes["present"] == [.completed])
      #expect(ticket.outcome == .dismissed(.autoDismissed))
      #expect(settings.presentingViewController === stage.navigation, "the page stays")
      #expect(promo.presentingViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// A message for one screen stayed over the next screen after a push, or did not come back on
  /// return. https://github.com/SwiftKickMobile/SwiftMessages/issues/73 and
  /// https://github.com/SwiftKickMobile/SwiftMessages/issues/64
  @Test(arguments: Headless.Profile.allCases)
  func aHomeOnlyPopupStepsAsideForAPushAndReturnsWithHome(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let banner = Banner()
      stage.popups.show(
        banner,
        key: "home tip",
        scope: .screen(PopupScreen(stage.home)),
        navigation: .yieldsToNavigation,
        onOutcome: outcomes.callback("tip")
      )
      stage.settle()
      #expect(banner.window === stage.window)
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      #expect(banner.superview == nil, "never over the detail screen")
      stage.navigation.baton.pop()
      stage.settle()
      #expect(banner.window === stage.window, "back with home")
      #expect(outcomes.all.isEmpty)
      stage.popups.current?.dismiss("close")
      stage.settle()
      #expect(outcomes["tip"] == [.dismissed(.action("close"))])
    }
  }

  /// Shown from the app delegate while a modal was on top, the message went under it, onto the
  /// screen below. https://github.com/SwiftKickMobile/SwiftMessages/issues/390
  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedForUnderAModalIsPresentedFromTheModal(profile: Headless.Profile) {
    onStage(profile) { stage in
      let sheet = SettingsScreen()
      stage.navigation.baton.present(sheet)
      stage.settle()
      let ticket = stage.popups.alert(title: "Signed out", actions: [PopupAlertAction("OK")])
      stage.settle()
      #expect(stage.presentedAlert?.presentingViewController === sheet)
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
      #expect(sheet.presentingViewController === stage.navigation, "the modal stays")
      #expect(stage.faults.isEmpty)
    }
  }
  /// An alert asked for just after the previous one was dismissed failed to show ("whose view
  /// is not in the window hierarchy"); the workaround was to wait a second or two.
  /// https://github.com/sberrevoets/SDCAlertView/issues/125
  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedForWhileThePreviousOneLeavesShowsAfterIt(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      stage.popups.alert(
        title: "Saved",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("saved")
      )
      stage.settle()
      let first = stage.presentedAlert
      stage.tapAlert("OK")
      stage.advance(0.1)
      #expect(first?.isBeingDismissed == true)
      stage.popups.alert(
        title: "Upload failed",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("failed")
      )
      stage.settle()
      #expect(stage.presentedAlert?.title == "Upload failed")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes.keys == ["saved", "failed"])
      #expect(stage.faults.isEmpty, "no presentation refused")
    }
  }

  /// An error alert asked for while the app's own progress alert was up: "Attempt to present
  /// <UIAlertController> … which is already presenting <UIAlertController>", and it was lost.
  /// https://github.com/deltachat/deltachat-ios/issues/2736
  @Test(arguments: Headless.Profile.allCases)
  func anErrorAlertAskedForDuringAProgressAlertShowsOnceTheProgressEnds(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let progress = stage.popups.alert(
        title: "Sending…",
        actions: [PopupAlertAction("Cancel", style: .cancel)],
        onOutcome: outcomes.callback("progress")
      )
      stage.settle()
      stage.popups.alert(
        title: "Sending failed",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("error")
      )
      stage.settle()
      #expect(stage.presentedAlert?.title == "Sending…", "never stacked on the progress alert")
      #expect(progress.dismiss("done") == .dismissing)
      stage.settle()
      #expect(stage.presentedAlert?.title == "Sending failed")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes["progress"] == [.dismissed(.action("done"))])
      #expect(outcomes["error"] == [.dismissed(.action("OK"))])
      #expect(stage.faults.isEmpty)
    }
  }
  /// The same story with the progress alert presented by the app itself, outside the queue:
  /// the queue's alert is not stacked on it (UIKit would drop it, F5) but ends at once with a
  /// typed outcome, as the article "Pop-ups" says; nothing is left pending.
  /// https://github.com/deltachat/deltachat-ios/issues/2736
  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedForOverTheAppsOwnAlertIsRefusedOnceNotStacked(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let progress = UIAlertController(title: "Sending…", message: nil, preferredStyle: .alert)
      progress.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      stage.navigation.present(progress, animated: true)
      stage.settle()
      stage.popups.alert(
        title: "Sending failed",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("error")
      )
      stage.settle()
      #expect(progress.presentedViewController == nil, "not stacked")
      #expect(outcomes["error"].count == 1)
      let refused = outcomes["error"].allSatisfy {
        if case .dropped(.invalid(.presenterRefused)) = $0 { true } else { false }
      }
      #expect(refused, "a refusal, not \(outcomes["error"])")
      #expect(stage.faults.isEmpty)
      #expect(stage.world.tap(progress.actions[0], in: progress))
      stage.settle()
      #expect(stage.popups.queue.pendingCount == 0)
    }
  }
}
