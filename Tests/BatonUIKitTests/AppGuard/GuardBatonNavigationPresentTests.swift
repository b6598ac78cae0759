import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// `BatonNavigationController` routes its own stack calls, so the guard leaves those to it; its
/// present and dismiss, which it does not override, are guarded like any controller's (an SDK
/// presenting from the top-most controller of a Baton app found one).
@MainActor
@Suite struct GuardBatonNavigationPresentTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPresentOnABatonNavigationControllerDuringAPresentationWaits(profile: Headless.Profile) {
    onGuardedStage(profile, baton: true) { stage in
      #expect(stage.navigation is BatonNavigationController)
      let login = LoginScreen()
      stage.navigation.baton.present(login)
      let ad = PromoScreen()
      stage.navigation.present(ad, animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty, "\(stage.faults)")
      #expect(login.presentedViewController === ad, "the ad waited, then went on top")
    }
  }
}
