import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The animation of a pop driven by the full-screen pan: the top page slides out towards the
/// trailing edge while the page below follows from a third of the way in, as UIKit's own pop.
final class FullScreenPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// UIKit's pop lasts about this long.
  static let duration: TimeInterval = 0.35

  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let container = transitionContext.containerView
    let final = transitionContext.finalFrame(for: toController)
    let towardsTrailing: CGFloat =
      container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    let start = fromView.frame
    container.insertSubview(toView, at: 0)
    toView.frame = final.offsetBy(dx: -towardsTrailing * final.width / 3, dy: 0)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.frame = start.offsetBy(dx: towardsTrailing * start.width, dy: 0)
        toView.frame = final
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled {
          fromView.frame = start
          toView.removeFromSuperview()
        }
        transitionContext.completeTransition(!cancelled)
      }
    )
  }
}
