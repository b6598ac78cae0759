import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, a tab selection made with UIKit's own setters
/// (`selectedIndex`, `selectedViewController`, and a user's tap, which calls the latter) takes
/// its turn on the lane: it never switches tabs in the middle of a push (F7), and runs inside the
/// call while the lane is idle. The tabs hold plain `UINavigationController`s, as an app that
/// adopted nothing but the guard has.
@MainActor
@Suite struct GuardTabSelectionTests {
  /// Without the guard the same selection lands mid-push and UIKit logs unbalanced appearance
  /// calls (the control); with it, the selection waits for the push.
  @Test(arguments: Headless.Profile.allCases, [true, false])
  func aSelectionInCodeDuringAPushWaitsForIt(profile: Headless.Profile, guarded: Bool) {
    onStage(profile, baton: false) { stage in
      if guarded { BatonGuard.install() }
      defer { BatonGuard.uninstall() }
      let tabs = PlainTabs(stage)
      tabs.first.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.05)
      tabs.controller.selectedIndex = 1
      if guarded {
        #expect(tabs.controller.selectedIndex == 0, "the push is still running")
      }
      stage.settle()
      #expect(tabs.controller.selectedIndex == 1)
      #expect(tabs.first.viewControllers.count == 2)
      let unbalanced = stage.faults.filter { $0 == .unbalancedAppearanceCalls }
      #expect(unbalanced.isEmpty == guarded, "\(stage.faults)")
      tabs.close()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aSelectionByControllerWaitsLikewiseAndKeepsItsOrderWithThePushAfterIt(
    profile: Headless.Profile
  ) {
    onGuardedStage(profile) { stage in
      let tabs = PlainTabs(stage)
      tabs.first.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.05)
      // A deep link's handler: switch to the second tab, then push onto its stack.
      tabs.controller.selectedViewController = tabs.second
      let profilePage = SettingsScreen()
      tabs.second.pushViewController(profilePage, animated: true)
      stage.settle()
      #expect(tabs.controller.selectedViewController === tabs.second)
      #expect(tabs.second.topViewController === profilePage)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
      tabs.close()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func anIdleSelectionRunsInsideTheCall(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let tabs = PlainTabs(stage)
      tabs.controller.selectedIndex = 1
      #expect(tabs.controller.selectedIndex == 1)
      // A tab switch holds the lane until the next turn (its appearance callbacks run then).
      stage.settle()
      tabs.controller.selectedViewController = tabs.first
      #expect(tabs.controller.selectedIndex == 0)
      tabs.controller.selectedIndex = 7
      stage.settle()
      #expect(tabs.controller.selectedIndex == 0, "an index past the tabs changes nothing")
      #expect(BatonLanes.lane(for: tabs.window).isBusy == false)
      tabs.close()
    }
  }

  /// iOS 26 delivers a tap on a tab during a push (`Docs/UIKitFacts.md` A14), and earlier
  /// systems do where the tab bar is not locked (the assumption off). UIKit's tap selects
  /// through `selectedViewController`'s setter, so the guard queues it too.
  @Test(arguments: Headless.Profile.allCases)
  func aUsersTapDuringAPushSwitchesOnceThePushEnds(profile: Headless.Profile) {
    onStage(profile, baton: false) { stage in
      stage.world.assumptions.tabTapIgnoredDuringTransition = false
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let tabs = PlainTabs(stage)
      tabs.first.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.05)
      #expect(stage.world.tapTab(at: 1, in: tabs.controller) == .selected)
      #expect(tabs.controller.selectedIndex == 0, "the push is still running")
      stage.settle()
      #expect(tabs.controller.selectedIndex == 1)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
      tabs.close()
    }
  }

  /// Baton's own selection sets `selectedIndex` when its turn comes: the guard lets that call
  /// through instead of queueing it a second time.
  @Test(arguments: Headless.Profile.allCases)
  func batonsOwnSelectionIsNotQueuedTwice(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let tabs = PlainTabs(stage)
      let outcomes = Outcomes()
      let recorder = LaneRecorder(BatonLanes.lane(for: tabs.window))
      tabs.first.pushViewController(DetailScreen(), animated: true)
      tabs.controller.baton.select(1, completion: outcomes.callback("select"))
      stage.settle()
      #expect(outcomes["select"] == [.completed])
      #expect(tabs.controller.selectedIndex == 1)
      #expect(recorder.started.filter { $0 == .custom("selectTab") }.count == 1)
      #expect(recorder.everyRequestHasOneOutcome)
      tabs.close()
    }
  }
}

/// A window whose root is a tab bar controller with two plain navigation controllers.
@MainActor
private struct PlainTabs {
  let window: UIWindow
  let controller = UITabBarController()
  let first = UINavigationController(rootViewController: HomeScreen())
  let second = UINavigationController(rootViewController: ListScreen())

  init(_ stage: Stage) {
    window = UIWindow(windowScene: stage.world.makeWindowScene())
    controller.viewControllers = [first, second]
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // The window's lane exists before the test's calls, as it does once an app has made its
    // first transition (a lane made by a call waits a turn for the window to be ready).
    _ = BatonLanes.lane(for: window)
    stage.settle()
  }

  func close() {
    window.baton.endLane()
    window.rootViewController = nil
  }
}
