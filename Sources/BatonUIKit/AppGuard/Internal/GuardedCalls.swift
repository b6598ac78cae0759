import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the app-wide guard does with each of the seven calls it intercepts: the same code on iOS
/// and in HeadlessUIKit (only the interception differs, see `BatonGuard+Runtime.swift`).
///
/// A call is routed through its window's lane, with the default policy (`.enqueue`), unless it is
/// not the app's to serialise (``laneContext(for:settings:)``, ``GuardRule``); otherwise it goes
/// straight to the implementation the guard replaced. A routed call on an idle lane starts inside
/// the call, in the same stack frame, with UIKit's own return value and callbacks; only an
/// overlap waits for its turn (a pop that waits returns nil, as with
/// ``BatonNavigationController``). When its turn comes, the request calls the replaced
/// implementation directly (``ReplacedImplementations``), so nothing above the guard sees the call twice.
@MainActor
enum GuardedCalls {
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings
  ) {
    route(.push(viewController), on: navigation, animated: animated, settings: settings) {
      $0.push(navigation, viewController, animated)
    }
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool,
    settings: GuardSettings
  ) -> [UIViewController]? {
    guard let replaced = settings.replaced else { return nil }
    guard let context = laneContext(for: navigation, settings: settings) else {
      return replaced.pop(navigation, to: target, animated: animated)
    }
    if case .top = target, isSwipeBeginning(on: navigation) {
      return beginSwipe(on: navigation, animated: animated, in: context, replaced: replaced)
    }
    var popped: [UIViewController]?
    navigation.baton.submit(
      .stack(.pop(target)),
      in: context,
      animated: animated,
      policy: .enqueue,
      onPopped: { popped = $0 },
      uikitCalls: replaced,
      completion: nil
    )
    return popped
  }

  static func setViewControllers(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings
  ) {
    route(.set(viewControllers), on: navigation, animated: animated, settings: settings) {
      $0.setViewControllers(navigation, viewControllers, animated)
    }
  }

  /// Routes a stack change that returns nothing (a push, a new stack) through the lane, or
  /// calls the replaced implementation with `direct` when the call is not the app's to route.
  private static func route(
    _ operation: NavigationChange.Operation,
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings,
    direct: (ReplacedImplementations) -> Void
  ) {
    guard let replaced = settings.replaced else { return }
    guard let context = laneContext(for: navigation, settings: settings) else {
      return direct(replaced)
    }
    navigation.baton.submit(
      .stack(operation),
      in: context,
      animated: animated,
      policy: .enqueue,
      uikitCalls: replaced,
      completion: nil
    )
  }

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings
  ) {
    guard let replaced = settings.replaced else { return }
    guard let context = laneContext(for: presenter, settings: settings),
      !GuardRule.isFrameworkPresentation(of: viewController, from: presenter)
    else { return replaced.present(presenter, viewController, animated, completion) }
    if settings.queuesAlerts, let alert = viewController as? UIAlertController {
      return ExistingAlertPopup.show(
        alert,
        from: presenter,
        animated: animated,
        completion: completion,
        in: context,
        uikitCalls: replaced
      )
    }
    presenter.baton.submit(
      .present(viewController),
      in: context,
      animated: animated,
      policy: .enqueue,
      uikitCalls: replaced,
      uikitCompletion: completion,
      completion: nil
    )
  }

  static func dismiss(
    _ controller: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings
  ) {
    guard let replaced = settings.replaced else { return }
    guard let context = laneContext(for: controller, settings: settings),
      !GuardRule.isFrameworkDismissal(by: controller)
    else { return replaced.dismiss(controller, animated, completion) }
    controller.baton.submit(
      .dismiss,
      in: context,
      animated: animated,
      policy: .enqueue,
      uikitCalls: replaced,
      uikitCompletion: completion,
      completion: nil
    )
  }

  /// The lane a call on `receiver` goes through, or nil to call the replaced implementation
  /// directly: with the guard off; for Baton's own calls (``GuardBypass``); for a
  /// ``BatonNavigationController``, whose overrides routed the call already; for a controller
  /// attached to no window (edited directly, as UIKit does).
  private static func laneContext(
    for receiver: UIViewController,
    settings: GuardSettings
  ) -> LaneContext? {
    guard settings.isActive, !GuardBypass.takePass(for: receiver),
      !(receiver is BatonNavigationController)
    else { return nil }
    GuardedSwipeBack.refresh(around: receiver)
    return LaneRegistry.shared.context(for: receiver)
  }

  /// Whether UIKit is starting a swipe-back on `navigation` (it calls `popViewController` when
  /// the edge or content swipe begins).
  private static func isSwipeBeginning(on navigation: UINavigationController) -> Bool {
    navigation.interactivePopGestureRecognizer?.state == .began
      || navigation.contentPopGestureIfAvailable?.state == .began
  }

  /// The user's swipe-back: UIKit's pop runs at once (the finger drives it).
  ///
  /// When the lane is idle the swipe then takes the lane and holds it until the user lets go,
  /// so that the app's calls wait for the swipe. While a transition runs, the swipe is UIKit's to decide, untouched.
  private static func beginSwipe(
    on navigation: UINavigationController,
    animated: Bool,
    in context: LaneContext,
    replaced: ReplacedImplementations
  ) -> [UIViewController]? {
    if GuardedSwipeBack.isInterruption(on: navigation) {
      return GuardedSwipeBack.beginInterrupting(
        on: navigation,
        animated: animated,
        in: context,
        replaced: replaced
      )
    }
    let lane = context.lane
    let popped = replaced.pop(navigation, to: .top, animated: animated)
    guard let coordinator = navigation.transitionCoordinator, coordinator.isInteractive,
      !lane.isBusy
    else { return popped }
    let scheduler = lane.scheduler
    lane.startImmediately(
      AdapterRequest.make(
        kind: .interactivePop,
        label: "interactive pop",
        policy: .enqueue,
        expectedDuration: context.options.interactivePopAllowance,
        context: context,
        perform: { running in
          TransitionCompletion.track(
            running,
            on: navigation,
            scheduler: scheduler,
            reapplyingGateOf: navigation
          )
        }
      )
    )
    return popped
  }
}
