import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, a pop-up shown with Baton's queue whose controller closes
/// itself with UIKit's `dismiss(animated:completion:)`, or presents from itself, acts inside its
/// own turn: the guard lets those calls through instead of making them wait for the pop-up that
/// made them (which would wait for them: a stuck queue, found by the lab's pop-up storm with the
/// guard installed in the Baton app).
@MainActor
@Suite struct GuardPopupControllerTests {
  @Test(arguments: Headless.Profile.allCases, [true, false])
  func aPopupThatDismissesItselfEndsAndTheQueueGoesOn(
    profile: Headless.Profile,
    guarded: Bool
  ) {
    onStage(profile) { stage in
      if guarded { BatonGuard.install() }
      defer { BatonGuard.uninstall() }
      let promo = PromoScreen()
      let first = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      let second = stage.popups.show(
        PopupRequest(
          key: "next",
          presenter: ControllerPopupPresenter(SettingsScreen(), window: stage.window)
        )
      )
      stage.settle()
      #expect(promo.presentingViewController != nil)
      // The promo's close button: its own code, not the ticket.
      promo.dismiss(animated: true)
      stage.settle()
      #expect(promo.presentingViewController == nil)
      #expect(first.outcome == .dismissed(.orphaned))
      #expect(second.state == .visible, "the queue went on")
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPopupCanPresentFromItselfWithTheGuard(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      let promo = PromoScreen()
      let ticket = stage.popups.show(
        PopupRequest(key: "promo", presenter: ControllerPopupPresenter(promo, window: stage.window))
      )
      stage.settle()
      let terms = SettingsScreen()
      var presented = false
      promo.present(terms, animated: true) { presented = true }
      stage.settle()
      #expect(presented)
      #expect(terms.presentingViewController === promo)
      #expect(ticket.state == .visible)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
