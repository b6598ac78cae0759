import Foundation

/// An object that animates a custom transition.
///
/// The model animates by itself: it asks only for ``transitionDuration(using:)``, which
/// becomes the transition's duration, and never calls ``animateTransition(using:)``
/// (`Docs/UIKitFacts.md` A10).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The transition's duration, in seconds.
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval

  /// Animates the transition; the model does not call it (it animates by itself).
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// An object that drives an interactive custom transition.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Called when an interactive transition starts, with the context it drives.
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// The context of a custom transition: what an animator reads and an interaction controller
/// drives.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view that contains the transition.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is driven interactively now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }

  /// Reports the fraction done.
  ///
  /// - Parameter percentComplete: The fraction done, 0...1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Lets the transition finish by itself.
  func finishInteractiveTransition()
  /// Lets the transition go back by itself.
  func cancelInteractiveTransition()
  /// Tells UIKit the animation ended.
  ///
  /// - Parameter didComplete: Whether the transition completed.
  func completeTransition(_ didComplete: Bool)
  /// A controller taking part.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The root view of a controller taking part.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where a controller's view starts.
  ///
  /// - Parameter vc: A controller taking part.
  /// - Returns: Its frame before the transition.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where a controller's view ends.
  ///
  /// - Parameter vc: A controller taking part.
  /// - Returns: Its frame after the transition.
  func finalFrame(for vc: UIViewController) -> CGRect
}
