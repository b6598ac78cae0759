import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// A present whose presenter is covered, at its turn, by a sheet presented after it was asked
/// waits for that sheet to end, bounded by the lane's stall bound (`Docs/UIKitFacts.md` A22):
/// it is never redirected into the sheet, which its owner may take away with the present on it.
@MainActor
@Suite struct ForeignSheetPresentTests {
  /// How the app asks for the present.
  enum Path: CaseIterable, CustomStringConvertible {
    case router
    case vcBaton

    var description: String {
      switch self {
      case .router: "router"
      case .vcBaton: "vc.baton"
      }
    }
  }

  nonisolated static let eras: [Headless.Profile] = [.legacy, .deferring, .fluid]

  /// Asks for a present while the app's launch push runs, then lets the SDK present its sheet
  /// with plain `present`; returns the presented screen and the SDK's sheet.
  private func askThenCover(
    on stage: Stage,
    path: Path,
    outcomes: Outcomes
  ) throws -> (screen: UIViewController, login: UINavigationController) {
    let router = try makeRouter(on: stage)
    stage.home.baton.push(ListScreen())
    let screen: UIViewController
    switch path {
    case .router:
      screen =
        try router.open(
          "myapp://settings/privacy",
          action: .present,
          completion: outcomes.callback("present")
        ).screen
    case .vcBaton:
      screen = SettingsScreen()
      stage.home.baton.present(screen, completion: outcomes.callback("present"))
    }
    let login = UINavigationController(rootViewController: LoginScreen())
    stage.navigation.present(login, animated: true)
    return (screen, login)
  }

  @Test(arguments: eras, Path.allCases)
  func aPresentWaitsForASheetPresentedAfterItWasAskedAndShowsOnceItEnds(
    profile: Headless.Profile,
    path: Path
  ) throws {
    // The sign-in takes longer than the default stall bound allows.
    try onStage(profile, configuration: Lane.Configuration(maximumStall: 3)) { stage in
      let outcomes = Outcomes()
      let (screen, login) = try askThenCover(on: stage, path: path, outcomes: outcomes)
      stage.advance(1.5)
      #expect(!login.isBeingPresented)
      #expect(stage.navigation.presentedViewController === login)
      #expect(login.presentedViewController == nil, "never presented from the SDK's sheet")
      #expect(outcomes["present"].isEmpty, "waiting")
      let waiting = stage.diagnostics.diagnostics
        .filter { $0.code == .actedBeneathLaterPresentation }.map(\.message)
      // The router presents from the page on top at its turn, the list pushed meanwhile.
      let (subject, page) =
        path == .router
        ? ("present RoutedSettingsScreen from myapp://settings/privacy", "ListScreen")
        : ("present SettingsScreen", "HomeScreen")
      #expect(
        waiting == [
          "\(subject): \(page), in the window's root BatonNavigationController is covered by "
            + "UINavigationController showing LoginScreen, presented over the window's root "
            + "BatonNavigationController, which was presented after the request was asked; "
            + "waiting for it to end"
        ]
      )
      login.dismiss(animated: true)
      stage.settle()
      #expect(outcomes["present"] == [.completed])
      #expect(stage.navigation.presentedViewController === screen.navigationController ?? screen)
      #expect(stage.faults.isEmpty)
      screen.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test(arguments: eras, Path.allCases)
  func aPresentWhoseCoverStaysPastTheStallBoundIsDropped(
    profile: Headless.Profile,
    path: Path
  ) throws {
    try onStage(profile) { stage in
      let outcomes = Outcomes()
      let (_, login) = try askThenCover(on: stage, path: path, outcomes: outcomes)
      stage.advance(0.35 + stage.lane.configuration.maximumStall + 0.1)
      #expect(outcomes["present"] == [.dropped(.invalid(.presenterUnavailable))])
      #expect(stage.navigation.presentedViewController === login)
      #expect(login.presentedViewController == nil)
      #expect(stage.diagnosticCodes.contains(.presenterUnavailable))
      #expect(stage.faults.isEmpty)
      login.dismiss(animated: false)
      stage.settle()
    }
  }
}
