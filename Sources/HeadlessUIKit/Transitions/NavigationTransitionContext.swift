import Foundation

/// The context a navigation controller hands to a delegate's animator and interaction
/// controller (`Docs/UIKitFacts.md` A10): it reads the transition and drives it.
///
/// The interaction controller holds it, so it refers to the navigation controller weakly and
/// finds its transition by serial: once the transition ended every call is ignored.
@MainActor
final class NavigationTransitionContext: NSObject, UIViewControllerContextTransitioning {
  private weak var navigationController: UINavigationController?
  private let serial: Int
  private weak var fromViewController: UIViewController?
  private weak var toViewController: UIViewController?
  private var wasCancelled = false

  init(
    navigationController: UINavigationController,
    serial: Int,
    from: UIViewController?,
    to: UIViewController?
  ) {
    self.navigationController = navigationController
    self.serial = serial
    self.fromViewController = from
    self.toViewController = to
    super.init()
  }

  private var transition: NavigationTransition? {
    navigationController?.liveTransitions.first { $0.serial == serial }
  }

  var containerView: UIView { navigationController?.viewStorage ?? UIView() }
  var isAnimated: Bool { true }
  var isInteractive: Bool { transition?.isInteractive ?? false }
  var transitionWasCancelled: Bool { wasCancelled }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard let transition, transition.isInteractive else { return }
    transition.coordinator.percentComplete = min(1, max(0, percentComplete))
  }

  func finishInteractiveTransition() {
    navigationController?.releaseInteractiveTransition(serial: serial, cancelled: false)
  }

  func cancelInteractiveTransition() {
    guard transition?.isInteractive == true else { return }
    wasCancelled = true
    navigationController?.releaseInteractiveTransition(serial: serial, cancelled: true)
  }

  /// The model ends the transition by itself, on its clock; this call changes nothing.
  func completeTransition(_ didComplete: Bool) {}

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromViewController : key == .to ? toViewController : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from
      ? fromViewController?.viewStorage : key == .to ? toViewController?.viewStorage : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === fromViewController ? containerView.bounds : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === toViewController ? containerView.bounds : .zero
  }
}

extension UINavigationController {
  /// The animator and interaction controller the delegate vends for a change, if any.
  struct CustomTransition {
    let animator: any UIViewControllerAnimatedTransitioning
    let interaction: (any UIViewControllerInteractiveTransitioning)?
    let context: NavigationTransitionContext
  }

  /// Asks the delegate for an animator, then (only when it gave one) for an interaction
  /// controller, as UIKit does when an animated push or pop starts (`Docs/UIKitFacts.md` A10).
  func customTransition(
    kind: NavigationKind,
    from: UIViewController,
    to: UIViewController,
    oldStack: [UIViewController],
    serial: Int
  ) -> CustomTransition? {
    guard let delegate else { return nil }
    let operation: Operation
    switch kind {
    case .push: operation = .push
    case .pop, .popTo, .popToRoot, .interactivePop: operation = .pop
    case .setViewControllers:
      operation = oldStack.contains { $0 === to } ? .pop : .push
    }
    guard
      let animator = delegate.navigationController(
        self,
        animationControllerFor: operation,
        from: from,
        to: to
      )
    else { return nil }
    let interaction = delegate.navigationController(self, interactionControllerFor: animator)
    let context = NavigationTransitionContext(
      navigationController: self,
      serial: serial,
      from: from,
      to: to
    )
    return CustomTransition(animator: animator, interaction: interaction, context: context)
  }

  /// The user let go of an interactive transition: the rest runs over the fraction left (the
  /// fraction done, for a cancel), then the transition ends.
  func releaseInteractiveTransition(serial: Int, cancelled: Bool) {
    guard let transition = liveTransitions.first(where: { $0.serial == serial }),
      transition.isInteractive
    else { return }
    let coordinator = transition.coordinator
    let done = Double(coordinator.percentComplete)
    transition.isInteractive = false
    coordinator.endInteraction(cancelled: cancelled)
    let remaining = (cancelled ? done : 1 - done) * coordinator.transitionDuration
    world.scheduler.schedule(after: remaining) { [weak self] in
      self?.endLiveTransition(serial: serial, cancelled: cancelled)
    }
  }
}
