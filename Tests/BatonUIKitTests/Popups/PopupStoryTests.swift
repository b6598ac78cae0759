import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// The pop-up stories on every profile: alerts, views and controllers shown
/// through the window's lane, with page transitions around them.
@MainActor
@Suite struct PopupStoryTests {
  /// The launch round: three alerts asked for in one turn show one at a time, by priority; the
  /// round completes once all three are answered.
  @Test(arguments: Headless.Profile.allCases)
  func theLaunchRoundShowsThreeAlertsInPriorityOrder(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      for (title, priority) in [("Promotion", 1), ("Force update", 10), ("Permission", 4)] {
        stage.popups.alert(
          title: title,
          actions: [PopupAlertAction("OK")],
          priority: priority,
          group: "launch",
          onOutcome: outcomes.callback(title)
        )
      }
      var round: PopupRoundResult?
      stage.popups.queue.closeRound(of: "launch") { round = $0 }
      var shown: [String?] = []
      for _ in 0..<3 {
        stage.settle()
        shown.append(stage.presentedAlert?.title)
        stage.tapAlert("OK")
      }
      stage.settle()
      #expect(shown == ["Force update", "Permission", "Promotion"])
      #expect(outcomes.keys == ["Force update", "Permission", "Promotion"])
      #expect(outcomes.all.allSatisfy { $0.1 == .dismissed(.action("OK")) })
      #expect(round?.members.count == 3)
      #expect(stage.presentedAlert == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// An alert asked for while a push animates waits for the push: no F6, no alert mid-push.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertRequestedDuringAPushWaitsForThePush(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.1)
      let ticket = stage.popups.alert(title: "Saved", actions: [PopupAlertAction("OK")])
      stage.advance(0.1)
      #expect(stage.presentedAlert == nil)
      #expect(ticket.state != .visible)
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.presentedAlert?.title == "Saved")
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
      #expect(stage.faults.isEmpty)
    }
  }

  /// A blocking alert (the default) holds a deep link's push until it is answered.
  @Test(arguments: Headless.Profile.allCases)
  func aBlockingAlertHoldsADeepLinksPushUntilAnswered(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let ticket = stage.popups.alert(
        title: "Force update",
        actions: [PopupAlertAction("Update")],
        priority: 100
      )
      stage.settle()
      let opening = try router.open(
        "myapp://any/detail/7",
        completion: outcomes.callback("deep link")
      )
      stage.advance(5)
      #expect(outcomes["deep link"].isEmpty)
      #expect(stage.screenNames == ["HomeScreen"])
      #expect(stage.presentedAlert?.title == "Force update")
      stage.tapAlert("Update")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("Update")))
      #expect(outcomes["deep link"] == [.completed])
      // The router chose its action from the page beneath the alert: it
      // pushes onto the home stack once the alert is gone.
      #expect(opening.action == .push)
      #expect(stage.stack.last === opening.screen)
      #expect(opening.screen.viewIfLoaded?.window === stage.window)
      #expect(stage.presentedAlert == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up that yields is hidden for a push and shown again once the push is over.
  @Test(arguments: Headless.Profile.allCases)
  func aYieldingPopupIsHiddenAndShownAgainAroundAPush(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner(modal: false)
      let ticket = stage.popups.show(banner, key: "promo", navigation: .yieldsToNavigation)
      stage.settle()
      #expect(banner.window === stage.window)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.26)
      #expect(banner.window == nil)
      #expect(ticket.state != .visible)
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(banner.window === stage.window)
      #expect(ticket.state == .visible)
      ticket.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
      #expect(banner.superview == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up view controller is presented over full screen and ends with its ticket.
  @Test(arguments: Headless.Profile.allCases)
  func aPopupControllerIsPresentedOverFullScreen(profile: Headless.Profile) {
    onStage(profile) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.present(promo, key: "promo")
      stage.settle()
      #expect(stage.navigation.presentedViewController === promo)
      #expect(promo.modalPresentationStyle == .overFullScreen)
      #expect(stage.home.view.window === stage.window)
      #expect(stage.popups.current === ticket)
      stage.popups.current?.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// Alerts never stack: an alert the app presented itself makes the queue's alert end refused,
  /// not dropped by UIKit.
  @Test func anAlertDoesNotStackOnTheAppsOwnAlert() {
    onStage { stage in
      let own = UIAlertController(title: "Own", message: nil, preferredStyle: .alert)
      own.addAction(UIAlertAction(title: "OK", style: .default))
      stage.navigation.present(own, animated: false)
      let ticket = stage.popups.alert(title: "Queued", actions: [PopupAlertAction("OK")])
      stage.settle()
      guard case .dropped(.invalid(.presenterRefused)) = ticket.outcome else {
        Issue.record("expected a refusal, got \(String(describing: ticket.outcome))")
        return
      }
      #expect(stage.presentedAlert === own)
      #expect(stage.faults.isEmpty)
    }
  }
}
