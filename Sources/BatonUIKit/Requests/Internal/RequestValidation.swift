import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The checks made when a request's turn comes: UIKit would crash, drop or ignore these.
@MainActor
enum RequestValidation {
  /// Checks a push.
  ///
  /// With `suppressesSameScreenType`, a push of the screen type already on top of the stack is
  /// a duplicate too: the second tap of a double tap whose first push finished before the
  /// second one's turn came (for example after a swipe-back the user abandoned).
  static func push(
    _ viewController: UIViewController,
    onto navigation: UINavigationController,
    suppressesSameScreenType: Bool
  ) -> DropReason? {
    if viewController is UINavigationController { return .invalid(.pushingNavigationController) }
    if navigation.viewControllers.contains(where: { $0 === viewController })
      || viewController.parent != nil
    {
      return .invalid(.alreadyOnStack)
    }
    if viewController.presentingViewController != nil { return .invalid(.alreadyPresented) }
    if suppressesSameScreenType, let top = navigation.topViewController,
      type(of: top) == type(of: viewController)
    {
      return .duplicate
    }
    return nil
  }

  static func pop(_ navigation: UINavigationController) -> DropReason? {
    navigation.viewControllers.count > 1 ? nil : .invalid(.atRoot)
  }

  static func pop(_ navigation: UINavigationController, to target: UIViewController) -> DropReason?
  {
    navigation.viewControllers.contains { $0 === target } ? nil : .invalid(.notOnStack)
  }

  static func set(_ viewControllers: [UIViewController], on navigation: UINavigationController)
    -> DropReason?
  {
    let identities = Set(viewControllers.map { ObjectIdentifier($0) })
    if identities.count != viewControllers.count { return .invalid(.nonDistinctViewControllers) }
    for controller in viewControllers {
      if controller is UINavigationController { return .invalid(.pushingNavigationController) }
      if let parent = controller.parent, parent !== navigation { return .invalid(.alreadyOnStack) }
      if controller.presentingViewController != nil { return .invalid(.alreadyPresented) }
    }
    return nil
  }

  static func present(_ viewController: UIViewController) -> DropReason? {
    if viewController.presentingViewController != nil || viewController.viewIfLoaded?.window != nil
    {
      return .invalid(.alreadyPresented)
    }
    if viewController.parent != nil { return .invalid(.alreadyOnStack) }
    return nil
  }

  static func dismiss(_ viewController: UIViewController) -> DropReason? {
    if viewController.presentedViewController == nil
      && viewController.presentingViewController == nil
    {
      return .invalid(.nothingToDismiss)
    }
    return nil
  }
}
