import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the app-wide guard does with each of the ten calls it intercepts: the same code on iOS
/// and in HeadlessUIKit (only the interception differs, see `BatonGuard+Runtime.swift`).
///
/// A call is routed through its window's lane, with the default policy (`.enqueue`), unless it
/// is not the app's to serialise (``laneContext(for:settings:resolvingDetached:)``,
/// ``GuardRule``); otherwise it goes straight to the implementation the guard replaced. A routed
/// call on an idle lane starts inside the call, in the same stack frame, with UIKit's own return
/// value and callbacks; only an overlap waits for its turn. The stack calls take the path
/// ``BatonNavigationController``'s overrides take (``InterceptedStackCalls``), so that each has
/// one meaning on both. When its turn comes, the request calls the replaced implementation
/// directly (``TurnCalls/replaced(_:)``), so nothing above the guard sees the call twice.
@MainActor
enum GuardedCalls {
  static func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    guard let context = stackContext(for: navigation, settings: settings) else {
      return replaced.push(navigation, viewController, animated)
    }
    InterceptedStackCalls.push(
      viewController,
      on: navigation,
      animated: animated,
      in: context,
      calls: .replaced(replaced)
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool,
    settings: GuardSettings
  ) -> [UIViewController]? {
    let replaced = replacedImplementations(in: settings)
    guard let context = stackContext(for: navigation, settings: settings) else {
      return replaced.pop(navigation, to: target, animated: animated)
    }
    return InterceptedStackCalls.pop(
      navigation,
      to: target,
      animated: animated,
      in: context,
      calls: .replaced(replaced)
    )
  }

