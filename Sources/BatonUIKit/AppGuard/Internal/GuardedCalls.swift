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
/// not the app's to serialise (``laneContext(for:settings:)``). A routed call on an idle lane
/// starts inside the call, in the same stack frame, with UIKit's own return value and callbacks;
/// only an overlap waits for its turn (a pop that waits returns nil, as with
/// ``BatonNavigationController``).
@MainActor
enum GuardedCalls {
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings,
    original: () -> Void
  ) {
    guard let context = laneContext(for: navigation, settings: settings) else { return original() }
    navigation.baton.submit(
      .stack(.push(viewController)),
      in: context,
      animated: animated,
      policy: .enqueue,
      completion: nil
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool,
    settings: GuardSettings,
    original: () -> [UIViewController]?
  ) -> [UIViewController]? {
    guard let context = laneContext(for: navigation, settings: settings) else { return original() }
    if case .top = target, isSwipeBeginning(on: navigation) {
      return beginSwipe(on: navigation, in: context, original: original)
    }
    var popped: [UIViewController]?
    navigation.baton.submit(
      .stack(.pop(target)),
      in: context,
      animated: animated,
      policy: .enqueue,
      onPopped: { popped = $0 },
      completion: nil
    )
    return popped
  }

  static func setViewControllers(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings,
    original: () -> Void
  ) {
    guard let context = laneContext(for: navigation, settings: settings) else { return original() }
    navigation.baton.submit(
      .stack(.set(viewControllers)),
      in: context,
      animated: animated,
      policy: .enqueue,
      completion: nil
    )
  }

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings,
    original: () -> Void
  ) {
    guard let context = laneContext(for: presenter, settings: settings),
      !GuardRule.isFrameworkPresentation(of: viewController, from: presenter)
    else { return original() }
    if settings.queuesAlerts, let alert = viewController as? UIAlertController {
      return ExistingAlertPopup.show(
        alert,
        from: presenter,
        animated: animated,
        completion: completion,
        in: context
      )
    }
    presenter.baton.submit(
      .present(viewController),
      in: context,
      animated: animated,
      policy: .enqueue,
      uikitCompletion: completion,
      completion: nil
    )
  }

  static func dismiss(
    _ controller: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings,
    original: () -> Void
  ) {
    guard let context = laneContext(for: controller, settings: settings),
      !GuardRule.isFrameworkDismissal(by: controller)
    else { return original() }
    controller.baton.submit(
      .dismiss,
      in: context,
      animated: animated,
      policy: .enqueue,
      uikitCompletion: completion,
      completion: nil
    )
  }

  /// The lane a call on `receiver` goes through, or nil to call UIKit's implementation directly:
  /// with the guard off; for Baton's own calls (``GuardBypass``); for a
  /// ``BatonNavigationController``, whose overrides routed the call already; for a controller
  /// attached to no window (edited directly, as UIKit does).
  private static func laneContext(
    for receiver: UIViewController,
    settings: GuardSettings
  ) -> LaneContext? {
    guard settings.isActive, !GuardBypass.takePass(for: receiver),
      !(receiver is BatonNavigationController)
    else { return nil }
    return LaneRegistry.shared.context(for: receiver)
  }

  /// Whether UIKit is starting a swipe-back on `navigation` (it calls `popViewController` when
  /// the edge or content swipe begins).
  private static func isSwipeBeginning(on navigation: UINavigationController) -> Bool {
    navigation.interactivePopGestureRecognizer?.state == .began
      || navigation.contentPopGestureIfAvailable?.state == .began
  }

  /// The user's swipe-back: UIKit's pop runs at once (the finger drives it); when the lane is
  /// idle it then takes the lane and holds it until the user lets go, so that the app's calls
  /// wait for the swipe. While a transition runs, the swipe is UIKit's to decide, untouched.
  private static func beginSwipe(
    on navigation: UINavigationController,
    in context: LaneContext,
    original: () -> [UIViewController]?
  ) -> [UIViewController]? {
    let lane = context.lane
    guard !lane.isBusy else { return original() }
    let popped = original()
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
            reapplyingGateOf: nil
          )
        }
      )
    )
    return popped
  }
}
