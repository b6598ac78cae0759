import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The navigation controller's delegate while the full-screen swipe-back is on: it forwards
/// every callback to the app's delegate and vends Baton's animator and interaction controller
/// only for the pop Baton's pan drives, when the app's delegate vends none.
///
/// It forwards the four calls it implements. The orientation queries
/// (`navigationControllerSupportedInterfaceOrientations(_:)` and
/// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`) are not forwarded:
/// answering them for an app delegate that does not implement them would change UIKit's
/// default, and Baton uses no Objective-C message forwarding.
final class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate {
  /// The app's delegate.
  ///
  /// Weak, as `UINavigationController.delegate` is.
  weak var app: (any UINavigationControllerDelegate)?
  /// The pan that may be driving a pop.
  ///
  /// Weak: it owns the proxy.
  weak var pan: FullScreenPopGesture?

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    app?.navigationController?(navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    app?.navigationController?(navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let appAnimator =
      app?.navigationController?(
        navigationController,
        animationControllerFor: operation,
        from: fromVC,
        to: toVC
      ) ?? nil
    if let appAnimator { return appAnimator }
    guard operation == .pop, let pan, pan.isDriving else { return nil }
    return pan.animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    let appInteraction =
      app?.navigationController?(
        navigationController,
        interactionControllerFor: animationController
      ) ?? nil
    if let appInteraction { return appInteraction }
    return pan?.interaction
  }
}
