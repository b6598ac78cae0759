import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// A request never acts inside a presentation made after it was asked (`Docs/UIKitFacts.md`
/// A22): a vendored sign-in SDK presents its sheet with plain `present` while a deep link
/// waits; the link's page lands beneath the sheet and shows once the SDK dismisses it.
@MainActor
@Suite struct ForeignSheetStoryTests {
  /// How the app shows the link's page.
  enum Path: CaseIterable, CustomStringConvertible {
    /// `BatonRouter.open(_:action: .push)`, the SDK's calls passing the lane by.
    case router
    /// The router, with the app-wide guard installed (the SDK's calls go through the lane).
    case routerWithGuard
    /// `navigationController.baton.push(_:)`.
    case vcBaton

    var description: String {
      switch self {
      case .router: "router"
      case .routerWithGuard: "router with the guard"
      case .vcBaton: "vc.baton"
      }
    }
  }

  nonisolated static let eras: [Headless.Profile] = [.legacy, .deferring, .fluid]

  @Test(arguments: eras, Path.allCases)
  func aLinkWaitingWhenTheSDKPresentsItsSheetShowsItsPageOnceTheSheetGoes(
    profile: Headless.Profile,
    path: Path
  ) throws {
    try onStage(profile) { stage in
      if path == .routerWithGuard { BatonGuard.install() }
      defer { if path == .routerWithGuard { BatonGuard.uninstall() } }
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      // The app's launch push is in flight: the link waits its turn behind it.
      stage.home.baton.push(ListScreen())
      let page: UIViewController
      switch path {
      case .router, .routerWithGuard:
        page =
          try router.open(
            "myapp://any/detail/42",
            action: .push,
            completion: outcomes.callback("link")
          ).screen
      case .vcBaton:
        page = DetailScreen()
        stage.navigation.baton.push(page, completion: outcomes.callback("link"))
      }
      // The SDK finds the top-most controller and presents its sign-in sheet there.
      let login = UINavigationController(rootViewController: LoginScreen())
      stage.navigation.present(login, animated: true)
      stage.settle()
      #expect(outcomes["link"] == [.completed])
      #expect(page.navigationController === stage.navigation, "beneath the sheet, never in it")
      #expect(login.viewControllers.count == 1)
      #expect(!stage.diagnosticCodes.contains(.routeRetargeted))
      // Signed in: the SDK dismisses what it presented.
      login.dismiss(animated: true)
      stage.settle()
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.navigation.topViewController === page, "the app ends on the link's page")
      #expect(!stage.diagnosticCodes.contains(.linkScreenLeftWithPresentation))
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: eras)
  func theRouterSaysItActedBeneathTheSheetAndNamesBothControllers(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      stage.home.baton.push(ListScreen())
      _ = try router.open("myapp://any/detail/42", action: .push)
      let login = UINavigationController(rootViewController: LoginScreen())
      stage.navigation.present(login, animated: true)
      stage.settle()
      let messages = stage.diagnostics.diagnostics
        .filter { $0.code == .actedBeneathLaterPresentation }.map(\.message)
      #expect(
        messages == [
          "push RoutedDetailScreen from myapp://any/detail/42: acting on "
            + "BatonNavigationController showing ListScreen, the window's root, beneath "
            + "UINavigationController showing LoginScreen, presented over the "
            + "window's root BatonNavigationController, which was presented after the push was asked"
        ]
      )
      login.dismiss(animated: false)
    }
  }

  @Test(arguments: eras)
  func aRetargetedPushNamesWhereEachNavigationControllerSits(profile: Headless.Profile) throws {
    try onStage(profile, baton: false) { stage in
      let router = try makeRouter(on: stage)
      stage.popups.alert(
        title: "Force update",
        actions: [PopupAlertAction("Update")],
        priority: 100
      )
      stage.settle()
      // The app asks for its sheet before the link: the link may act inside it.
      let sheet = UINavigationController(rootViewController: LoginScreen())
      stage.home.baton.present(sheet)
      let opening = try router.open("myapp://any/detail/7", action: .push)
      stage.tapAlert("Update")
      stage.settle()
      #expect(opening.screen.navigationController === sheet)
      let messages = stage.diagnostics.diagnostics
        .filter { $0.code == .routeRetargeted }.map(\.message)
      #expect(
        messages == [
          "push RoutedDetailScreen from myapp://any/detail/7: the page on top changed while it "
            + "waited; acting on UINavigationController showing LoginScreen, presented over the "
            + "window's root UINavigationController instead of UINavigationController showing HomeScreen, "
            + "the window's root"
        ]
      )
      let bare = "acting on UINavigationController instead of UINavigationController"
      #expect(!messages.contains { $0.contains(bare) })
      sheet.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test(arguments: eras)
  func aLinksPageThatLeavesWithASheetOnScreenWhenItOpenedIsReported(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let outcomes = Outcomes()
      let login = UINavigationController(rootViewController: LoginScreen())
      stage.navigation.present(login, animated: true)
      stage.settle()
      // The sheet was on screen when the link opened: the link acts inside it.
      let opening = try router.open(
        "myapp://any/detail/42",
        action: .push,
        completion: outcomes.callback("link")
      )
      stage.settle()
      #expect(outcomes["link"] == [.completed])
      #expect(opening.screen.navigationController === login)
      #expect(!stage.diagnosticCodes.contains(.linkScreenLeftWithPresentation))
      login.dismiss(animated: true)
      stage.settle()
      let reports = stage.diagnostics.diagnostics.filter {
        $0.code == .linkScreenLeftWithPresentation
      }
      #expect(reports.map(\.severity) == [.warning])
      #expect(
        reports.map(\.message) == [
          "push RoutedDetailScreen from myapp://any/detail/42: its screen left with "
            + "UINavigationController showing LoginScreen, presented over the "
            + "window's root BatonNavigationController, which the link did not ask for; the link's outcome "
            + "was completed, and the screen is no longer shown"
        ]
      )
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: eras)
  func aLinksPagePoppedBeforeItsSheetLeavesIsNotReported(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let login = UINavigationController(rootViewController: LoginScreen())
      stage.navigation.present(login, animated: true)
      stage.settle()
      let opening = try router.open("myapp://any/detail/42", action: .push)
      stage.settle()
      opening.screen.baton.pop()
      stage.settle()
      login.dismiss(animated: true)
      stage.settle()
      #expect(!stage.diagnosticCodes.contains(.linkScreenLeftWithPresentation))
    }
  }

  @Test(arguments: eras)
  func aFullScreenPresentationOverTheSheetIsNotTakenForItsDismissal(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let login = UINavigationController(rootViewController: LoginScreen())
      stage.navigation.present(login, animated: true)
      stage.settle()
      let opening = try router.open("myapp://any/detail/42", action: .push)
      stage.settle()
      let cover = SettingsScreen()
      cover.modalPresentationStyle = .fullScreen
      login.present(cover, animated: true)
      stage.settle()
      #expect(login.viewIfLoaded?.window == nil, "UIKit takes the sheet's view out meanwhile")
      cover.dismiss(animated: true)
      stage.settle()
      #expect(!stage.diagnosticCodes.contains(.linkScreenLeftWithPresentation))
      #expect(opening.screen.navigationController === login)
      login.dismiss(animated: false)
      stage.settle()
      #expect(stage.diagnosticCodes.contains(.linkScreenLeftWithPresentation))
    }
  }
}
