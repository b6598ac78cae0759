import Foundation
import HeadlessUIKit
import Testing

/// A world, and everything made in it, is freed once the test lets go of it: no retain cycle
/// runs through the application, its scenes, windows, controllers or the clock's pending work.
@MainActor
@Suite struct WorldLifetimeTests {
  /// Weak references to the objects one life made, checked once it is over.
  final class Tracker {
    private var references: [(name: String, reference: WeakBox)] = []

    struct WeakBox {
      weak var object: AnyObject?
    }

    func track(_ name: String, _ object: AnyObject) {
      references.append((name, WeakBox(object: object)))
    }

    /// The names of the tracked objects still alive.
    var survivors: [String] {
      references.filter { $0.reference.object != nil }.map(\.name)
    }

    var count: Int { references.count }
  }

  /// Builds a world with a window showing a navigation controller, lets `body` drive it, and
  /// returns the tracker once every strong reference the test held is gone.
  private func life(
    profile: Headless.Profile = .deferring,
    _ body: (Headless.World, UINavigationController, Tracker) -> Void
  ) -> Tracker {
    let tracker = Tracker()
    do {
      let world = Headless.World(profile: profile)
      world.run {
        let scene = world.makeWindowScene()
        let window = UIWindow(windowScene: scene)
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        tracker.track("world", world)
        tracker.track("application", world.application)
        tracker.track("scene", scene)
        tracker.track("window", window)
        tracker.track("navigation controller", navigation)
        tracker.track("root", navigation.viewControllers[0])
        body(world, navigation, tracker)
      }
    }
    return tracker
  }

  @Test func aWorldThatMadeASceneIsFreedWithItsWindowsAndControllers() {
    let tracker = life { _, _, _ in }
    #expect(tracker.survivors == [])
  }

  @Test func everythingIsFreedAfterAnimatedTransitionsRanToTheirEnd() {
    let tracker = life { world, navigation, tracker in
      let pushed = UIViewController()
      let presented = UIViewController()
      tracker.track("pushed", pushed)
      tracker.track("presented", presented)
      navigation.pushViewController(pushed, animated: true)
      world.scheduler.runUntilIdle()
      pushed.present(presented, animated: true)
      world.scheduler.runUntilIdle()
      if let controller = presented.presentationController {
        tracker.track("presentation controller", controller)
      }
      presented.dismiss(animated: true)
      world.scheduler.runUntilIdle()
      navigation.popViewController(animated: true)
      world.scheduler.runUntilIdle()
      let swiped = UIViewController()
      tracker.track("swiped", swiped)
      navigation.pushViewController(swiped, animated: false)
      let swipe = world.beginInteractivePop(on: navigation)
      swipe?.update(progress: 0.3)
      swipe?.cancel()
      world.scheduler.runUntilIdle()
      #expect(world.scheduler.isIdle)
    }
    #expect(tracker.count == 10)
    #expect(tracker.survivors == [])
  }

  @Test func aControllerLeftPresentedIsFreedWithTheWorld() {
    let tracker = life { world, navigation, tracker in
      let presented = UIViewController()
      tracker.track("presented", presented)
      navigation.present(presented, animated: true)
      world.scheduler.runUntilIdle()
      if let controller = presented.presentationController {
        tracker.track("presentation controller", controller)
      }
    }
    #expect(tracker.survivors == [])
  }

  @Test(arguments: Headless.Profile.allCases)
  func aWorldEndedMidTransitionIsFreedWithItsPendingWork(profile: Headless.Profile) {
    let tracker = life(profile: profile) { world, navigation, tracker in
      let first = UIViewController()
      let second = UIViewController()
      tracker.track("first", first)
      tracker.track("second", second)
      navigation.pushViewController(first, animated: true)
      navigation.pushViewController(second, animated: true)
      navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in }
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }

  @Test func aWorldEndedMidPresentationIsFreed() {
    let tracker = life { world, navigation, tracker in
      let presented = UIViewController()
      tracker.track("presented", presented)
      navigation.present(presented, animated: true)
      if let controller = presented.presentationController {
        tracker.track("presentation controller", controller)
      }
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }

  @Test func aWorldEndedDuringASwipeIsFreed() throws {
    let tracker = life { world, navigation, tracker in
      let pushed = UIViewController()
      tracker.track("pushed", pushed)
      navigation.pushViewController(pushed, animated: false)
      let swipe = world.beginInteractivePop(on: navigation)
      #expect(swipe?.isDrivingTransition == true)
      swipe?.update(progress: 0.5)
      swipe?.finish()
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }

  @Test func aWorldEndedAfterALegacyOverlapCrashIsFreed() {
    let tracker = life(profile: .legacy) { world, navigation, tracker in
      for _ in 0..<3 {
        let screen = UIViewController()
        tracker.track("screen", screen)
        navigation.pushViewController(screen, animated: true)
      }
      #expect(world.hasCrashed)
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }

  @Test func aWorldEndedMidDismissalWithPendingPresentWorkIsFreed() {
    let tracker = life { world, navigation, tracker in
      let presented = UIViewController()
      tracker.track("presented", presented)
      navigation.present(presented, animated: false)
      presented.dismiss(animated: true) { tracker.track("completion ran", presented) }
      let pushed = UIViewController()
      tracker.track("pushed", pushed)
      navigation.pushViewController(pushed, animated: true)
      navigation.present(UIViewController(), animated: true)
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }

  @Test(arguments: Headless.Profile.allCases)
  func aWorldEndedWithACallDeferredOnAControllerOfTheRunningTransitionIsFreed(
    profile: Headless.Profile
  ) {
    let tracker = life(profile: profile) { world, navigation, tracker in
      let pushed = UIViewController()
      tracker.track("pushed", pushed)
      navigation.pushViewController(pushed, animated: true)
      // The controller the running push brings in, pushed again: the deferring profile defers
      // the call to the end of that push, among its coordinator's completions, which then hold
      // a controller taking part in the push.
      navigation.pushViewController(pushed, animated: true)
      #expect(!world.scheduler.isIdle)
    }
    #expect(tracker.survivors == [])
  }
}
