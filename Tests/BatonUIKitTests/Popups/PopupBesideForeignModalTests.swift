import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A presentation or dismissal that passes the lane by — an ads SDK presenting over one of
/// Baton's pop-up screens from the top-most controller, or closing what it presented — runs
/// beside the lane: UIKit starts no other modal change in that window until it ends (F6). The
/// lane's modal requests, the pop-up queue's hide and, with the guard, the pop-up's own calls
/// wait for it instead of colliding (the lab's Baton app, `--third-party --popups`: F6
/// 8 / 6 / 8 → 0).
@MainActor
@Suite struct PopupBesideForeignModalTests {
  /// A lane dismissal waits for a presentation made above, out of the lane's sight.
  @Test(arguments: Headless.Profile.allCases)
  func aLaneDismissalWaitsForAPresentationElsewhereInTheWindow(profile: Headless.Profile) {
    onStage(profile) { stage in
      let sheet = SettingsScreen()
      stage.navigation.present(sheet, animated: false)
      stage.settle()
      // Code that does not go through Baton (no guard): an SDK presenting from the top.
      let ad = AlertScreen()
      sheet.present(ad, animated: true)
      stage.advance(0.05)
      var outcome: TransitionOutcome?
      stage.navigation.baton.dismiss(animated: true) { outcome = $0 }
      stage.settle()
      #expect(outcome == .completed)
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// The queue's hide of a pop-up screen waits for an ad still being presented over it.
  @Test(arguments: Headless.Profile.allCases)
  func thePopupsHideWaitsForAPresentationOverIt(profile: Headless.Profile) {
    onStage(profile) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      promo.present(AlertScreen(), animated: true)
      stage.advance(0.05)
      _ = ticket.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
      #expect(promo.presentingViewController == nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// With the guard, a pop-up screen's own close waits for the SDK's close of the ad it showed
  /// over the pop-up, both passing the lane by.
  @Test(arguments: Headless.Profile.allCases)
  func aPopupsOwnCloseWaitsForADismissalAboveIt(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      let firstAd = AlertScreen()
      let secondAd = LoginScreen()
      promo.present(firstAd, animated: false)
      firstAd.present(secondAd, animated: false)
      stage.settle()
      secondAd.dismiss(animated: true)  // the SDK's close button
      stage.advance(0.05)
      promo.dismiss(animated: true)  // the pop-up's own close: it closes what it presented
      stage.settle()
      #expect(firstAd.presentingViewController == nil)
      #expect(ticket.state == .visible)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// With the guard, an SDK that presents twice from a pop-up screen (its second ad asked while
  /// the first is on its way) shows the second after the first has closed, never from a
  /// controller already presenting (F5).
  @Test(arguments: Headless.Profile.allCases)
  func aSecondPresentFromAPopupWaitsForTheFirstToClose(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      let promo = PromoScreen()
      _ = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      let firstAd = AlertScreen()
      let secondAd = LoginScreen()
      promo.present(firstAd, animated: true)
      promo.present(secondAd, animated: true)
      stage.advance(0.7)
      #expect(promo.presentedViewController === firstAd)
      #expect(secondAd.presentingViewController == nil)
      firstAd.dismiss(animated: true)  // the SDK's close button
      stage.advance(2)
      #expect(firstAd.presentingViewController == nil)
      #expect(secondAd.presentingViewController === promo)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
      #expect(!stage.diagnosticCodes.contains(.presenterUnavailable))
    }
  }

  /// The wait is bounded: a first ad that never closes leaves the second unmade at the lane's
  /// stall bound, with a diagnostic, and no fault.
  @Test(arguments: Headless.Profile.allCases)
  func aPresentFromAPopupStillCoveredAtTheStallBoundIsReported(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      let promo = PromoScreen()
      _ = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      let firstAd = AlertScreen()
      let secondAd = LoginScreen()
      promo.present(firstAd, animated: true)
      promo.present(secondAd, animated: true)
      stage.advance(stage.lane.configuration.maximumStall + 1)
      #expect(promo.presentedViewController === firstAd)
      #expect(secondAd.presentingViewController == nil)
      #expect(stage.diagnosticCodes.contains(.presenterUnavailable))
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  /// A present from the pop-up whose turn comes after the queue has hidden that pop-up is no
  /// longer part of the pop-up's turn: it takes its turn on the lane, which never presents from
  /// a controller out of the window (F4).
  @Test(arguments: Headless.Profile.allCases)
  func aPresentFromAPopupHiddenBeforeItsTurnTakesItsTurnOnTheLane(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      let firstAd = AlertScreen()
      promo.present(firstAd, animated: false)
      stage.settle()
      firstAd.dismiss(animated: true)  // the SDK's close button
      stage.advance(0.05)
      _ = ticket.dismiss("close")  // the queue's hide waits for the ad's dismissal
      let secondAd = LoginScreen()
      promo.present(secondAd, animated: true)  // the SDK's next ad, from the pop-up
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
      #expect(promo.presentingViewController == nil)
      #expect(secondAd.presentingViewController !== promo)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
