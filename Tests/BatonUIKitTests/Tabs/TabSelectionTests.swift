import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// Tab selection as a lane request, and the router's "select a tab, then push on its stack"
///, on every profile.
@MainActor
@Suite struct TabSelectionTests {
  @Test(arguments: Headless.Profile.allCases)
  func aSelectionDuringARunningPushWaitsItsTurnWithOneOutcome(profile: Headless.Profile) {
    onStage(profile) { stage in
      let tabs = TabWindow(stage)
      let outcomes = Outcomes()
      tabs.first.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.05)
      tabs.controller.baton.select(1, completion: outcomes.callback("select"))
      stage.advance(0.1)
      #expect(tabs.controller.selectedIndex == 0, "the push is still running")
      stage.settle()
      #expect(outcomes.labels == ["push", "select"])
      #expect(outcomes["select"] == [.completed])
      #expect(tabs.controller.selectedIndex == 1)
      #expect(tabs.first.viewControllers.count == 2)
      #expect(stage.faults.isEmpty)
      tabs.close()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aTabOutOfRangeEndsInvalidAndNothingChanges(profile: Headless.Profile) {
    onStage(profile) { stage in
      let tabs = TabWindow(stage)
      let outcomes = Outcomes()
      tabs.controller.baton.select(5, completion: outcomes.callback("select"))
      stage.settle()
      #expect(
        outcomes["select"] == [
          .dropped(.invalid(.other("no tab at index 5: the tab bar controller has 2 tab(s)")))
        ]
      )
      #expect(tabs.controller.selectedIndex == 0)
      tabs.close()
    }
  }

  @Test func aSelectionFromAControllerInNoTabBarControllerEndsInvalid() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.home.baton.select(1, completion: outcomes.callback("select"))
      stage.settle()
      guard case .dropped(.invalid(.other(let message))) = outcomes["select"].first else {
        Issue.record("expected an invalid drop, got \(outcomes["select"])")
        return
      }
      #expect(message.contains("in no tab bar controller"))
      #expect(outcomes["select"].count == 1)
    }
  }

  @Test func aSelectionByControllerAndFromInsideATabActsOnTheTabBarController() {
    onStage { stage in
      let tabs = TabWindow(stage)
      let outcomes = Outcomes()
      tabs.first.topViewController?.baton.select(tabs.second, completion: outcomes.callback("a"))
      stage.settle()
      #expect(tabs.controller.selectedIndex == 1)
      tabs.controller.baton.select(1, completion: outcomes.callback("again"))
      tabs.controller.baton.select(DetailScreen(), completion: outcomes.callback("stranger"))
      stage.settle()
      #expect(outcomes["a"] == [.completed])
      #expect(outcomes["again"] == [.completed], "already selected: nothing to change")
      #expect(outcomes["stranger"].count == 1)
      #expect(outcomes["stranger"].first != .completed)
      tabs.close()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSelectionWaitsBehindABlockingAlert(profile: Headless.Profile) {
    onStage(profile) { stage in
      let tabs = TabWindow(stage)
      let outcomes = Outcomes()
      let popups = tabs.window.baton.popups
      popups.alert(title: "Update", actions: [PopupAlertAction("OK")])
      stage.settle()
      tabs.controller.baton.select(1, completion: outcomes.callback("select"))
      stage.advance(5)
      #expect(tabs.controller.selectedIndex == 0)
      let alert = tabs.controller.presentedViewController as? UIAlertController
      if let alert, let ok = alert.actions.first { stage.world.tap(ok, in: alert) }
      stage.settle()
      #expect(outcomes["select"] == [.completed])
      #expect(tabs.controller.selectedIndex == 1)
      tabs.close()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theRouterSelectsATabThenPushesOntoItsStackDuringATransition(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let tabs = TabWindow(stage)
      let window = tabs.window
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      let outcomes = Outcomes()
      tabs.first.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.05)
      let opening = try router.open(
        "/detail/4",
        action: .pushInTab(1),
        completion: outcomes.callback("open")
      )
      #expect(opening.action == .pushInTab(1))
      #expect(opening.source === tabs.second)
      stage.settle()
      #expect(outcomes.labels == ["push", "open"])
      #expect(outcomes["open"] == [.completed])
      #expect(tabs.controller.selectedIndex == 1)
      #expect(tabs.secondNavigation.viewControllers.last === opening.screen)
      #expect(opening.screen.viewIfLoaded?.window === window)
      #expect(stage.faults.isEmpty)
      tabs.close()
    }
  }

  @Test func theRouterRefusesATabThatIsMissingOrNoStack() throws {
    try onStage { stage in
      let tabs = TabWindow(stage, secondIsStack: false)
      let window = tabs.window
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      #expect(throws: RouteError.noPresenter(url: "/detail/4")) {
        try router.open("/detail/4", action: .pushInTab(7))
      }
      #expect(throws: RouteError.noPresenter(url: "/detail/4")) {
        try router.open("/detail/4", action: .pushInTab(1))
      }
      #expect(router.canOpen("/detail/4", action: .pushInTab(0)))
      tabs.close()
    }
  }

  @Test func aPushChainedOnASelectionThatFailsEndsCancelled() throws {
    try onStage { stage in
      let tabs = TabWindow(stage)
      let window = tabs.window
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      let outcomes = Outcomes()
      _ = try router.open("/detail/4", action: .pushInTab(1), completion: outcomes.callback("open"))
      tabs.controller.viewControllers = [tabs.first]
      stage.settle()
      #expect(outcomes["open"] == [.cancelled])
      #expect(tabs.secondNavigation.viewControllers.count == 1)
      tabs.close()
    }
  }
}

/// A second window on the stage whose root is a tab bar controller with two navigation tabs.
@MainActor
struct TabWindow {
  let window: UIWindow
  let controller: UITabBarController
  let first: BatonNavigationController
  let second: UIViewController

  init(_ stage: Stage, secondIsStack: Bool = true) {
    window = UIWindow(windowScene: stage.world.makeWindowScene())
    controller = UITabBarController()
    first = BatonNavigationController(rootViewController: HomeScreen())
    second =
      secondIsStack ? BatonNavigationController(rootViewController: ListScreen()) : SettingsScreen()
    controller.viewControllers = [first, second]
    window.rootViewController = controller
    window.makeKeyAndVisible()
    stage.settle()
    stage.leaks.watch(window, controller, first, second)
  }

  /// Ends the window's lane and takes its hierarchy down.
  func close() {
    window.baton.endLane()
    if controller.presentedViewController != nil { controller.dismiss(animated: false) }
    window.rootViewController = nil
  }
}

extension TabWindow {
  fileprivate var secondNavigation: UINavigationController {
    second as? UINavigationController ?? UINavigationController()
  }
}
