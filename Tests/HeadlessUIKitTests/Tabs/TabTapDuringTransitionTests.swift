import Foundation
import HeadlessUIKit
import Testing

/// A user's tap on a tab bar item (`Docs/UIKitFacts.md` A14), at rest and during a navigation
/// transition in the selected tab, on every profile.
@MainActor
@Suite struct TabTapDuringTransitionTests {
  @Test(arguments: Headless.Profile.allCases)
  func a14ATapAsksTheDelegateSelectsThenTellsIt(profile: Headless.Profile) {
    let stage = TabStage(profile: profile)
    stage.world.run {
      let tap = stage.world.tapTab(at: 1, in: stage.tabs)
      #expect(tap == .selected)
      #expect(stage.tabs.selectedIndex == 1)
      #expect(stage.delegate.log == ["should 1", "did 1"])
    }
  }

  @Test func a14TheDelegateCanRefuseATap() {
    let stage = TabStage(profile: .deferring)
    stage.world.run {
      stage.delegate.refuses = true
      #expect(stage.world.tapTab(at: 1, in: stage.tabs) == .refusedByDelegate)
      #expect(stage.tabs.selectedIndex == 0)
      #expect(stage.delegate.log == ["should 1"])
    }
  }

  @Test func a14NoTabThereOrSomethingPresentedOverTheTabsIgnoresTheTap() {
    let stage = TabStage(profile: .deferring)
    stage.world.run {
      #expect(stage.world.tapTab(at: 2, in: stage.tabs) == .ignored(.noSuchTab))
      stage.tabs.present(UIViewController(), animated: false)
      #expect(stage.world.tapTab(at: 1, in: stage.tabs) == .ignored(.notReachable))
      #expect(stage.tabs.selectedIndex == 0)
      #expect(stage.delegate.log.isEmpty)
      stage.tabs.dismiss(animated: false)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func a14ATapOnTheSelectedTabPopsItsStackToTheRoot(profile: Headless.Profile) {
    let stage = TabStage(profile: profile)
    stage.world.run {
      stage.first.pushViewController(UIViewController(), animated: false)
      stage.settle()
      #expect(stage.world.tapTab(at: 0, in: stage.tabs) == .reselected)
      stage.settle()
      #expect(stage.first.viewControllers.count == 1)
      #expect(stage.delegate.log == ["should 0", "did 0"])
    }
  }

  @Test(arguments: [
    (Headless.Profile.legacy, true), (.legacy, false), (.deferring, true), (.deferring, false),
    (.fluid, true), (.fluid, false),
  ])
  func a14ATapDuringAPushInTheSelectedTabFollowsTheEra(
    profile: Headless.Profile,
    ignoredBeforeFluid: Bool
  ) {
    let stage = TabStage(profile: profile)
    stage.world.run {
      stage.world.assumptions.tabTapIgnoredDuringTransition = ignoredBeforeFluid
      stage.first.pushViewController(UIViewController(), animated: true)
      stage.world.scheduler.advance(by: 0.1)
      let tap = stage.world.tapTab(at: 1, in: stage.tabs)
      let delivered = profile == .fluid || !ignoredBeforeFluid
      #expect(tap == (delivered ? .selected : .ignored(.duringTransition)))
      #expect(stage.tabs.selectedIndex == (delivered ? 1 : 0))
      stage.settle()
      #expect(stage.first.viewControllers.count == 2, "the push runs on to its end")
      // The tab switch ends the tab's appearance while its push still runs: F7 (the model's
      // appearance bookkeeping; see A14).
      let faults = Set(stage.world.faults.map(\.kind))
      #expect(faults == (delivered ? [.unbalancedAppearanceCalls] : []))
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func a14ATransitionInAnotherTabDoesNotBlockTheTabBar(profile: Headless.Profile) {
    let stage = TabStage(profile: profile)
    stage.world.run {
      stage.tabs.selectedIndex = 1
      stage.first.pushViewController(UIViewController(), animated: true)
      stage.world.scheduler.advance(by: 0.1)
      #expect(stage.world.tapTab(at: 0, in: stage.tabs) == .selected)
      stage.settle()
    }
  }
}

/// A world whose key window shows a tab bar controller with two navigation tabs.
@MainActor
struct TabStage {
  let world: Headless.World
  let window: UIWindow
  let tabs: UITabBarController
  let first: UINavigationController
  let second: UINavigationController
  let delegate = RecordingTabDelegate()

  init(profile: Headless.Profile) {
    let world = Headless.World(profile: profile)
    self.world = world
    let delegate = self.delegate
    (window, tabs, first, second) = world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let tabs = UITabBarController()
      let first = UINavigationController(rootViewController: UIViewController())
      let second = UINavigationController(rootViewController: UIViewController())
      tabs.viewControllers = [first, second]
      tabs.delegate = delegate
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return (window, tabs, first, second)
    }
    settle()
  }

  func settle() {
    world.scheduler.runUntilIdle()
  }
}

/// A tab bar delegate that records its calls and may refuse every selection.
@MainActor
final class RecordingTabDelegate: NSObject, UITabBarControllerDelegate {
  var refuses = false
  private(set) var log: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool {
    log.append("should \(index(of: viewController, in: tabBarController))")
    return !refuses
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {
    log.append("did \(index(of: viewController, in: tabBarController))")
  }

  private func index(of tab: UIViewController, in tabs: UITabBarController) -> Int {
    tabs.viewControllers?.firstIndex { $0 === tab } ?? -1
  }
}
