import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The stack calls an app makes through UIKit's own methods — `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `popToViewController(_:animated:)`,
/// `popToRootViewController(animated:)` and `setViewControllers(_:animated:)` — on a
/// ``BatonNavigationController`` (its overrides) or, with the app-wide guard, on any navigation
/// controller (its hooks, ``GuardedCalls``): one path, so that each call has one meaning
/// whichever of the two met it.
///
/// Each call is submitted to its window's lane with the default policy (`.enqueue`); on an idle
/// lane it starts inside the call, in the same stack frame, with UIKit's return value. A drop
/// is reported once on the diagnostics channel (``GuardDropReport``): a plain UIKit call has no
/// outcome the app can read. When its turn comes the request reaches UIKit with `calls`
/// (``TurnCalls``). A plain pop is the page the user saw (``seen(_:on:)``), and a pop UIKit
/// makes as a swipe-back begins is the user's swipe (``SwipeBackStart``).
@MainActor
enum InterceptedStackCalls {
  /// `pushViewController(_:animated:)`.
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool,
    in context: LaneContext,
    calls: TurnCalls
  ) {
    let call = "pushViewController(_:animated:)"
    submit(.push(viewController), call, on: navigation, animated: animated, in: context, calls)
  }

  /// `popViewController(animated:)` (`.top`), `popToViewController(_:animated:)` and
  /// `popToRootViewController(animated:)`; returns what UIKit popped when the pop started inside
  /// the call, nil when it waits for its turn or is dropped.
  static func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool,
    in context: LaneContext,
    calls: TurnCalls
  ) -> [UIViewController]? {
    if case .top = target, navigation.isSwipeBackBeginning {
      return SwipeBackStart.begin(on: navigation, animated: animated, in: context, calls: calls)
    }
    var popped: [UIViewController]?
    GuardDropReport.submit(target.guardedCall, on: navigation, lane: context.lane) { completion in
      navigation.baton.submit(
        .stack(.pop(seen(target, on: navigation))),
        in: context,
        animated: animated,
        policy: .enqueue,
        onPopped: { popped = $0 },
        uikitCalls: calls,
        completion: completion
      )
    }
    return popped
  }

  /// `setViewControllers(_:animated:)`.
  static func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool,
    in context: LaneContext,
    calls: TurnCalls
  ) {
    let call = "setViewControllers(_:animated:)"
    submit(.set(viewControllers), call, on: navigation, animated: animated, in: context, calls)
  }

  /// Submits a push or a `setViewControllers` made with the UIKit call `call`, whose drop the
  /// diagnostics report (``GuardDropReport``).
  private static func submit(
    _ operation: NavigationChange.Operation,
    _ call: String,
    on navigation: UINavigationController,
    animated: Bool,
    in context: LaneContext,
    _ calls: TurnCalls
  ) {
    GuardDropReport.submit(call, on: navigation, lane: context.lane) { completion in
      navigation.baton.submit(
        .stack(operation),
        in: context,
        animated: animated,
        policy: .enqueue,
        uikitCalls: calls,
        completion: completion
      )
    }
  }

  /// A one-screen pop made as the page on screen asks it (``PopTarget/topAsSeen(_:)``).
  ///
  /// The page a back button was tapped on is the one leaving while this stack pops it (UIKit
  /// has already taken it off `viewControllers`; it stays a child until the pop ends), else the
  /// top page. A second tap of that button, queued or made during the first pop, then finds its
  /// page gone and is dropped instead of popping the page below.
  ///
  /// A push still waiting for its turn counts as the app's code sees it: one asked in this turn
  /// is the top (UIKit's order of calls: `push; pop` pops the pushed page), while one asked in
  /// an earlier turn is not on screen yet, so a back tap on the page below it takes both (a
  /// cell tapped, or a deep link opened, then Back, before the push could start).
  private static func seen(
    _ target: PopTarget,
    on navigation: UINavigationController
  ) -> PopTarget {
    guard case .top = target else { return target }
    let waiting = WaitingPushes.waiting(on: navigation)
    // A push the app made in this turn is on top as the app sees it.
    if let known = waiting.lastIndex(where: { !$0.isUnseen }) {
      let unseen = waiting[(known + 1)...].map(\.viewController)
      return .topAsSeen(SeenPage(top: waiting[known].viewController, unseen: unseen))
    }
    let unseen = waiting.map(\.viewController)
    // A page this stack is popping: still its child until the pop ends, no longer on the stack
    // (a cancelled swipe brings it back).
    if let coordinator = navigation.transitionCoordinator,
      let leaving = coordinator.viewController(forKey: .from),
      leaving.parent === navigation,
      !navigation.viewControllers.contains(where: { $0 === leaving })
    {
      return .topAsSeen(SeenPage(leaving: leaving, in: coordinator, unseen: unseen))
    }
    guard let top = navigation.topViewController else { return target }
    return .topAsSeen(SeenPage(top: top, unseen: unseen))
  }
}
