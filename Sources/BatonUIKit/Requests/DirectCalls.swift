#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Calls UIKit's navigation methods for a request whose turn has come, past the lane routing
/// of ``BatonNavigationController`` and of the app-wide guard for that one call (which would
/// otherwise queue it again): ``TurnCalls/direct``.
@MainActor
enum DirectCalls {
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool
  ) {
    bypassing(navigation) { navigation.pushViewController(viewController, animated: animated) }
  }

  /// Pops to `target`; returns what UIKit popped.
  static func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool
  ) -> [UIViewController]? {
    bypassing(navigation) {
      switch target {
      case .top, .topAsSeen:
        navigation.popViewController(animated: animated).map { [$0] }
      case .viewController(let controller):
        navigation.popToViewController(controller, animated: animated)
      case .root:
        navigation.popToRootViewController(animated: animated)
      case .screen(let screen):
        popScreen(screen, of: navigation, animated: animated)
      }
    }
  }

  /// Pops `screen` and everything above it: one pop when it is on top, else a pop to the
  /// screen below it; nil when it is not on the stack or is its root.
  private static func popScreen(
    _ screen: UIViewController,
    of navigation: UINavigationController,
    animated: Bool
  ) -> [UIViewController]? {
    let stack = navigation.viewControllers
    guard let index = stack.firstIndex(where: { $0 === screen }), index > 0 else { return nil }
    if index == stack.count - 1 {
      return navigation.popViewController(animated: animated).map { [$0] }
    }
    return navigation.popToViewController(stack[index - 1], animated: animated)
  }

  static func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool
  ) {
    bypassing(navigation) { navigation.setViewControllers(viewControllers, animated: animated) }
  }

  /// Runs `body`, whose one call to an overridden method of a ``BatonNavigationController``,
  /// or to a method the app-wide guard hooked, goes to UIKit's implementation: it holds the
  /// lane's pass (``GuardBypass``), the one way past the lane for a call made through UIKit's
  /// public methods.
  ///
  /// Only that call: a call made while it runs, from a UIKit callback it triggered (a screen
  /// that pushes the next one from `viewDidLoad` while it is being pushed), takes its turn on
  /// the lane.
  private static func bypassing<Result>(
    _ navigation: UINavigationController,
    _ body: () -> Result
  ) -> Result {
    GuardBypass.passing(navigation, body)
  }
}
