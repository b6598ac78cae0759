import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Reported root freezes (F12) of apps that took the edge swipe's `isEnabled` or delegate into
/// their own hands, replayed on a ``BatonNavigationController`` on every profile: the root
/// stays safe, the swipe works above it. Each test says which report it replays.
@MainActor
@Suite struct ReportedRootSwipeStoryTests {
  /// A root screen that switches the swipe on in `viewWillAppear` and takes the gesture's
  /// delegate in `viewDidAppear` (the SwipeBack library's recipe) froze the app when the user
  /// swiped at the root; with Baton the root stays safe after every way back to it.
  ///
  /// Reports: https://github.com/devxoul/SwipeBack/issues/3 (fixed by
  /// https://github.com/devxoul/SwipeBack/pull/5) and
  /// https://github.com/signalapp/Signal-iOS/pull/3540.
  @Test(arguments: Headless.Profile.allCases)
  func aRootThatSwitchesTheSwipeOnWhenItAppearsStaysSafe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let root = SwipeEnablingScreen()
      stage.navigation.setViewControllers([root], animated: false)
      stage.settle()
      for back in 0..<3 {
        stage.navigation.pushViewController(ListScreen(), animated: true)
        stage.settle()
        switch back {
        case 0:
          let swipe = stage.world.beginInteractivePop(on: stage.navigation)
          #expect(swipe != nil)
          swipe?.finish()
        case 1: stage.navigation.popViewController(animated: true)
        default: stage.navigation.baton.popToRoot()
        }
        stage.settle()
        #expect(root.appearances == back + 2)
        #expect(stage.stack == [root])
        #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
        #expect(stage.world.isFrozen(stage.navigation) == false)
      }
      #expect(stage.faults.isEmpty)
    }
  }

  /// The SwipeBack recipe: a navigation controller subclass that makes itself the edge
  /// gesture's delegate in `viewDidLoad` and allows every swipe froze at the root (its fix
  /// checked the stack depth); on a ``BatonNavigationController`` the root stays safe without
  /// that check, the swipe works above it, and the subclass is still asked.
  ///
  /// Reports: https://github.com/devxoul/SwipeBack/issues/3 and
  /// https://github.com/devxoul/SwipeBack/pull/5.
  @Test(arguments: Headless.Profile.allCases)
  func aNavigationControllerThatIsItsOwnGestureDelegateIsSafeAtTheRoot(
    profile: Headless.Profile
  ) throws {
    let world = Headless.World(profile: profile)
    try world.run {
      let navigation = SelfDelegatingNavigationController(rootViewController: HomeScreen())
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = navigation
      let environment = BatonEnvironment(scheduler: world.scheduler, diagnostics: .init())
      try window.baton.configure(environment)
      defer {
        window.rootViewController = nil
        window.isHidden = true
        window.baton.endLane()
      }
      window.makeKeyAndVisible()
      _ = world.scheduler.runUntilIdle()
      #expect(navigation.interactivePopGestureRecognizer?.delegate != nil)
      #expect(world.beginInteractivePop(on: navigation) == nil)
      navigation.pushViewController(ListScreen(), animated: true)
      _ = world.scheduler.runUntilIdle()
      let swipe = world.beginInteractivePop(on: navigation)
      #expect(swipe != nil)
      #expect(navigation.shouldBeginCalls == 1)
      swipe?.finish()
      _ = world.scheduler.runUntilIdle()
      #expect(navigation.viewControllers.count == 1)
      #expect(world.beginInteractivePop(on: navigation) == nil)
      #expect(world.isFrozen(navigation) == false)
      #expect(world.faults.isEmpty)
    }
  }
}

/// The SwipeBack library's navigation controller before its fix: the edge gesture's delegate,
/// set in `viewDidLoad`, that allows every swipe.
final class SelfDelegatingNavigationController: BatonNavigationController,
  UIGestureRecognizerDelegate
{
  private(set) var shouldBeginCalls = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBeginCalls += 1
    return true
  }
}

/// A root screen as in devxoul/SwipeBack#3: it switches the edge swipe on in every
/// `viewWillAppear` and makes itself the gesture's (permissive) delegate in every
/// `viewDidAppear`.
final class SwipeEnablingScreen: Screen, UIGestureRecognizerDelegate {
  private(set) var appearances = 0

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
    navigationController?.interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
