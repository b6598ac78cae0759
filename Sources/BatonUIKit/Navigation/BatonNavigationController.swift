import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A `UINavigationController` whose stack changes go through its window's lane: swap the class
/// and existing call sites become safe.
///
/// `pushViewController(_:animated:)`, `popViewController(animated:)`,
/// `popToViewController(_:animated:)`, `popToRootViewController(animated:)` and
/// `setViewControllers(_:animated:)` are submitted to the lane with the default policy
/// (`.enqueue`) and validated when their turn comes. For outcomes, policies and tickets use the
/// explicit API (``BatonNavigator``, `navigationController.baton`).
///
/// Return values: when the lane is idle a pop starts inside the call, and the method returns
/// what UIKit returned (the popped controller or controllers). When the pop has to wait for its
/// turn it returns nil: which controllers it will pop is only known when it runs.
///
/// A stack that is attached to no window (being built before it is shown) is edited directly,
/// like UIKit does.
///
/// The user's swipe-back takes the lane when it begins; the gesture's delegate is wrapped (never
/// replaced) so that the swipe cannot begin at the root or while a transition runs. The app's
/// `delegate` is never touched: it receives every callback from UIKit itself.
open class BatonNavigationController: UINavigationController {
  /// Greater than zero while the lane itself calls UIKit's implementation.
  var directCallDepth = 0
  /// Whether the view has appeared once (for the cold-start check).
  private(set) var hasAppeared = false
  private var popGate: InteractivePopGate?

  #if compiler(>=6.2) && !canImport(UIKit)
    /// Detaches the swipe-back gate, which refers to this controller `unowned`.
    isolated deinit {
      popGate?.navigationController = nil
    }
  #endif

  /// Wraps the interactive pop gesture's delegate once the view exists.
  override open func viewDidLoad() {
    super.viewDidLoad()
    reapplyInteractivePopGate()
  }

  /// Records the appearance for the cold-start check and re-checks waiting windows.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
    reapplyInteractivePopGate()
    BatonLanes.refreshReadiness()
  }

  /// Pushes `viewController` when the lane's turn comes (at once when the lane is idle).
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether UIKit animates the push.
  override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard let lane = routingLane() else {
      return super.pushViewController(viewController, animated: animated)
    }
    BatonNavigator.submit(
      baton.pushRequest(in: lane, viewController, animated: animated, policy: .enqueue),
      to: lane,
      destination: viewController,
      onOutcome: nil
    )
  }

  /// Pops the top controller when the lane's turn comes; recognises the user's swipe-back.
  ///
  /// - Parameter animated: Whether UIKit animates the pop.
  /// - Returns: The popped controller when the pop started inside this call; nil when it waits
  ///   for its turn or is refused (for example at the root).
  @discardableResult
  override open func popViewController(animated: Bool) -> UIViewController? {
    guard directCallDepth == 0 else { return super.popViewController(animated: animated) }
    if interactivePopGestureRecognizer?.state == .began {
      return beginInteractivePop(animated: animated)
    }
    guard let lane = routingLane() else { return super.popViewController(animated: animated) }
    var popped: UIViewController?
    let request = baton.popRequest(in: lane, animated: animated, policy: .enqueue) { popped = $0 }
    lane.submit(request)
    return popped
  }

  /// Pops to `viewController` when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - viewController: The controller to reveal.
  ///   - animated: Whether UIKit animates the pop.
  /// - Returns: The popped controllers when the pop started inside this call; nil otherwise.
  @discardableResult
  override open func popToViewController(
    _ viewController: UIViewController,
    animated: Bool
  ) -> [UIViewController]? {
    guard let lane = routingLane() else {
      return super.popToViewController(viewController, animated: animated)
    }
    var popped: [UIViewController]?
    let request = baton.popToRequest(in: lane, viewController, animated: animated, policy: .enqueue)
    {
      popped = $0
    }
    lane.submit(request)
    return popped
  }

  /// Pops to the root when the lane's turn comes.
  ///
  /// - Parameter animated: Whether UIKit animates the pop.
  /// - Returns: The popped controllers when the pop started inside this call; nil otherwise.
  @discardableResult
  override open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let lane = routingLane() else { return super.popToRootViewController(animated: animated) }
    var popped: [UIViewController]?
    let request = baton.popToRootRequest(in: lane, animated: animated, policy: .enqueue) {
      popped = $0
    }
    lane.submit(request)
    return popped
  }

  /// Replaces the stack when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first.
  ///   - animated: Whether UIKit animates the change.
  override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard let lane = routingLane() else {
      return super.setViewControllers(viewControllers, animated: animated)
    }
    BatonNavigator.submit(
      baton.setRequest(in: lane, viewControllers, animated: animated, policy: .enqueue),
      to: lane,
      destinations: viewControllers,
      onOutcome: nil
    )
  }

  /// Called by the adapter when a transition it tracked on this stack ended.
  func transitionDidEnd() {
    reapplyInteractivePopGate()
  }

  /// The lane to route a call through, or nil to call UIKit directly (inside the lane's own
  /// call, or for a stack attached to no window).
  private func routingLane() -> Lane? {
    guard directCallDepth == 0 else { return nil }
    return BatonLanes.lane(for: self)
  }

  /// Wraps the current delegate of the interactive pop gesture unless it is already ours.
  private func reapplyInteractivePopGate() {
    guard let gesture = interactivePopGestureRecognizer else { return }
    if let popGate, gesture.delegate === popGate { return }
    let gate = InteractivePopGate(navigationController: self, original: gesture.delegate)
    // A replaced gate may live on inside an app's own wrapper; it stops guarding (the new gate
    // does) and only forwards.
    popGate?.navigationController = nil
    popGate = gate
    gesture.delegate = gate
  }
}
