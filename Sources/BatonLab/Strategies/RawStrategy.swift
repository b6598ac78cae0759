import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Direct UIKit calls, as most apps make them.
///
/// Open for strategies that change only the navigation controller (``ReplaceDelegateStrategy``).
@MainActor
class RawStrategy: NavigationStrategy {
  private let calls: DirectCalls

  init(probe: LabProbe) {
    calls = DirectCalls(probe: probe)
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    UINavigationController(rootViewController: root)
  }

  func install(window: UIWindow, stacks: [UINavigationController]) {}

  /// None: direct calls queue nowhere (``GuardStrategy`` returns the window's).
  var lane: Lane? { nil }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    calls.push(screen, on: stack, animated: animated, intent: intent)
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    calls.pop(from: screen, intent: intent)
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    calls.popToRoot(stack, animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    calls.present(screen, from: presenter, intent: intent)
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    calls.dismiss(screen, animated: animated, intent: intent)
  }
}
