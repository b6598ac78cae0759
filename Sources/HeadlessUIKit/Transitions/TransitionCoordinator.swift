import Foundation

/// The model's transition coordinator: one per animated transition.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  typealias Handler = (any UIViewControllerTransitionCoordinatorContext) -> Void

  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  let transitionDuration: TimeInterval
  var percentComplete: CGFloat = 0
  // The controllers taking part hold the coordinator, so it refers to them, and to the view
  // that contains the transition, weakly.
  private weak var containerStorage: UIView?
  private weak var fromViewController: UIViewController?
  private weak var toViewController: UIViewController?
  /// The completions, in the order they were added.
  private var completions: [Handler] = []
  private var interactionHandlers: [Handler] = []
  private(set) var isFinished = false

  init(
    presentationStyle: UIModalPresentationStyle,
    isInteractive: Bool,
    duration: TimeInterval,
    containerView: UIView,
    from: UIViewController?,
    to: UIViewController?
  ) {
    self.isAnimated = true
    self.presentationStyle = presentationStyle
    self.initiallyInteractive = isInteractive
    self.isInteractive = isInteractive
    self.transitionDuration = duration
    self.containerStorage = containerView
    self.fromViewController = from
    self.toViewController = to
    super.init()
  }

  /// The view that contains the transition; an empty, detached view once that view is gone.
  var containerView: UIView { containerStorage ?? UIView() }

  var isInterruptible: Bool { false }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromViewController : key == .to ? toViewController : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from
      ? fromViewController?.viewStorage : key == .to ? toViewController?.viewStorage : nil
  }

  @discardableResult
  func animate(
    alongsideTransition animation: Handler?,
    completion: Handler?
  ) -> Bool {
    guard !isFinished else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: Handler?,
    completion: Handler?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Handler) {
    guard isInteractive, !isFinished else { return }
    interactionHandlers.append(handler)
  }

  /// The user let go: interaction handlers run, the rest of the transition is animated.
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition ended: completions run with the final context.
  func complete(cancelled: Bool) {
    guard !isFinished else { return }
    isFinished = true
    isCancelled = cancelled
    percentComplete = cancelled ? 0 : 1
    let handlers = completions
    completions = []
    for handler in handlers { handler(self) }
  }
}
