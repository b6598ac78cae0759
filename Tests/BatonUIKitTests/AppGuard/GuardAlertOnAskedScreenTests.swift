import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, an existing alert shows from the controller the app asked
/// for: while that controller is covered it waits, rather than move onto a screen whose own code
/// may take it away, and once the controller left the window it shows from the top.
@MainActor
@Suite struct GuardAlertOnAskedScreenTests {
  private func makeAlert(answered: @escaping () -> Void) -> UIAlertController {
    let alert = UIAlertController(title: "Synced", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in answered() })
    return alert
  }

  /// Presents a sheet over `stage`'s home page, then has the home page's code ask for `alert`
  /// (a sync finished), which waits.
  private func askUnderASheet(_ alert: UIAlertController, on stage: Stage) -> UINavigationController
  {
    let sheet = UINavigationController(rootViewController: LoginScreen())
    stage.navigation.present(sheet, animated: true)
    stage.settle()
    stage.home.present(alert, animated: true)
    stage.settle()
    #expect(alert.presentingViewController == nil, "it waits for the home page")
    return sheet
  }

  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedUnderASheetShowsOnceTheSheetsCloseClosedIt(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      var answered = false
      let alert = makeAlert { answered = true }
      let sheet = askUnderASheet(alert, on: stage)
      // The sheet's Close, sent to its navigation controller as apps write it.
      sheet.topViewController?.navigationController?.dismiss(animated: true)
      stage.settle()
      #expect(sheet.presentingViewController == nil, "the Close closed the sheet")
      #expect(alert.presentingViewController === stage.navigation, "then the alert showed")
      #expect(stage.world.tap(alert.actions[0], in: alert))
      stage.settle()
      #expect(answered)
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedUnderASheetShowsOnceTheUserSwipedTheSheetAway(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let alert = makeAlert {}
      let sheet = askUnderASheet(alert, on: stage)
      #expect(stage.world.swipeDownToDismiss(sheet))
      stage.settle()
      #expect(sheet.presentingViewController == nil)
      #expect(alert.presentingViewController === stage.navigation, "nothing else had to happen")
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedUnderAPushedPageShowsWhenThePageIsBack(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      var answered = false
      let alert = makeAlert { answered = true }
      stage.home.present(alert, animated: true)
      stage.settle()
      #expect(alert.presentingViewController == nil, "it waits for the home page")
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(alert.presentingViewController != nil, "the home page is back: it shows")
      #expect(stage.world.tap(alert.actions[0], in: alert))
      stage.settle()
      #expect(answered)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedJustAfterAPushWaitsForThePageItWasAskedFrom(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let alert = makeAlert {}
      // Free when asked for; the push ahead of its show covers the home page by then.
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.home.present(alert, animated: true)
      stage.settle()
      #expect(stage.top is DetailScreen)
      #expect(alert.presentingViewController == nil, "not moved onto the detail page")
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.top === stage.home)
      #expect(alert.presentingViewController != nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anAlertAskedFromAScreenThatLeftShowsFromTheTop(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: true)
      stage.settle()
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.settle()
      var answered = false
      let alert = makeAlert { answered = true }
      // The detail page's late reply, while a page covers it; then the app goes back home.
      detail.present(alert, animated: true)
      stage.navigation.popToRootViewController(animated: true)
      stage.settle()
      #expect(detail.parent == nil)
      #expect(alert.presentingViewController != nil, "never lost: it shows from the top")
      #expect(stage.world.tap(alert.actions[0], in: alert))
      stage.settle()
      #expect(answered)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
