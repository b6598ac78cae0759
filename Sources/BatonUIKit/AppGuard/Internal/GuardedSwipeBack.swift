import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app-wide guard's swipe-back safety for every plain `UINavigationController` it meets:
/// what a ``BatonNavigationController`` does for itself (`Docs/UIKitFacts.md` A5, A6, A15).
///
/// - The edge recognizer's delegate, and iOS 26's content recognizer's, is wrapped (never
///   replaced) by an ``InteractivePopGate``: the app's delegate keeps its veto and gets every
///   forwarded call. It is wrapped again when the app replaces or clears it, at the next
///   refresh.
/// - The recognizers are disabled at the root (unless the app disabled them itself, which is
///   kept).
/// - The gate refuses a swipe while the window's lane is busy or a transition runs, as
///   `SwipeBackPolicy` decides for Baton's controller; on iOS 26, during a transition the user
///   may interrupt, the swipe begins and preempts it on the lane, as on Baton's controller, and
///   so does a tap on the back button (the top item is lent a `backAction` meanwhile, as
///   `BatonNavigationController` lends it).
///
/// A controller is refreshed whenever the guard intercepts a call on it (or on a screen it
/// holds), when a lane transition on it starts and when it ends. While the guard is off, the
/// gates forward every call as if absent; ``BatonGuard/uninstall()`` also gives every
/// recognizer back its unwrapped delegate (``releaseAll()``).
///
/// A plain controller has one of Baton's own signals fewer, the full-screen pan; its bar
/// animation (`setNavigationBarHidden(_:animated:)`, ``barWillAnimate(on:)``), the keyboard, the
/// navigation delegate's animator and an active search are read as for Baton's controller.
@MainActor
enum GuardedSwipeBack {
  private static var registry: GuardedSwipeBackRegistry { .shared }

  /// Whether the swipe-back gate of `navigation` decides: always for a
  /// ``BatonNavigationController``; for a plain controller while the guard is installed.
  static func isGuarded(_ navigation: UINavigationController) -> Bool {
    navigation is BatonNavigationController || GuardInstallation.settings.isActive
  }

  /// The keyboard moments observed for a plain controller the guard met.
  static func signals(of navigation: UINavigationController) -> SwipeBackSignals? {
    registry.existingEntry(for: navigation)?.signals
  }

  /// Notes that the bar of `navigation` starts animating its visibility: the gate refuses a
  /// swipe-back for `hideShowBarDuration`, as UIKit's delegate does.
  static func barWillAnimate(on navigation: UINavigationController) {
    registry.entry(for: navigation).signals.barWillAnimate(
      lasting: TimeInterval(UINavigationController.hideShowBarDuration)
    )
  }

  /// Refreshes the swipe-back of the stack a guarded call concerns: `receiver` itself when it is
  /// a navigation controller, and the one that holds it.
  static func refresh(around receiver: UIViewController) {
    if let navigation = receiver as? UINavigationController { refresh(navigation) }
    if let navigation = receiver.navigationController { refresh(navigation) }
  }

  /// Wraps the delegates of `navigation`'s swipe-back recognizers again if someone replaced
  /// them, and enables the recognizers only above the root; for a plain controller whose view
  /// is loaded, while the guard is installed.
  static func refresh(_ navigation: UINavigationController) {
    guard !(navigation is BatonNavigationController), navigation.isViewLoaded,
      GuardInstallation.settings.isActive
    else { return }
    let entry = registry.entry(for: navigation)
    _ = entry.signals  // observes the keyboard from the first refresh on
    if let gesture = navigation.interactivePopGestureRecognizer {
      entry.edge.refresh(gesture, of: navigation)
    }
    if let gesture = navigation.contentPopGestureIfAvailable {
      entry.content.refresh(gesture, of: navigation)
    }
  }

