import Foundation

/// The delegate of a navigation controller.
///
/// Every member is optional in UIKit: here each is a
/// requirement with UIKit's "not implemented" behaviour as its default.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before `viewController` is shown (once per change; not again on a cancelled swipe).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the change is animated.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  )

  /// Called after `viewController` was shown (never after a cancelled swipe or a pop at the root).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change was animated.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  )

  /// Asks for an interactive animator (`nil` when not implemented).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator of the transition.
  /// - Returns: The interactive animator, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Asks for a custom animator (`nil` when not implemented).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The controller that leaves.
  ///   - toVC: The controller that arrives.
  /// - Returns: The animator, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Whether this delegate implements the method `aSelector` names: `NSObjectProtocol`'s
  /// `responds(to:)`, which UIKit asks when the delegate is set (A5 R1: the animator and
  /// interaction methods) and Linux's Foundation lacks.
  ///
  /// > Important: Swift cannot tell here which of the requirements above a delegate implements.
  /// > A delegate that implements the animator or interaction method says so by implementing
  /// > this method (on Linux only: on iOS `NSObject` answers it), with the selectors of
  /// > ``Headless/NavigationDelegateSelector``; otherwise the model answers `false`.
  ///
  /// - Parameter aSelector: The Objective-C name of a method.
  /// - Returns: Whether the delegate implements it.
  func responds(to aSelector: Selector) -> Bool
}

extension UINavigationControllerDelegate {
  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the change is animated.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change was animated.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Returns `nil` when not implemented.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator of the transition.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Returns `nil` when not implemented.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The controller that leaves.
  ///   - toVC: The controller that arrives.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Answers `false` when not implemented: the model takes the delegate for one that implements
  /// none of the optional methods UIKit asks about by name.
  ///
  /// - Parameter aSelector: The Objective-C name of a method.
  /// - Returns: `false`.
  public func responds(to aSelector: Selector) -> Bool { false }

  /// Lets forwarding code spell UIKit's optional call,
  /// `delegate?.navigationController?(nav, willShow: vc, animated: true)`, on Linux too.
  ///
  /// Unlike iOS, an unimplemented method is not `nil` here: the call reaches the default.
  public var navigationController: _UINavigationControllerDelegateOptionalCall? {
    _UINavigationControllerDelegateOptionalCall(base: self)
  }
}

/// The shim behind `delegate?.navigationController?(…)` (`Docs/UIKitFacts.md` Part B §10); not
/// for direct use.
@MainActor
public struct _UINavigationControllerDelegateOptionalCall {
  let base: any UINavigationControllerDelegate

  /// Forwards `navigationController(_:willShow:animated:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller about to be shown.
  ///   - animated: Whether the change is animated.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    base.navigationController(navigationController, willShow: viewController, animated: animated)
  }

  /// Forwards `navigationController(_:didShow:animated:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change was animated.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    base.navigationController(navigationController, didShow: viewController, animated: animated)
  }

  /// Forwards `navigationController(_:interactionControllerFor:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The animator of the transition.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    base.navigationController(navigationController, interactionControllerFor: animationController)
  }

  /// Forwards `navigationController(_:animationControllerFor:from:to:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: Push or pop.
  ///   - fromVC: The controller that leaves.
  ///   - toVC: The controller that arrives.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    base.navigationController(
      navigationController,
      animationControllerFor: operation,
      from: fromVC,
      to: toVC
    )
  }
}
