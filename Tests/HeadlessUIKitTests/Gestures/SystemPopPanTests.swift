import Foundation
import HeadlessUIKit
import Testing

/// A pan given the system swipe-back's target drives the pop, and the private keys a library
/// reads answer as UIKit's do (`Docs/UIKitFacts.md` A16).
@MainActor
@Suite struct SystemPopPanTests {
  /// A window showing a navigation controller with two screens.
  @MainActor
  struct Stage {
    let world = Headless.World(profile: .legacy)
    let navigation: UINavigationController
    let window: UIWindow

    init() {
      let world = world
      (window, navigation) = world.run {
        let window = UIWindow(windowScene: world.makeWindowScene())
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        return (window, navigation)
      }
      world.scheduler.runUntilIdle()
    }

    /// A pan on the navigation controller's view, given the system swipe's first target and
    /// `action` when `givesTarget`.
    func makePan(givesTarget: Bool, action: String = "handleNavigationTransition:")
      -> UIPanGestureRecognizer
    {
      world.run {
        let pan = UIPanGestureRecognizer()
        navigation.view.addGestureRecognizer(pan)
        let targets = navigation.interactivePopGestureRecognizer?.value(forKey: "targets")
        if givesTarget, let target = (targets as? [NSObject])?.first?.value(forKey: "target") {
          pan.addTarget(target, action: Selector(action))
        }
        return pan
      }
    }

    func attempt(with pan: UIPanGestureRecognizer) -> Headless.SwipeAttempt {
      world.run {
        world.attemptInteractivePop(
          on: navigation,
          panning: pan,
          from: CGPoint(x: 195, y: 400),
          translation: CGPoint(x: 10, y: 0)
        )
      }
    }
  }

  @Test func theSystemSwipesTargetIsTheNavigationTransitionHandler() throws {
    let stage = Stage()
    let targets = stage.navigation.interactivePopGestureRecognizer?.value(forKey: "targets")
    let first = try #require((targets as? [NSObject])?.first)
    #expect(first.value(forKey: "target") as AnyObject? === stage.navigation)
    #expect(first.value(forKey: "action") as? Selector == Selector("handleNavigationTransition:"))
    #expect(stage.navigation.value(forKey: "noSuchKey") == nil)
  }

  @Test func aPanGivenTheSystemTargetPopsInteractively() {
    let stage = Stage()
    let attempt = stage.attempt(with: stage.makePan(givesTarget: true))
    #expect(attempt.outcome == .began)
    stage.world.run {
      attempt.pop?.update(progress: 0.7)
      attempt.pop?.finish()
    }
    stage.world.scheduler.runUntilIdle()
    #expect(stage.navigation.viewControllers.count == 1)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func aPanWithoutTheSystemTargetPopsNothing() {
    let stage = Stage()
    #expect(stage.attempt(with: stage.makePan(givesTarget: false)).outcome == .notDelivered)
    #expect(
      stage.attempt(with: stage.makePan(givesTarget: true, action: "other:")).outcome
        == .notDelivered
    )
    #expect(stage.navigation.viewControllers.count == 2)
  }

  @Test func theTransitionFlagIsSetOnlyWhileAPushRuns() {
    let stage = Stage()
    let flag = { (stage.navigation.value(forKey: "_isTransitioning") as? NSNumber)?.boolValue }
    #expect(flag() == false)
    stage.world.run { stage.navigation.pushViewController(UIViewController(), animated: true) }
    #expect(flag() == true)
    stage.world.scheduler.runUntilIdle()
    #expect(flag() == false)
  }
}
