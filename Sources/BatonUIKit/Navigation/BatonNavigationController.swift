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
/// (`.enqueue`) and validated when their turn comes, by the same code as the app-wide guard's
/// (``BatonGuard``), so that each call means the same on both. A plain
/// `popViewController(animated:)` pops the page on top as the app and the user saw it when it
/// was asked: a back button tapped twice pops its page once, the second tap finding that page
/// gone (dropped, with a diagnostic). For outcomes, policies and tickets use the explicit API
/// (``BatonNavigator``, `navigationController.baton`).
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
    InterceptedStackCalls.push(
      viewController,
      on: self,
      animated: animated,
      in: context,
      calls: .direct
    )
  }

  /// Pops the page on top as it was seen when the call was made, when the lane's turn comes;
  /// recognises the user's swipe-back.
  ///
  /// - Parameter animated: Whether UIKit animates the pop.
  /// - Returns: The popped controller when the pop started inside this call; nil when it waits
  ///   for its turn or is refused (for example at the root).
  @discardableResult
  override open func popViewController(animated: Bool) -> UIViewController? {
    guard let context = routingContext() else {
      return refreshingInteractivePopGesture(super.popViewController(animated: animated))
    }
    return InterceptedStackCalls.pop(
      self,
      to: .top,
      animated: animated,
      in: context,
      calls: .direct
    )?.first
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
    return InterceptedStackCalls.pop(
      self,
      to: .viewController(viewController),
      animated: animated,
      in: context,
      calls: .direct
    )
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
    return InterceptedStackCalls.pop(
      self,
      to: .root,
      animated: animated,
      in: context,
      calls: .direct
    )
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
    InterceptedStackCalls.set(
      viewControllers,
      on: self,
      animated: animated,
      in: context,
      calls: .direct
    )
  }

  /// Called by the adapter when a transition it tracked on this stack ended.
  func transitionDidEnd() {
    reclaimBackTapInterruption(evenWhileRunning: false)
    refreshInteractivePopGesture()
  }

  /// The lane to route a call through, or nil to call UIKit directly: for the one call a
  /// request makes when its turn has come (it holds the lane's pass, ``GuardBypass``), and for a
  /// stack attached to no window.
  private func routingContext() -> LaneContext? {
    guard !GuardBypass.takePass(for: self) else { return nil }
    return LaneRegistry.shared.context(for: self)
  }
}
