import BatonTesting
import Foundation
import HeadlessUIKit
import Testing

@testable import BatonLab

/// The `buffered-nav` peer does what Plasma/BufferedNavigationController does
/// (`BufferedNavigationController.m`): it holds navigation calls made during a transition and
/// replays one per did-show, and it keeps the library's limits, each shown failing here.
@MainActor
@Suite struct BufferedNavigationStrategyTests {
  /// A window showing a ``BufferedNavigationController`` whose root is "A".
  @MainActor
  struct Stage {
    let world: Headless.World
    let window: UIWindow
    let navigation: BufferedNavigationController
    let root: UIViewController

    init(
      profile: Headless.Profile,
      beforeShowing: (BufferedNavigationController) -> Void = { _ in }
    ) {
      let world = Headless.World(profile: profile)
      self.world = world
      (window, navigation, root) = world.run {
        let window = UIWindow(windowScene: world.makeWindowScene())
        let root = UIViewController()
        let navigation = BufferedNavigationController(rootViewController: root)
        beforeShowing(navigation)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, root)
      }
      world.scheduler.runUntilIdle()
    }

    func screen() -> UIViewController {
      world.run { UIViewController() }
    }

    /// Runs everything pending; nothing may be left on the virtual clock.
    func settle() {
      world.scheduler.runUntilIdle()
      #expect(world.scheduler.isIdle)
    }
  }

  /// An app's own navigation delegate that does not forward to the library (it cannot: the
  /// library exposes no delegate to forward to).
  final class AppDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    ) {
      shown.append(viewController)
    }
  }

  @Test func aPushDuringAPushIsHeldAndReplayedAfterDidShowWithoutTheOverlapCrash() {
    let stage = Stage(profile: .legacy)
    let b = stage.screen()
    let c = stage.screen()
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.heldCalls.count == 1)
    #expect(stage.navigation.viewControllers == [stage.root, b])
    stage.world.scheduler.advance(by: 0.35)
    #expect(stage.navigation.heldCalls.isEmpty)
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    stage.settle()
    #expect(stage.world.faults.isEmpty)
    #expect(!stage.navigation.isTransitioning)
  }

  @Test func rawUIKitOnTheSameStoryLogsTheNestedAnimation() throws {
    let (_, buffered) = try tinyStorm(
      "double-tap detail\nsettle",
      strategy: .bufferedNav,
      profile: .legacy
    )
    let (_, raw) = try tinyStorm("double-tap detail\nsettle", strategy: .raw, profile: .legacy)
    #expect(buffered.faults.total == 0)
    #expect(raw.faults.byKind["F3", default: 0] > 0)
    // The library serialises, it does not deduplicate: both detail pages land.
    #expect(buffered.duplicateScreens == 1)
  }

  @Test func aPopDuringAPushIsHeldAndReturnsNil() {
    let stage = Stage(profile: .legacy)
    stage.navigation.pushViewController(stage.screen(), animated: true)
    #expect(stage.navigation.popViewController(animated: true) == nil)
    #expect(stage.navigation.heldCalls.count == 1)
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aHeldCallThatStartsNoTransitionStrandsTheCallsBehindIt() {
    let stage = Stage(profile: .deferring)
    let b = stage.screen()
    let c = stage.screen()
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.popViewController(animated: true)
    stage.navigation.popViewController(animated: true)
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.heldCalls.count == 3)
    stage.settle()
    // The second pop met the root and showed nothing: no did-show came to replay the push.
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.navigation.heldCalls.count == 1)
    #expect(!stage.navigation.isTransitioning)
  }

  @Test func anAppDelegateSetLaterTurnsTheBufferingOff() {
    let stage = Stage(profile: .legacy)
    let app = AppDelegate()
    stage.navigation.delegate = app
    stage.navigation.pushViewController(stage.screen(), animated: true)
    stage.navigation.pushViewController(stage.screen(), animated: true)
    #expect(stage.navigation.heldCalls.isEmpty)
    #expect(stage.world.faults.map(\.kind) == [.nestedAnimation])
    stage.settle()
    #expect(!app.shown.isEmpty)
  }

  @Test func anAppDelegateSetBeforeTheViewLoadsIsReplaced() {
    let app = AppDelegate()
    let stage = Stage(profile: .deferring) { $0.delegate = app }
    #expect(stage.navigation.delegate === stage.navigation)
    stage.navigation.pushViewController(stage.screen(), animated: true)
    stage.settle()
    #expect(app.shown.isEmpty)
  }

  @Test func aPresentFromThePageBeingPushedAwayIsNotHeld() {
    let stage = Stage(profile: .deferring)
    stage.navigation.pushViewController(stage.screen(), animated: true)
    stage.root.present(stage.screen(), animated: true)
    #expect(stage.navigation.heldCalls.isEmpty)
    stage.settle()
    // UIKit itself deferred it to the push's end, when the root had left the window (F4).
    #expect(stage.world.faults.map(\.kind) == [.presentNotInWindowHierarchy])
    #expect(stage.root.presentedViewController == nil)
  }

  @Test(arguments: [(LabProfile.deferring, 1), (.fluid, 0)])
  func aPushHeldDuringACancelledSwipeWaitsForADidShowOnlyAnOldSDKWithholds(
    profile: LabProfile,
    lost: Int
  ) throws {
    let (_, metrics) = try tinyStorm(
      """
      tap detail
      settle
      swipe begin
      swipe progress 0.3
      notification 42
      wait 0.1
      swipe cancel
      settle
      """,
      strategy: .bufferedNav,
      profile: profile
    )
    #expect(metrics.lostIntents == lost)
    #expect(metrics.stuckLocks == 0)
  }
}
