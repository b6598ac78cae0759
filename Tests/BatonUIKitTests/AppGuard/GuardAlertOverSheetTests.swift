import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, an existing alert shown over a sheet keeps its answer:
/// the sheet's own Close (`dismiss(animated:)` sent to the screen inside the sheet's navigation
/// controller, which UIKit turns into a dismissal of the alert) is the app's call, not UIKit's
/// dismissal after a tap, so it waits for the alert to be answered and then closes the sheet.
@MainActor
@Suite struct GuardAlertOverSheetTests {
  @Test(arguments: Headless.Profile.allCases)
  func theSheetsCloseWaitsForTheAlertOverIt(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let login = LoginScreen()
      stage.navigation.present(UINavigationController(rootViewController: login), animated: false)
      stage.settle()
      var answered = false
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in answered = true })
      login.present(alert, animated: true)
      stage.settle()
      #expect(alert.presentingViewController != nil)
      login.dismiss(animated: true)
      stage.settle()
      #expect(alert.presentingViewController != nil, "the alert stays until it is answered")
      #expect(stage.world.tap(alert.actions[0], in: alert))
      stage.settle()
      #expect(answered)
      #expect(stage.navigation.presentedViewController == nil, "then the sheet closes")
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