  /// Gives every plain controller's recognizers back their unwrapped delegates and the
  /// `isEnabled` UIKit would have, so that UIKit's own refusals apply again (``BatonGuard/uninstall()``).
  static func releaseAll() {
    for entry in registry.liveEntries {
      guard let navigation = entry.navigation else { continue }
      navigation.reclaimBackTapInterruption(keptIn: &entry.backTap, evenWhileRunning: true)
      if let gesture = navigation.interactivePopGestureRecognizer { entry.edge.release(gesture) }
      if let gesture = navigation.contentPopGestureIfAvailable { entry.content.release(gesture) }
    }
  }

  /// The user's swipe-back during a transition the user may interrupt (iOS 26): the swipe's pop
  /// preempts the lane's request in flight (which ends `completed`, UIKit finishing it at its
  /// end position) and holds the lane until the finger lets go, as on a
  /// ``BatonNavigationController``.
  ///
  /// - Parameters:
  ///   - navigation: The stack.
  ///   - kind: `.interactivePop` for the swipe; `.pop` for a back tap (the kind of the pop
  ///     UIKit's back button makes, so that a second tap may interrupt it in turn).
  ///   - label: The request's label.
  ///   - animated: Whether the pop animates.
  ///   - context: The window's lane.
  ///   - replaced: The implementations the guard replaced.
  /// - Returns: What UIKit popped.
  static func beginInterrupting(
    on navigation: UINavigationController,
    kind: TransitionKind = .interactivePop,
    label: String = "interactive pop",
    animated: Bool,
    in context: LaneContext,
    replaced: ReplacedImplementations
  ) -> [UIViewController]? {
    UserPopRequests.start(
      on: navigation,
      kind: kind,
      label: label,
      in: context,
      preempting: true
    ) { replaced.pop(navigation, to: .top, animated: animated) }
  }

  /// Lends the top item of a plain `navigation` the back-tap interruption while the lane's
  /// transition on it runs (iOS 26), with the guard installed.
  static func lendBackTap(on navigation: UINavigationController) {
    guard GuardInstallation.settings.isActive,
      let entry = registry.existingEntry(for: navigation)
    else { return }
    navigation.lendBackTapInterruption(keptIn: &entry.backTap) { [weak navigation] in
      if let navigation { backButtonTapped(on: navigation) }
    }
  }

  /// Takes back the back action lent to `navigation`'s top item once its transition ended.
  static func reclaimBackTap(on navigation: UINavigationController) {
    guard let entry = registry.existingEntry(for: navigation) else { return }
    navigation.reclaimBackTapInterruption(keptIn: &entry.backTap, evenWhileRunning: false)
  }

  /// The lent action's handler: the user's pop preempts the running transition; should the
  /// transition no longer be interruptible (or the guard be off), the pop UIKit's own back
  /// button makes.
  private static func backButtonTapped(on navigation: UINavigationController) {
    let settings = GuardInstallation.settings
    guard settings.isActive, let replaced = settings.replaced,
      navigation.userMayInterruptRunningTransition,
      let context = LaneRegistry.shared.existingContext(for: navigation)
    else {
      navigation.popViewController(animated: true)
      return
    }
    _ = beginInterrupting(
      on: navigation,
      kind: .pop,
      label: "back-button pop",
      animated: true,
      in: context,
      replaced: replaced
    )
  }
}

extension UINavigationController {
  /// Called when a transition the lane tracks on this stack starts running (and when the
  /// user's finger lets go of a swipe): the back-tap interruption is lent (iOS 26), by Baton's
  /// controller or, for a plain controller, by the app-wide guard, which also refreshes its
  /// swipe-back.
  func swipeBackTransitionDidStart() {
    if let baton = self as? BatonNavigationController {
      baton.transitionDidStart()
    } else {
      GuardedSwipeBack.refresh(self)
      GuardedSwipeBack.lendBackTap(on: self)
    }
  }

  /// Called when a transition the lane tracked on this stack ended.
  func swipeBackTransitionDidEnd() {
    if let baton = self as? BatonNavigationController {
      baton.transitionDidEnd()
    } else {
      GuardedSwipeBack.reclaimBackTap(on: self)
      GuardedSwipeBack.refresh(self)
    }
  }
}
