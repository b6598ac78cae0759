import Foundation
import HeadlessUIKit
import Testing

/// A15: the model of the Objective-C runtime's method exchange for the seven transition entry
/// points (`Docs/UIKitFacts.md` A15).
@MainActor
@Suite struct MethodTableTests {
  /// A subclass that overrides push and calls `super`.
  final class OverridingNavigationController: UINavigationController {
    var overrides = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      overrides += 1
      super.pushViewController(viewController, animated: animated)
    }
  }

  /// Exchanges push in the stage's world, noting each call it sees, and calls through.
  private func exchangePush(in stage: NavigationStage, note: @escaping @MainActor (String) -> Void)
  {
    stage.world.methodTable.exchangeImplementation(of: \.pushViewController) { replaced in
      { navigation, viewController, animated in
        note("push")
        replaced(navigation, viewController, animated)
      }
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func a15AnExchangeIsSeenByTheAppsCallsAndBySuper(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    var seen: [String] = []
    exchangePush(in: stage) { seen.append($0) }
    stage.world.run {
      stage.navigation.pushViewController(UIViewController(), animated: false)
      // UIKit's initializer pushes its root through the same send (D26
      // `initWithRootViewController:`): the override and the exchange see that push too.
      let overriding = OverridingNavigationController(rootViewController: UIViewController())
      #expect(overriding.overrides == 1)
      overriding.pushViewController(UIViewController(), animated: false)
      #expect(overriding.overrides == 2)
      #expect(overriding.viewControllers.count == 2)
    }
    #expect(seen == ["push", "push", "push"])
    #expect(stage.navigation.viewControllers.count == 2)
    #expect(stage.world.methodTable.exchangeCount == 1)
  }

  @Test(arguments: Headless.Profile.allCases)
  func a15HeadlessUIKitsOwnCallsSeeTheExchange(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    var seen: [String] = []
    exchangePush(in: stage) { seen.append($0) }
    stage.world.methodTable.exchangeImplementation(of: \.dismiss) { replaced in
      { controller, animated, completion in
        seen.append("dismiss from \(type(of: controller))")
        replaced(controller, animated, completion)
      }
    }
    stage.world.run {
      // `show(_:sender:)` pushes through the public method.
      stage.root.show(UIViewController(), sender: nil)
      stage.world.scheduler.advance(by: 2)
      // An alert's dismissal after a tap is sent to its presenting controller.
      let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
      let action = UIAlertAction(title: "OK", style: .default)
      alert.addAction(action)
      stage.navigation.present(alert, animated: false)
      stage.world.scheduler.advance(by: 2)
      #expect(stage.world.tap(action, in: alert))
      stage.world.scheduler.advance(by: 2)
    }
    #expect(seen == ["push", "dismiss from UINavigationController"])
    #expect(stage.navigation.presentedViewController == nil)
  }

  @Test func a15TwoExchangesChainInEitherOrder() {
    let stage = NavigationStage()
    var seen: [String] = []
    exchangePush(in: stage) { _ in seen.append("first") }
    exchangePush(in: stage) { _ in seen.append("second") }
    stage.world.run {
      stage.navigation.pushViewController(UIViewController(), animated: false)
    }
    // The later exchange runs first and calls through to the earlier one, then to UIKit.
    #expect(seen == ["second", "first"])
    #expect(stage.navigation.viewControllers.count == 2)
    #expect(stage.world.methodTable.exchangeCount == 2)
  }

  @Test func a15AnotherWorldIsUntouched() {
    let stage = NavigationStage()
    let other = NavigationStage()
    var seen: [String] = []
    exchangePush(in: stage) { _ in seen.append("push") }
    other.world.run {
      other.navigation.pushViewController(UIViewController(), animated: false)
    }
    #expect(seen.isEmpty)
    #expect(other.world.methodTable.exchangeCount == 0)
    #expect(other.navigation.viewControllers.count == 2)
  }
}
