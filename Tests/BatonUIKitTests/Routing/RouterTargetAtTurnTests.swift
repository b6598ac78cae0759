import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// A request the router submitted acts on the page on top when its turn comes, not on the one
/// on top when `open` was called: a sheet presented while the link waited
/// gets the push, a present goes from the sheet, and a redirection never lands on a pop-up.
@MainActor
@Suite struct RouterTargetAtTurnTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPushWaitingBehindAnAlertLandsOnTheSheetPresentedMeanwhile(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      showForceUpdate(on: stage)
      let sheet = UINavigationController(rootViewController: Screen())
      stage.home.baton.present(sheet, completion: outcomes.callback("sheet"))
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      #expect(opening.source === stage.navigation, "planned on the page on top at open")
      stage.tapAlert("Update")
      stage.settle()
      #expect(outcomes.labels == ["sheet", "open"])
      #expect(outcomes["open"] == [.completed])
      #expect(opening.screen.navigationController === sheet, "the push lands on the sheet")
      #expect(stage.screenNames == ["HomeScreen"], "the stack under the sheet is untouched")
      #expect(stage.diagnosticCodes.contains(.routeRetargeted))
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func automaticFollowsThePageToo(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      showForceUpdate(on: stage)
      let sheet = UINavigationController(rootViewController: Screen())
      stage.home.baton.present(sheet)
      let opening = try router.open("myapp://any/detail/7")
      #expect(opening.action == .push)
      stage.tapAlert("Update")
      stage.settle()
      #expect(opening.screen.navigationController === sheet)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentWaitingBehindASheetPresentsFromItEvenWithRedirectionOff(
    profile: Headless.Profile
  ) throws {
    try onStage(profile, options: BatonOptions(presenterFallback: .drop)) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      showForceUpdate(on: stage)
      let sheet = UINavigationController(rootViewController: Screen())
      stage.home.baton.present(sheet)
      let opening = try router.open(
        "myapp://settings/privacy",
        action: .present,
        completion: outcomes.callback("open")
      )
      stage.tapAlert("Update")
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(opening.screen.presentingViewController === sheet)
      #expect(!stage.diagnosticCodes.contains(.presenterUnavailable))
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPushWhoseTopHasNoStackAtItsTurnKeepsThePlannedStack(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      showForceUpdate(on: stage)
      let plain = Screen()
      stage.home.baton.present(plain)
      let opening = try router.open(
        "myapp://any/detail/7",
        action: .push,
        completion: outcomes.callback("open")
      )
      stage.tapAlert("Update")
      stage.settle()
      #expect(stage.home.presentedViewController === plain)
      #expect(outcomes["open"] == [.completed])
      #expect(opening.screen.navigationController === stage.navigation)
      #expect(!stage.diagnosticCodes.contains(.routeRetargeted))
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentNeverRedirectsToAnAlertTheAppPresentedMeanwhile(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let saved = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      saved.addAction(UIAlertAction(title: "OK", style: .default))
      let home = stage.home
      // The force-update alert's answer presents an alert of the app's own, straight through
      // UIKit, before the link's turn: the page's top then is presenting that alert.
      stage.popups.alert(
        title: "Force update",
        actions: [PopupAlertAction("Update")],
        priority: 100
      ) { _ in home.present(saved, animated: false) }
      stage.settle()
      let opening = try router.open(
        "myapp://settings/privacy",
        action: .present,
        completion: outcomes.callback("open")
      )
      stage.tapAlert("Update")
      stage.settle()
      #expect(home.presentedViewController === saved)
      #expect(saved.presentedViewController == nil, "an alert is never a presenter")
      #expect(opening.screen.presentingViewController == nil)
      #expect(outcomes["open"] == [.dropped(.invalid(.presenterUnavailable))])
      #expect(stage.diagnosticCodes.contains(.presenterUnavailable))
    }
  }

  /// Shows a blocking alert through the window's pop-up queue and lets it settle on screen.
  private func showForceUpdate(on stage: Stage) {
    stage.popups.alert(title: "Force update", actions: [PopupAlertAction("Update")], priority: 100)
    stage.settle()
  }
}
