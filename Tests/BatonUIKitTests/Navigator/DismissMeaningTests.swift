import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// `screen.baton.dismiss()` has one meaning: a presented screen closes with
/// everything above it; a screen that is not presented closes what it presented.
@MainActor
@Suite struct DismissMeaningTests {
  /// Presents a full-screen modal from the root, then a sheet from the modal.
  private func modalWithSheet(on stage: Stage) -> (modal: SettingsScreen, sheet: LoginScreen) {
    let modal = SettingsScreen()
    modal.modalPresentationStyle = .fullScreen
    let sheet = LoginScreen()
    stage.navigation.baton.present(modal)
    stage.settle()
    modal.baton.present(sheet)
    stage.settle()
    #expect(modal.presentedViewController === sheet)
    return (modal, sheet)
  }

  @Test(arguments: Headless.Profile.allCases)
  func aFullScreenModalWithASheetOnTopClosesWithItsSheet(profile: Headless.Profile) {
    onStage(profile) { stage in
      let (modal, _) = modalWithSheet(on: stage)
      let outcomes = Outcomes()
      modal.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(modal.presentingViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentedScreenClosesItself(profile: Headless.Profile) {
    onStage(profile) { stage in
      let modal = SettingsScreen()
      stage.navigation.baton.present(modal)
      stage.settle()
      let outcomes = Outcomes()
      modal.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPageInsideAPresentedStackClosesThatStack(profile: Headless.Profile) {
    onStage(profile) { stage in
      let first = LoginScreen()
      let flow = UINavigationController(rootViewController: first)
      stage.navigation.baton.present(flow)
      stage.settle()
      let outcomes = Outcomes()
      first.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aScreenThatIsNotPresentedClosesWhatItPresented(profile: Headless.Profile) {
    onStage(profile) { stage in
      let (_, _) = modalWithSheet(on: stage)
      let outcomes = Outcomes()
      stage.home.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aScreenThatPresentsNothingAndIsNotPresentedHasNothingToDismiss(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.home.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.dropped(.invalid(.nothingToDismiss))])
    }
  }

  /// The guard keeps UIKit's meaning for the app's own `dismiss(animated:)` calls: a presented
  /// controller that presents something closes only what it presents.
  @Test(arguments: Headless.Profile.allCases)
  func theGuardKeepsUIKitsMeaningForARawDismiss(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let (modal, _) = modalWithSheet(on: stage)
      modal.dismiss(animated: true)
      stage.settle()
      #expect(stage.navigation.presentedViewController === modal)
      #expect(modal.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }
}
