import Foundation
import HeadlessUIKit
import Testing

/// Alerts presented in the ways pop-up code gets wrong (UIKitFacts.md P1, P2; F5, F6).
@MainActor
@Suite struct AlertPresentationTests {
  private func makeAlert(_ stage: NavigationStage, _ title: String) -> UIAlertController {
    stage.world.run {
      let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      return alert
    }
  }

  /// P1: an alert is presented like any controller, in the custom style, over its presenter.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertIsPresentedInTheCustomStyleOverItsPresenter(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let alert = makeAlert(stage, "Update")
    #expect(alert.modalPresentationStyle == .custom)
    stage.root.present(alert, animated: true)
    stage.settle()
    #expect(stage.navigation.presentedViewController === alert)
    #expect(alert.view.window === stage.window)
    #expect(stage.root.view.window === stage.window)
    #expect(stage.world.faults.isEmpty)
  }

  /// P2 with F6: a second alert asked for while the first one animates in is dropped, logged.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertPresentedWhileAPresentationIsInProgressIsDropped(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let first = makeAlert(stage, "First")
    let second = makeAlert(stage, "Second")
    var secondCompleted = false
    stage.root.present(first, animated: true)
    stage.advance(by: 0.1)
    stage.root.present(second, animated: true) { secondCompleted = true }
    stage.settle()
    #expect(stage.world.faults.map(\.kind) == [.presentationInProgress])
    #expect(stage.navigation.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(!secondCompleted)
  }

  /// P2 with F5: an alert presented from a controller that already shows an alert is dropped;
  /// alerts do not stack.
  @Test(arguments: Headless.Profile.allCases)
  func anAlertPresentedOnAControllerShowingAnAlertIsDropped(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let first = makeAlert(stage, "First")
    let second = makeAlert(stage, "Second")
    stage.root.present(first, animated: true)
    stage.settle()
    stage.root.present(second, animated: true)
    stage.settle()
    #expect(stage.world.faults.map(\.kind) == [.presentWhileAlreadyPresenting])
    #expect(stage.world.faults.first?.message.contains("which is already presenting") == true)
    #expect(second.presentingViewController == nil)
  }

  /// P1: a tap on an action dismisses the alert, then calls the handler once, with the action.
  @Test func aTapCallsTheHandlerOnceAfterTheDismissal() {
    let stage = NavigationStage()
    var calls: [String?] = []
    let alert = makeAlert(stage, "Rate us")
    let later = stage.world.run {
      UIAlertAction(title: "Later", style: .cancel) { action in
        calls.append(action.title)
      }
    }
    alert.addAction(later)
    stage.root.present(alert, animated: true)
    stage.settle()
    #expect(stage.world.tap(later, in: alert))
    #expect(alert.isBeingDismissed)
    #expect(calls.isEmpty)
    stage.settle()
    #expect(calls == ["Later"])
    #expect(alert.viewIfLoaded?.window == nil)
  }

  /// A disabled action cannot be tapped.
  @Test func aDisabledActionCannotBeTapped() {
    let stage = NavigationStage()
    let alert = makeAlert(stage, "Update")
    let action = alert.actions[0]
    action.isEnabled = false
    stage.root.present(alert, animated: true)
    stage.settle()
    #expect(!stage.world.tap(action, in: alert))
    #expect(stage.navigation.presentedViewController === alert)
  }
}
