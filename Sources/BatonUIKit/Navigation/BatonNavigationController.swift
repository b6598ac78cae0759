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
/// A call made from a UIKit callback that one of the lane's own calls triggered (a screen that
/// pushes the next one from `viewDidLoad` while it is itself being pushed) takes its turn on
/// the lane too. A stack that is attached to no window (being built before it is shown) is
/// edited directly, like UIKit does.
///
/// The user's swipe-back takes the lane when it begins; the gesture's delegate is wrapped (never
/// replaced) so that the swipe cannot begin at the root or while a transition runs. On iOS 26,
/// which lets the user interrupt a running transition, a swipe-back during this stack's own push
/// or pop preempts it: the transition's request ends `completed` (UIKit finishes it at its end
/// position) and the user's pop runs at once. A tap on the back button during such a transition
/// does the same: for its length the top item is lent a `backAction` that pops through the lane
/// (only when the app has set none; an app's own `backAction` keeps the tap, which then takes
/// its turn). At rest, and on earlier systems, the items are untouched and a back tap is a
/// plain `popViewController(animated:)` that takes its turn on the lane. The app's
/// `delegate` is never touched unless ``isFullScreenSwipeBackEnabled`` is on (then a forwarding
/// proxy holds it; the app's delegate still receives every callback).
open class BatonNavigationController: UINavigationController {
  /// Whether the next call of an overridden method is the lane's own, for UIKit's implementation.
  ///
  /// Set by the adapter right before it calls one of the overridden methods for a request whose
  /// turn has come: that one call goes to UIKit's implementation. A call made while it runs,
  /// from a UIKit callback it triggered, finds it cleared and takes its turn on the lane.
  var isLaneCallNext = false
  /// Whether the view has appeared once (for the cold-start check).
  private(set) var hasAppeared = false
  /// Keeps the edge swipe-back recognizer safe.
  let edgePopGuard = PopGestureGuard(kind: .systemEdge)
  /// Keeps iOS 26's content swipe-back recognizer safe.
  let contentPopGuard = PopGestureGuard(kind: .systemContent)
  /// The full-screen swipe-back, while ``isFullScreenSwipeBackEnabled``.
  var fullScreenPop: FullScreenPopGesture?
  /// The full-screen swipe-back turned off while its pan drove a pop: kept (pan, proxy and
  /// all) until the user lets go, so that the pop still finishes or cancels.
  var retiringFullScreenPop: FullScreenPopGesture?
  /// The storage of ``fullScreenSwipeBackPolicy``.
  var fullScreenSwipeBackPolicyStorage = SwipeBackPolicy()
  /// Whether the full-screen pan is starting its pop: the `popViewController(animated:)` call
  /// it makes is the user's swipe.
  var isFullScreenPopBeginning = false
  /// The keyboard and bar moments during which UIKit's own delegate refuses a swipe-back.
  lazy var swipeBackSignals = SwipeBackSignals { [weak self] in self?.swipeBackClock }

  /// Hides or shows the bar; an animated change is noted for the swipe-back gate (see
  /// `BatonNavigationController+BarAnimation.swift`).
  override open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    noteBarVisibilityChange(hidden: hidden, animated: animated)
    super.setNavigationBarHidden(hidden, animated: animated)
  }
  /// The back action lent to the top item while a transition the user may interrupt runs
  /// (iOS 26; see ``transitionDidStart()``).
  var backTapInterruption: BackTapInterruption?

  /// Wraps the interactive pop gesture's delegate once the view exists (and installs the
  /// full-screen swipe-back when it is on).
  override open func viewDidLoad() {
    super.viewDidLoad()
    refreshInteractivePopGesture()
  }

  /// Records the appearance for the cold-start check and re-checks waiting windows.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
    refreshInteractivePopGesture()
    BatonLanes.refreshReadiness()
  }

  /// Pushes `viewController` when the lane's turn comes (at once when the lane is idle).
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether UIKit animates the push.
  override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard let context = routingContext() else {
      super.pushViewController(viewController, animated: animated)
      return refreshInteractivePopGesture()
    }
    baton.submit(
      .stack(.push(viewController)),
      in: context,
      animated: animated,
      policy: .enqueue,
      completion: nil
    )
  }

  /// Pops the top controller when the lane's turn comes; recognises the user's swipe-back.
  ///
  /// - Parameter animated: Whether UIKit animates the pop.
  /// - Returns: The popped controller when the pop started inside this call; nil when it waits
  ///   for its turn or is refused (for example at the root).
  @discardableResult
  override open func popViewController(animated: Bool) -> UIViewController? {
    if isLaneCallNext {
      isLaneCallNext = false
      return refreshingInteractivePopGesture(super.popViewController(animated: animated))
    }
    if isSystemSwipeBeginning {
      return beginInteractivePop(animated: animated)
    }
    guard let context = routingContext() else {
      return refreshingInteractivePopGesture(super.popViewController(animated: animated))
    }
    return pop(to: .top, in: context, animated: animated)?.first
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
    guard let context = routingContext() else {
      return refreshingInteractivePopGesture(
        super.popToViewController(viewController, animated: animated)
      )
    }
    return pop(to: .viewController(viewController), in: context, animated: animated)
  }

  /// Pops to the root when the lane's turn comes.
  ///
  /// - Parameter animated: Whether UIKit animates the pop.
  /// - Returns: The popped controllers when the pop started inside this call; nil otherwise.
  @discardableResult
  override open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let context = routingContext() else {
      return refreshingInteractivePopGesture(super.popToRootViewController(animated: animated))
    }
    return pop(to: .root, in: context, animated: animated)
  }

  /// Replaces the stack when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first.
  ///   - animated: Whether UIKit animates the change.
  override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard let context = routingContext() else {
      super.setViewControllers(viewControllers, animated: animated)
      return refreshInteractivePopGesture()
    }
    baton.submit(
      .stack(.set(viewControllers)),
      in: context,
      animated: animated,
      policy: .enqueue,
      completion: nil
    )
  }

  /// Called by the adapter when a transition it tracked on this stack ended.
  func transitionDidEnd() {
    reclaimBackTapInterruption(evenWhileRunning: false)
    refreshInteractivePopGesture()
  }

  /// Submits a pop; returns what UIKit popped when the pop started inside this call.
  private func pop(
    to target: PopTarget,
    in context: LaneContext,
    animated: Bool
  ) -> [UIViewController]? {
    var popped: [UIViewController]?
    baton.submit(
      .stack(.pop(target)),
      in: context,
      animated: animated,
      policy: .enqueue,
      onPopped: { popped = $0 },
      completion: nil
    )
    return popped
  }

  /// The lane to route a call through, or nil to call UIKit directly: for the one call the
  /// lane itself makes (see ``isLaneCallNext``), and for a stack attached to no window.
  private func routingContext() -> LaneContext? {
    if isLaneCallNext {
      isLaneCallNext = false
      return nil
    }
    return LaneRegistry.shared.context(for: self)
  }
}
