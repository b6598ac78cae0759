import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A network callback that presents from a page the user has already left: UIKit refuses it
/// with a warning and never runs the completion (F4); with the guard, the lane drops it with a
/// diagnostic instead, and nothing is shown either way.
@MainActor
@Suite struct GuardLeftPagePresentTests {
  @Test(arguments: Headless.Profile.allCases, [true, false])
  func aPresentFromAPageThatLeftIsDroppedWithADiagnostic(
    profile: Headless.Profile,
    guarded: Bool
  ) {
    onStage(profile, baton: false) { stage in
      if guarded { BatonGuard.install() }
      defer { BatonGuard.uninstall() }
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: false)
      stage.settle()
      stage.navigation.popViewController(animated: false)
      stage.settle()
      var completions = 0
      detail.present(LoginScreen(), animated: true) { completions += 1 }
      stage.settle()
      #expect(completions == 0)
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.contains(.presentNotInWindowHierarchy) != guarded, "\(stage.faults)")
      #expect(
        stage.diagnosticCodes.contains(.presenterUnavailable) == guarded,
        "\(stage.diagnosticCodes)"
      )
    }
  }
}
