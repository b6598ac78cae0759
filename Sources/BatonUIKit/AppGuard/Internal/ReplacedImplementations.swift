#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The implementations the app-wide guard replaced (UIKit's, or another library's that exchanged
/// before Baton), called directly: for a call the guard lets through, and for a call it routed,
/// when its turn comes.
///
/// Calling them directly, not through the public method, keeps what ran above the guard when the
/// app made the call (a subclass's override, a library that exchanged after Baton) from running
/// a second time for the same call.
@MainActor
struct ReplacedImplementations {
  let push: @MainActor (UINavigationController, UIViewController, Bool) -> Void
  let pop: @MainActor (UINavigationController, Bool) -> UIViewController?
  let popTo: @MainActor (UINavigationController, UIViewController, Bool) -> [UIViewController]?
  let popToRoot: @MainActor (UINavigationController, Bool) -> [UIViewController]?
  let setViewControllers: @MainActor (UINavigationController, [UIViewController], Bool) -> Void
  let present: @MainActor (UIViewController, UIViewController, Bool, (() -> Void)?) -> Void
  let dismiss: @MainActor (UIViewController, Bool, (() -> Void)?) -> Void
  let setNavigationBarHidden: @MainActor (UINavigationController, Bool, Bool) -> Void
  let setSelectedIndex: @MainActor (UITabBarController, Int) -> Void
  let setSelectedViewController: @MainActor (UITabBarController, UIViewController?) -> Void

  /// Selects `target` on `tabBar` with the replaced setter of the one the app called.
  func select(_ target: TabSelectionRequests.Target, on tabBar: UITabBarController) {
    switch target {
    case .index(let index): setSelectedIndex(tabBar, index)
    case .controller(let controller): setSelectedViewController(tabBar, controller)
    }
  }

  /// Pops `navigation` to `target` with the replaced implementations; what they popped.
  func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool
  ) -> [UIViewController]? {
    switch target {
    case .top, .topAsSeen:
      return pop(navigation, animated).map { [$0] }
    case .viewController(let controller):
      return popTo(navigation, controller, animated)
    case .root:
      return popToRoot(navigation, animated)
    case .screen(let screen):
      let stack = navigation.viewControllers
      guard let index = stack.firstIndex(where: { $0 === screen }), index > 0 else { return nil }
      if index == stack.count - 1 { return pop(navigation, animated).map { [$0] } }
      return popTo(navigation, stack[index - 1], animated)
    }
  }
}
