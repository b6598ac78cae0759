import Foundation
import HeadlessUIKit
import Testing

/// A2 (corrected end order): at the end of an animated push the did-appearance callbacks and
/// `didShow` come first, then the coordinator's completions, and the navigation calls deferred
/// during the transition run among those completions in the order they were made.
@MainActor
@Suite struct EndOrderTests {
  @Test func a2DeferredCallsRunAmongTheCoordinatorsCompletionsAfterDidShow() throws {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.pushViewController(b, animated: true)
    let coordinator = try #require(stage.navigation.transitionCoordinator)
    coordinator.animate(alongsideTransition: nil) { _ in stage.log.append("first completion") }
    stage.navigation.pushViewController(c, animated: true)
    coordinator.animate(alongsideTransition: nil) { _ in stage.log.append("second completion") }
    stage.log.removeAll()
    stage.advance(by: 0.35)
    #expect(
      stage.log.entries == [
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
        "first completion",
        "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "willShow(C)",
        "second completion",
      ]
    )
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    #expect(stage.world.faults.isEmpty)
  }

  @Test func a2ACallMadeInDidShowAppliesAtOnce() {
    let stage = NavigationStage(profile: .deferring)
    let b = stage.screen("B")
    let c = stage.screen("C")
    var pushedFromDidShow = false
    let delegate = PushingDelegate { navigation, shown in
      guard shown === b, !pushedFromDidShow else { return }
      pushedFromDidShow = true
      navigation.pushViewController(c, animated: true)
      #expect(navigation.viewControllers == [stage.root, b, c])
    }
    stage.navigation.delegate = delegate
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    #expect(pushedFromDidShow)
    #expect(stage.world.faults.isEmpty)
  }

  /// Calls `body` from `didShow`.
  final class PushingDelegate: NSObject, UINavigationControllerDelegate {
    let body: (UINavigationController, UIViewController) -> Void

    init(_ body: @escaping (UINavigationController, UIViewController) -> Void) {
      self.body = body
    }

    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController,
      animated: Bool
    ) {
      body(navigationController, viewController)
    }
  }
}
