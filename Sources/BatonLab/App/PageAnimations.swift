import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's navigation delegate for pages with their own transition
/// (``SwipeStyle/customAnimator``): it vends ``PageSlideAnimator`` for a push to, or a pop
/// from, such a page, and no interaction controller, as most apps that customise the
/// animation do; every other call goes on to the delegate the strategy installed.
///
/// UIKit's own swipe-back delegate refuses the edge swipe on such a page (it has no built-in
/// interaction controller, `Docs/UIKitFacts.md` A5); a delegate that replaces it gets UIKit's
/// built-in interactive pop instead (A10).
final class PageAnimations: NSObject, UINavigationControllerDelegate {
  /// The delegate the strategy installed, which still hears every call.
  ///
  /// Weak, as `UINavigationController.delegate` is: the strategy keeps it.
  weak var next: (any UINavigationControllerDelegate)?
  /// The stack whose delegate this is.
  private(set) weak var stack: UINavigationController?

  /// Makes `stack`'s delegate a new instance that passes every other call on to the delegate
  /// the strategy installed (Baton's navigation controller forwards to the app's delegate
  /// itself, so there it passes nothing on).
  static func install(on stack: UINavigationController) -> PageAnimations {
    let animations = PageAnimations()
    animations.stack = stack
    if !(stack is BatonNavigationController) { animations.next = stack.delegate }
    stack.delegate = animations
    return animations
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    next?.navigationController?(navigationController, willShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    next?.navigationController?(navigationController, didShow: viewController, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let page = operation == .pop ? fromVC : toVC
    if (page as? LabScreen)?.swipeStyle == .customAnimator { return PageSlideAnimator() }
    return next?.navigationController?(
      navigationController,
      animationControllerFor: operation,
      from: fromVC,
      to: toVC
    ) ?? nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    if animationController is PageSlideAnimator { return nil }
    return next?.navigationController?(
      navigationController,
      interactionControllerFor: animationController
    ) ?? nil
  }
}

/// A page's own push and pop: a cross-fade of 0.3 s.
final class PageSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { toView.alpha = 1 },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { toView.removeFromSuperview() }
        transitionContext.completeTransition(!cancelled)
      }
    )
  }
}
