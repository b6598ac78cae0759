import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Pop-ups whose alert, controller or view left the window without being dismissed end
/// `dismissed(.orphaned)`, and the queue moves on.
@MainActor
@Suite struct PopupOrphanTests {
  /// An alert the app dismissed behind the queue's back is found at the lane's next turn; the
  /// next pop-up, asked before the push, shows, then the push runs (order as asked).
  @Test(arguments: Headless.Profile.allCases)
  func anAlertDismissedBehindTheQueuesBackIsOrphaned(profile: Headless.Profile) {
    onStage(profile) { stage in
      let first = stage.popups.alert(title: "First", actions: [PopupAlertAction("OK")])
      let second = stage.popups.alert(title: "Second", actions: [PopupAlertAction("OK")])
      stage.settle()
      #expect(stage.presentedAlert?.title == "First")
      stage.navigation.dismiss(animated: false)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(first.outcome == .dismissed(.orphaned))
      #expect(outcomes["push"] == [])
      #expect(stage.presentedAlert?.title == "Second")
      stage.tapAlert("OK")
      stage.settle()
      #expect(second.outcome == .dismissed(.action("OK")))
      #expect(outcomes["push"] == [.completed])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A pop-up controller removed by a raw dismissal is orphaned when the app says the window
  /// changed.
  @Test func aControllerDismissedRawIsOrphanedOnWindowDidChange() {
    onStage { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.present(promo, key: "promo")
      stage.settle()
      promo.dismiss(animated: false)
      #expect(ticket.state == .visible)
      stage.popups.windowDidChange()
      stage.settle()
      #expect(ticket.outcome == .dismissed(.orphaned))
    }
  }

  /// A custom view's container taken off the window is orphaned at once.
  @Test(arguments: Headless.Profile.allCases)
  func aViewTakenOffTheWindowIsOrphanedAtOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner()
      let ticket = stage.popups.show(banner, key: "banner")
      stage.settle()
      banner.superview?.removeFromSuperview()
      stage.settle()
      #expect(ticket.outcome == .dismissed(.orphaned))
      #expect(banner.superview == nil)
      #expect(stage.popups.current == nil)
    }
  }
}
