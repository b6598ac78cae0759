import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, every `present` of an alert is a pop-up of its own, even
/// of an alert that is still leaving: an alert's identity is not its pop-up's key. (An app keeps
/// one alert and shows it again; and a freed alert's memory is reused by the next alert while
/// the freed one's pop-up may still be ending, which made the lab's storm lose alerts.)
@MainActor
@Suite struct GuardAlertChainTests {
  @Test(arguments: Headless.Profile.allCases)
  func anAlertShownAgainWhileItLeavesShowsAgain(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      var appeared = 0
      var answered = 0
      let retry = UIAlertController(title: "Retry?", message: nil, preferredStyle: .alert)
      retry.addAction(UIAlertAction(title: "OK", style: .default) { _ in answered += 1 })
      stage.top.present(retry, animated: true) { appeared += 1 }
      stage.settle()
      #expect(appeared == 1)
      // The app takes its alert away and, in the same turn, asks for it again.
      retry.dismiss(animated: true)
      stage.top.present(retry, animated: true) { appeared += 1 }
      stage.settle()
      #expect(appeared == 2, "the second present waited for the first to end, then showed")
      #expect(retry.presentingViewController != nil)
      #expect(stage.world.tap(retry.actions[0], in: retry))
      stage.settle()
      #expect(answered == 1)
      #expect(retry.presentingViewController == nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
