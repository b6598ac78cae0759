import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, a `dismiss(animated:completion:)` on a presented screen
/// that presented nothing when the app asked closes that screen, as UIKit would have then, even
/// when a presentation that waited from an earlier turn (an ads SDK's, a login sheet) covers it
/// by the dismissal's turn: the user tapped Close on the screen they saw.
@MainActor
@Suite struct GuardCloseOnSeenScreenTests {
  @Test(arguments: Headless.Profile.allCases)
  func closeTappedBeforeAWaitingPresentationShowsClosesBoth(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let settings = SettingsScreen()
      stage.navigation.present(settings, animated: true)
      stage.advance(0.05)
      settings.present(LoginScreen(), animated: true)
      stage.advance(0.05)
      #expect(settings.presentedViewController == nil, "the login sheet still waits")
      settings.dismiss(animated: true)
      stage.settle()
      #expect(stage.navigation.presentedViewController == nil)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty)
    }
  }

  /// The control: asked in the turn of the presentation, the dismissal is the app's own
  /// `present; dismiss`, which UIKit runs in order (it dismisses what was just presented).
  @Test(arguments: Headless.Profile.allCases)
  func presentThenDismissInOneTurnDismissesThePresentedScreen(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let settings = SettingsScreen()
      stage.navigation.present(settings, animated: true)
      stage.advance(0.05)
      settings.present(LoginScreen(), animated: true)
      settings.dismiss(animated: true)
      stage.settle()
      #expect(stage.navigation.presentedViewController === settings)
      #expect(settings.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }
}
