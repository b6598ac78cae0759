import BatonTesting
import Foundation
import HeadlessUIKit
import Testing

@testable import BatonLab

/// The `fd-fullscreen-pop` peer does what forkingdog/FDFullscreenPopGesture documents
/// (`UINavigationController+FDFullscreenPopGesture.m`): a swipe from anywhere on the page pops,
/// its delegate refuses where the library refuses, and its limits show (a carousel takes the
/// finger; UIKit's edge swipe is off once a page was pushed).
@MainActor
@Suite struct FDFullscreenPopStrategyTests {
  /// A window showing an ``FDFullscreenPopNavigationController`` whose root is a plain screen.
  @MainActor
  struct Stage {
    let world: Headless.World
    let window: UIWindow
    let navigation: FDFullscreenPopNavigationController
    let root: UIViewController

    init(profile: Headless.Profile = .legacy) {
      let world = Headless.World(profile: profile)
      self.world = world
      let timers = LifeTimers(scheduler: world.scheduler)
      (window, navigation, root) = world.run {
        let window = UIWindow(windowScene: world.makeWindowScene())
        let root = UIViewController()
        let navigation = FDFullscreenPopNavigationController(
          rootViewController: root,
          timers: timers
        )
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, root)
      }
      settle()
    }

    /// Pushes `screen` (a plain one by default) and lets the push end.
    @discardableResult
    func push(_ screen: UIViewController? = nil) -> UIViewController {
      let page = screen ?? world.run { UIViewController() }
      world.run { navigation.pushViewController(page, animated: true) }
      settle()
      return page
    }

    /// A finger on the library's pan, landing at `x` and moving `dx` before it may begin.
    func swipe(fromX x: CGFloat = 195, dx: CGFloat = 10, touching view: UIView? = nil)
      -> Headless.SwipeAttempt
    {
      world.run {
        world.attemptInteractivePop(
          on: navigation,
          panning: navigation.fullscreenPopGestureRecognizer,
          from: CGPoint(x: x, y: 400),
          touching: view,
          translation: CGPoint(x: dx, y: 0)
        )
      }
    }

    /// Drags `attempt`'s pop past half way and lets go.
    func finish(_ attempt: Headless.SwipeAttempt) {
      world.run {
        attempt.pop?.update(progress: 0.6)
        attempt.pop?.finish()
      }
      settle()
    }

    /// Runs everything pending; nothing may be left on the virtual clock.
    func settle() {
      world.scheduler.runUntilIdle()
      #expect(world.scheduler.isIdle)
    }
  }

  /// A screen that sets the library's per-screen properties and reports its appearance, as
  /// the library's exchange of `viewWillAppear:` and `viewWillDisappear:` sees every screen's.
  final class PreferringScreen: UIViewController, FDFullscreenPopPreferences {
    var fdInteractivePopDisabled = false
    var fdPrefersNavigationBarHidden = false
    var fdInteractivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat = 0

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      (navigationController as? any ScreenAppearanceObserving)?.screenWillAppear(
        self,
        animated: animated
      )
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      (navigationController as? any ScreenAppearanceObserving)?.screenWillDisappear(
        self,
        animated: animated
      )
    }
  }

  /// UIKit's initializer pushes the root through `pushViewController(_:animated:)`, so the
  /// library's push runs at init: it turns the system swipe off then, while the pan goes on the
  /// system swipe's view at the first push after the view has loaded.
  @Test func theRootPushTurnsTheSystemSwipeOffAndTheFirstPushPutsThePan() {
    let stage = Stage()
    #expect(stage.navigation.fullscreenPopGestureRecognizer.view == nil)
    #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == false)
    stage.push()
    #expect(stage.navigation.fullscreenPopGestureRecognizer.view === stage.navigation.view)
    #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == false)
    // A second push installs nothing twice.
    stage.push()
    let pans = stage.navigation.view.gestureRecognizers?.filter {
      $0 === stage.navigation.fullscreenPopGestureRecognizer
    }
    #expect(pans?.count == 1)
  }

  @Test func aSwipeFromTheMiddleOfThePagePops() {
    let stage = Stage()
    stage.push()
    let attempt = stage.swipe(fromX: 195)
    #expect(attempt.outcome == .began)
    #expect(attempt.pop?.isDrivingTransition == true)
    stage.finish(attempt)
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aSwipeAtTheRootIsRefusedAndFreezesNothing() {
    let stage = Stage()
    stage.push()
    stage.world.run { _ = stage.navigation.popViewController(animated: false) }
    stage.settle()
    let attempt = stage.swipe()
    #expect(attempt.outcome == .refused)
    #expect(!stage.world.isFrozen(stage.navigation))
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aScreenThatDisablesTheSwipeKeepsIt() {
    let stage = Stage()
    let page = stage.world.run { PreferringScreen() }
    page.fdInteractivePopDisabled = true
    stage.push(page)
    #expect(stage.swipe().outcome == .refused)
    page.fdInteractivePopDisabled = false
    #expect(stage.swipe().outcome == .began)
  }

  @Test func aSwipeBeyondTheScreensMaximumDistanceFromTheEdgeIsRefused() {
    let stage = Stage()
    let page = stage.world.run { PreferringScreen() }
    page.fdInteractivePopMaxAllowedInitialDistanceToLeftEdge = 40
    stage.push(page)
    #expect(stage.swipe(fromX: 195).outcome == .refused)
    #expect(stage.swipe(fromX: 20).outcome == .began)
  }

  @Test func aSwipeDuringThePushIsRefusedByThePrivateTransitionFlag() {
    let stage = Stage()
    stage.push()
    stage.world.run {
      stage.navigation.pushViewController(UIViewController(), animated: true)
    }
    #expect((stage.navigation.value(forKey: "_isTransitioning") as? NSNumber)?.boolValue == true)
    #expect(stage.swipe().outcome == .refused)
    #expect(!stage.world.isFrozen(stage.navigation))
    stage.settle()
    #expect((stage.navigation.value(forKey: "_isTransitioning") as? NSNumber)?.boolValue == false)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aPanTowardsTheLeadingEdgeIsRefused() {
    let stage = Stage()
    stage.push()
    #expect(stage.swipe(dx: -10).outcome == .refused)
  }

  @Test func aCarouselUnderTheFingerTakesThePanEvenAtItsLeadingPage() {
    let stage = Stage()
    let page = stage.push()
    let carousel = stage.world.run {
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      carousel.contentSize = CGSize(width: 1_170, height: 844)
      page.view.addSubview(carousel)
      return carousel
    }
    let attempt = stage.swipe(fromX: 8, touching: carousel)
    #expect(attempt.outcome == .takenByOtherRecognizer)
    #expect(attempt.winner === carousel.panGestureRecognizer)
    #expect(stage.navigation.viewControllers.count == 2)
  }

  @Test func theBarFollowsEachScreensPreferenceAsItAppears() {
    let stage = Stage()
    let page = stage.world.run { PreferringScreen() }
    page.fdPrefersNavigationBarHidden = true
    stage.push(page)
    #expect(stage.navigation.isNavigationBarHidden)
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    stage.settle()
    #expect(!stage.navigation.isNavigationBarHidden)
  }
}
