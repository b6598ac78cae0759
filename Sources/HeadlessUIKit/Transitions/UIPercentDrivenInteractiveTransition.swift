import Foundation

/// An interaction controller driven by a fraction: call ``update(_:)`` while a gesture moves,
/// then ``finish()`` or ``cancel()``.
///
/// Each call is forwarded to the context UIKit handed to
/// ``startInteractiveTransition(_:)``; before that (or after the end) it only records.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  private var context: (any UIViewControllerContextTransitioning)?
  /// The last fraction passed to ``update(_:)``.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the remaining part runs after the release (1 by default).
  open var completionSpeed: CGFloat = 1

  /// Creates an interaction controller.
  public override init() {
    super.init()
  }

  /// Keeps the context it drives.
  ///
  /// - Parameter transitionContext: The transition's context.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
    transitionContext.updateInteractiveTransition(percentComplete)
  }

  /// Moves the transition to `percentComplete`.
  ///
  /// - Parameter percentComplete: The fraction done; clamped to 0...1.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(1, max(0, percentComplete))
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Lets the transition finish by itself.
  open func finish() {
    context?.finishInteractiveTransition()
    context = nil
  }

  /// Lets the transition go back by itself.
  open func cancel() {
    context?.cancelInteractiveTransition()
    context = nil
  }
}
