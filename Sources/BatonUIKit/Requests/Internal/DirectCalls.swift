#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Calls UIKit's navigation methods for a request whose turn has come, bypassing the lane
/// routing of ``BatonNavigationController`` (which would otherwise queue the call again).
@MainActor
enum DirectCalls {
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool
  ) {
    bypassing(navigation) { navigation.pushViewController(viewController, animated: animated) }
  }

  static func pop(_ navigation: UINavigationController, animated: Bool) -> UIViewController? {
    bypassing(navigation) { navigation.popViewController(animated: animated) }
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: UIViewController,
    animated: Bool
  ) -> [UIViewController]? {
    bypassing(navigation) { navigation.popToViewController(target, animated: animated) }
  }

  static func popToRoot(_ navigation: UINavigationController, animated: Bool) -> [UIViewController]?
  {
    bypassing(navigation) { navigation.popToRootViewController(animated: animated) }
  }

  static func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool
  ) {
    bypassing(navigation) { navigation.setViewControllers(viewControllers, animated: animated) }
  }

  /// Runs `body` with ``BatonNavigationController``'s routing switched off.
  static func bypassing<Result>(_ navigation: UINavigationController, _ body: () -> Result)
    -> Result
  {
    guard let baton = navigation as? BatonNavigationController else { return body() }
    baton.directCallDepth += 1
    defer { baton.directCallDepth -= 1 }
    return body()
  }
}
