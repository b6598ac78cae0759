import Foundation

/// The context of a running transition, as the transition coordinator reports it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The modal presentation style, or `.none` for a navigation transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive (a swipe).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the user still drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an abandoned swipe).
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How much of the transition is done, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed of the completion animation after an interactive phase.
  var completionVelocity: CGFloat { get }
  /// The curve of the completion animation after an interactive phase.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view in which the transition takes place.
  var containerView: UIView { get }

  /// The controller that leaves (`.from`) or arrives (`.to`).
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller, if any.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?

  /// The view that leaves (`.from`) or arrives (`.to`).
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view, if any.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The object that coordinates a transition: animations alongside it and its end.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` when it ends.
  ///
  /// - Parameters:
  ///   - animation: Runs with the transition's animations.
  ///   - completion: Runs at the end; the context's
  ///     ``UIViewControllerTransitionCoordinatorContext/isCancelled`` tells a cancelled swipe.
  /// - Returns: Whether the blocks were queued (`false` once the transition ended).
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `animation` alongside the transition in a view outside the container.
  ///
  /// - Parameters:
  ///   - view: The view the animation concerns.
  ///   - animation: Runs with the transition's animations.
  ///   - completion: Runs at the end.
  /// - Returns: Whether the blocks were queued.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `handler` when the user lets go of an interactive transition (finish or cancel).
  ///
  /// - Parameter handler: Receives the context;
  ///   ``UIViewControllerTransitionCoordinatorContext/isCancelled`` tells which.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  )
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion.
  ///
  /// - Parameter animation: Runs with the transition's animations.
  /// - Returns: Whether the block was queued.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Runs `animation` alongside the transition in a view outside the container, no completion.
  ///
  /// - Parameters:
  ///   - view: The view the animation concerns.
  ///   - animation: Runs with the transition's animations.
  /// - Returns: Whether the block was queued.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

/// The keys for the controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The controller that leaves.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey"
  )
  /// The controller that arrives.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey"
  )
}

/// The keys for the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// Creates a key.
  ///
  /// - Parameter rawValue: The key's name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view that leaves.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view that arrives.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// An object that vends custom transition animators for presentations (named only).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