  static func setViewControllers(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    guard let context = stackContext(for: navigation, settings: settings) else {
      return replaced.setViewControllers(navigation, viewControllers, animated)
    }
    InterceptedStackCalls.set(
      viewControllers,
      on: navigation,
      animated: animated,
      in: context,
      calls: .replaced(replaced)
    )
  }

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    guard let context = laneContext(for: presenter, settings: settings, resolvingDetached: true),
      !GuardRule.isFrameworkPresentation(of: viewController, from: presenter)
    else { return replaced.present(presenter, viewController, animated, completion) }
    if GuardRule.isPopupsOwnCall(on: presenter, in: context.window) {
      // Its own turn already: it waits out only what runs beside it or covers the pop-up; if
      // the pop-up leaves the window first, the call takes its turn on the lane after all.
      return PopupOwnPresent.present(
        viewController,
        from: presenter,
        animated: animated,
        completion: completion,
        lane: context.lane,
        uikitCalls: replaced
      ) {
        submitPresent(viewController, from: presenter, animated, completion, context, settings)
      }
    }
    submitPresent(viewController, from: presenter, animated, completion, context, settings)
  }

  /// A present of the app's that takes its turn on the lane (an existing alert, in the pop-up
  /// queue).
  private static func submitPresent(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    _ animated: Bool,
    _ completion: (() -> Void)?,
    _ context: LaneContext,
    _ settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
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
    let call = "present(_:animated:completion:)"
    GuardDropReport.submit(call, on: presenter, lane: context.lane) { reportDrop in
      presenter.baton.submit(
        .present(viewController),
        in: context,
        animated: animated,
        policy: .enqueue,
        uikitCalls: .replaced(replaced),
        uikitCompletion: completion,
        completion: reportDrop
      )
    }
  }

  static func dismiss(
    _ controller: UIViewController,
    animated: Bool,
    completion: (() -> Void)?,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    guard
      let context = laneContext(for: controller, settings: settings)
        ?? leftPageContext(for: controller, settings: settings),
      !GuardRule.isFrameworkDismissal(by: controller)
    else { return replaced.dismiss(controller, animated, completion) }
    let dismissed = controller.presentedViewController ?? controller
    if GuardRule.isPopupsOwnCall(on: dismissed, in: context.window) {
      // Its own turn already: only a presentation or dismissal running beside it waits out.
      let scheduler = context.lane.scheduler
      return RunningModalTransition.whenSettled(near: controller, scheduler: scheduler) {
        replaced.dismiss(controller, animated, completion)
      }
    }
    let call = "dismiss(animated:completion:)"
    GuardDropReport.submit(call, on: controller, lane: context.lane) { reportDrop in
      controller.baton.submit(
        .dismiss,
        in: context,
        animated: animated,
        policy: .enqueue,
        uikitCalls: .replaced(replaced),
        uikitCompletion: completion,
        completion: reportDrop
      )
    }
  }

  /// For a page that has left its stack (in no window, presenting nothing) while what it
  /// presented is still on screen: the lane of that presentation's window, so that its
  /// `dismiss` closes what it presented (`PagePresentations`).
  private static func leftPageContext(
    for controller: UIViewController,
    settings: GuardSettings
  ) -> LaneContext? {
    guard settings.isActive, controller.presentedViewController == nil,
      controller.presentingViewController == nil,
      let made = PagePresentations.lowestShown(madeByAnyOf: [controller])
    else { return nil }
    return LaneRegistry.shared.context(for: made)
  }

  /// The bar's visibility: never queued (apps change it inside transitions, from
  /// `viewWillAppear`), only noted, so that a plain controller's swipe-back gate refuses a swipe
  /// while the bar animates, as UIKit's own delegate does and as Baton's controller notes its own.
  static func setNavigationBarHidden(
    _ hidden: Bool,
    on navigation: UINavigationController,
    animated: Bool,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    if settings.isActive, !(navigation is BatonNavigationController) {
      GuardedSwipeBack.refresh(navigation)
      if animated, hidden != navigation.isNavigationBarHidden {
        GuardedSwipeBack.barWillAnimate(on: navigation)
      }
    }
    replaced.setNavigationBarHidden(navigation, hidden, animated)
  }

  /// A tab selection made with `selectedIndex` or `selectedViewController` (in code, or by a
  /// user's tap where UIKit's tap calls the setter, `Docs/UIKitFacts.md` A14): it takes its
  /// turn on the lane like a page transition, so it never switches tabs in the middle of one.
  ///
  /// On an idle lane it runs inside the call; when its turn comes it calls the replaced setter
  /// the app called. A selection of a private or SwiftUI tab bar controller (SwiftUI's
  /// `TabView`) passes straight through, and so does `selectedViewController = nil` (no target:
  /// UIKit's to answer).
  static func select(
    _ target: TabSelectionRequests.Target?,
    on tabBar: UITabBarController,
    settings: GuardSettings
  ) {
    let replaced = replacedImplementations(in: settings)
    guard let target else { return replaced.setSelectedViewController(tabBar, nil) }
    guard let context = laneContext(for: tabBar, settings: settings), !isOffscreen(context),
      !GuardRule.isFrameworkPrivate(tabBar)
    else { return replaced.select(target, on: tabBar) }
    let request = TabSelectionRequests.select(
      target,
      on: tabBar,
      from: tabBar,
      context: context,
      policy: .enqueue,
      uikitCalls: replaced
    )
    GuardDropReport.submit(target.guardedCall, on: tabBar, lane: context.lane) { completion in
      context.lane.submit(request, onOutcome: completion)
    }
  }

  /// The implementations the exchange replaced: every guarded entry point runs only after the
  /// exchange set them.
  private static func replacedImplementations(
    in settings: GuardSettings
  ) -> ReplacedImplementations {
    guard let replaced = settings.replaced else {
      preconditionFailure("a guarded entry point ran before BatonGuard exchanged it")
    }
    return replaced
  }

  /// The lane a stack call (push, pop, `setViewControllers`) on `navigation` goes through, or
  /// nil: as ``laneContext(for:settings:resolvingDetached:)``, and nil for a
  /// ``BatonNavigationController``, whose overrides routed the call already (its present and
  /// dismiss, which it does not override, are guarded like any controller's), for SwiftUI's and
  /// a system framework's private navigation controllers (``GuardRule/isFrameworkPrivate(_:)``:
  /// `NavigationStack`'s pushes and new stacks are SwiftUI's own, sent through the public
  /// selectors, `Docs/UIKitFacts.md` A15), and for a window not shown yet (``isOffscreen(_:)``).
  private static func stackContext(
    for navigation: UINavigationController,
    settings: GuardSettings
  ) -> LaneContext? {
    guard !(navigation is BatonNavigationController), !GuardRule.isFrameworkPrivate(navigation),
      let context = laneContext(for: navigation, settings: settings), !isOffscreen(context)
    else { return nil }
    return context
  }

  /// The lane a call on `receiver` goes through, or nil to call the replaced implementation
  /// directly: with the guard off; for Baton's own calls (``GuardBypass``); for a controller
  /// attached to no window (edited directly, as UIKit does), unless `resolvingDetached`; after
  /// the last uninstall, unless the window's lane still holds requests
  /// (``drainingContext(for:)``).
  ///
  /// With `resolvingDetached` (a present), a receiver in no window gets the lane
  /// `viewController.baton` would use: UIKit refuses to present from a controller whose view is
  /// not in a window (F4: a warning, the completion never runs), and the lane drops that
  /// request with a diagnostic instead (`presenterUnavailable`).
  private static func laneContext(
    for receiver: UIViewController,
    settings: GuardSettings,
    resolvingDetached: Bool = false
  ) -> LaneContext? {
    guard settings.isActive else { return drainingContext(for: receiver) }
    guard !GuardBypass.takePass(for: receiver) else { return nil }
    GuardedSwipeBack.refresh(around: receiver)
    if resolvingDetached { return LaneRegistry.shared.resolvedContext(for: receiver) }
    return LaneRegistry.shared.context(for: receiver)
  }

  /// After the last ``BatonGuard/uninstall()``: the lane of `receiver`'s window while it still
  /// holds requests (waiting, or one running), else nil.
  ///
  /// A call made then takes its turn behind them, so that it neither overtakes a request the
  /// guard queued before it nor collides with the transition that runs; once the lane is idle,
  /// calls go straight through, as without the guard.
  private static func drainingContext(for receiver: UIViewController) -> LaneContext? {
    guard let context = LaneRegistry.shared.existingContext(for: receiver),
      context.lane.isBusy || context.lane.pendingCount > 0
    else { return nil }
    return context
  }

  /// Whether `context`'s window is not shown yet (the app building its first screens at launch).
  ///
  /// A stack or tab change then edits the hierarchy at once, as without the guard, since nothing
  /// on screen can collide with it. A present still waits for the window, which UIKit needs on
  /// screen to present (F4).
  private static func isOffscreen(_ context: LaneContext) -> Bool {
    guard let entry = context.windowEntry, entry.isWaitingForWindow else { return false }
    return entry.window?.isHidden ?? false
  }
}
