import Foundation

extension Headless {
  /// What a simulated tap on a navigation bar's back button did.
  public enum BackButtonTap: Hashable, Sendable {
    /// The tap reached the navigation controller, which popped (or, as its profile says,
    /// preempted, deferred or nested the pop).
    case delivered
    /// The top item's `backAction` ran instead; nothing was popped by UIKit.
    case performedBackAction
    /// Nothing happened, for the given reason.
    case ignored(IgnoredReason)

    /// Why a tap on the back button did nothing.
    public enum IgnoredReason: Hashable, Sendable {
      /// The navigation controller is not in a window, or something is presented over it.
      case notReachable
      /// The bar is hidden (`setNavigationBarHidden(_:animated:)` or `navigationBar.isHidden`).
      case barHidden
      /// The top item hides its back button (`hidesBackButton`).
      case backButtonHidden
      /// The top item's left items replace the back button (without
      /// `leftItemsSupplementBackButton`).
      case backButtonReplaced
      /// The root is on top and has no `backAction`: there is no back button.
      case atRoot
      /// A transition runs and the bar ignores touches meanwhile (before iOS 26, or on iOS 26
      /// when the transition is not preemptable).
      case duringTransition
      /// F12 or F13 froze the controller.
      case frozen
    }
  }
}

extension Headless.World {
  /// A simulated tap on the back button of `navigationController`'s bar.
  ///
  /// The tap reaches the bar (UIKit's `_sendNavigationPopForBackBarButtonItem:`), which asks
  /// the navigation controller to pop the top controller, animated, through
  /// `popViewController(animated: true)` (so subclasses see it; see
  /// ``Headless/Assumptions/backTapCallsPopViewController``, `Docs/UIKitFacts.md` A11). Nothing
  /// happens when there is no back button to tap: the bar or the back button is hidden, the
  /// top item's left items replace it, the root is on top, or something is presented over the
  /// controller.
  ///
  /// When the top item has a `backAction` (iOS 16), the tap runs its handler instead of the
  /// bar's pop, and the controller pops only if the handler asks it to; the action also gives
  /// the root a back button (`Docs/UIKitFacts.md` A11.1).
  ///
  /// During a running navigation transition:
  /// - ``Headless/Profile/fluid`` (iOS 26): when the transition is preemptable (UIKit animates
  ///   it, not interactive), the pop preempts it: the running transition ends at once at its end
  ///   position, then the pop runs. A transition that is not preemptable ignores the tap.
  /// - ``Headless/Profile/legacy`` and ``Headless/Profile/deferring``: the bar ignores the tap
  ///   (``Headless/Assumptions/backTapIgnoredDuringTransition``); when that assumption is off,
  ///   the pop is made and the profile's gate decides.
  ///
  /// - Parameter navigationController: The navigation controller whose back button is tapped.
  /// - Returns: Whether the tap reached the controller, or why not.
  @discardableResult
  public func tapBackButton(on navigationController: UINavigationController)
    -> Headless.BackButtonTap
  {
    if let reason = reasonBackButtonTapIsIgnored(on: navigationController) {
      return .ignored(reason)
    }
    if let action = navigationController.stack.last?.navigationItem.backAction {
      action.perform()
      return .performedBackAction
    }
    navigationController.navigationBar.sendBackButtonTap()
    return .delivered
  }

  private func reasonBackButtonTapIsIgnored(on navigation: UINavigationController)
    -> Headless.BackButtonTap.IgnoredReason?
  {
    if navigation.isFrozen { return .frozen }
    guard navigation.viewStorage?.window != nil, navigation.presentedViewController == nil else {
      return .notReachable
    }
    if navigation.isNavigationBarHidden || navigation.navigationBar.isHidden { return .barHidden }
    guard let item = navigation.stack.last?.navigationItem,
      navigation.stack.count > 1 || item.backAction != nil
    else { return .atRoot }
    if item.hidesBackButton { return .backButtonHidden }
    if let left = item.leftBarButtonItems, !left.isEmpty, !item.leftItemsSupplementBackButton {
      return .backButtonReplaced
    }
    guard navigation.runningTransition != nil else { return nil }
    switch profile {
    case .fluid:
      return navigation.isCurrentTransitionPreemptable ? nil : .duringTransition
    case .legacy, .deferring:
      return assumptions.backTapIgnoredDuringTransition ? .duringTransition : nil
    }
  }
}
