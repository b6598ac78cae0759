import Foundation
import HeadlessUIKit
import Testing

/// A deterministic storm of random taps and swipes in the modern profile, checking after each
/// quiet period that the model's invariants hold: the stack and the children agree, only the
/// top's view is in the window, appearance callbacks are balanced, nothing is left running.
@MainActor
@Suite struct RandomStormTests {
  /// A screen that remembers its last appearance callback.
  final class CountingViewController: UIViewController {
    var last: String?

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      last = "willAppear"
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      last = "didAppear"
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      last = "willDisappear"
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      last = "didDisappear"
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func invariantsHoldAfterEveryQuietPeriod(seed: UInt64) throws {
    try storm(profile: .deferring, seed: seed, checks: true)
  }

  /// The legacy profile corrupts its state on purpose (F2, F3, F7); the storm must still drain
  /// and never trap.
  @Test(arguments: [1, 2] as [UInt64])
  func aLegacyStormDrainsWithoutTrapping(seed: UInt64) throws {
    try storm(profile: .legacy, seed: seed, checks: false)
  }

  private func storm(profile: Headless.Profile, seed: UInt64, checks: Bool) throws {
    let world = Headless.World(profile: profile)
    var random = SeededGenerator(seed: seed)
    try world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let navigation = UINavigationController(rootViewController: CountingViewController())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      var everyScreen: [CountingViewController] = []
      @MainActor func screen() -> CountingViewController {
        let made = CountingViewController()
        everyScreen.append(made)
        return made
      }
      var swipe: Headless.InteractivePop?
      for step in 0..<600 {
        switch random.next(9) {
        case 0, 1:
          navigation.pushViewController(screen(), animated: random.next(4) != 0)
        case 2:
          navigation.popViewController(animated: random.next(4) != 0)
        case 3:
          navigation.popToRootViewController(animated: true)
        case 4:
          navigation.setViewControllers(
            Array(navigation.viewControllers.prefix(1)) + [screen(), screen()],
            animated: true
          )
        case 5:
          swipe = swipe ?? world.beginInteractivePop(on: navigation)
          swipe?.update(progress: Double(random.next(10)) / 10)
        case 6:
          if random.next(2) == 0 { swipe?.finish() } else { swipe?.cancel() }
          swipe = nil
        case 7:
          navigation.topViewController?.present(screen(), animated: true)
        default:
          navigation.presentedViewController?.dismiss(animated: random.next(2) == 0)
        }
        world.scheduler.advance(by: Double(random.next(5)) * 0.1)
        guard step % 25 == 24 else { continue }
        swipe?.cancel()
        swipe = nil
        #expect(world.scheduler.runUntilIdle(maxSteps: 10_000))
        world.clearCrash()
        if checks {
          try checkInvariants(navigation: navigation, window: window, screens: everyScreen)
        }
      }
      if checks {
        #expect(!world.faults.contains { $0.isCrash })
        #expect(!world.faults.contains { $0.kind == .unbalancedAppearanceCalls })
      } else {
        // Overlaps corrupt (F3), crash (F2) or, with iOS 7's gesture delegate, freeze (F13).
        #expect(
          world.faults.contains {
            $0.kind == .nestedAnimation || $0.isCrash || $0.kind == .interactivePopDuringPush
          }
        )
      }
    }
  }

  private func checkInvariants(
    navigation: UINavigationController,
    window: UIWindow,
    screens: [CountingViewController]
  ) throws {
    let stack = navigation.viewControllers
    #expect(stack.count == navigation.children.count)
    #expect(zip(stack, navigation.children).allSatisfy { $0 === $1 })
    #expect(stack.allSatisfy { $0.parent === navigation })
    #expect(navigation.transitionCoordinator == nil)
    let top = try #require(stack.last)
    #expect(top.view.window === window)
    for controller in stack.dropLast() {
      #expect(controller.viewIfLoaded?.window == nil)
    }
    let roots = stack.compactMap { $0 as? CountingViewController }
    for controller in screens + roots {
      let onScreen = controller.viewIfLoaded?.window != nil
      if onScreen {
        #expect(controller.last == "didAppear")
      } else {
        #expect(controller.last == nil || controller.last == "didDisappear")
      }
    }
  }
}
