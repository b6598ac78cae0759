import Foundation

extension Headless {
  /// What a simulated tap on a tab bar item did.
  public enum TabTap: Hashable, Sendable {
    /// The tab was selected: the delegate allowed it, the tab bar controller switched, the
    /// delegate was told.
    case selected
    /// The tab was selected already: the delegate allowed it and was told; a tab that is a
    /// navigation controller with more than its root was asked to pop to its root (animated,
    /// through `popToRootViewController(animated:)`, so subclasses see it).
    case reselected
    /// The delegate's `tabBarController(_:shouldSelect:)` refused the tab.
    case refusedByDelegate
    /// Nothing happened, for the given reason.
    case ignored(IgnoredReason)

    /// Why a tap on a tab did nothing.
    public enum IgnoredReason: Hashable, Sendable {
      /// The tab bar controller is not in a window, or something is presented over it.
      case notReachable
      /// The tab bar controller has no tab at that index.
      case noSuchTab
      /// A navigation transition runs in the selected tab and the tab bar ignores touches
      /// meanwhile (before iOS 26; ``Headless/Assumptions/tabTapIgnoredDuringTransition``).
      case duringTransition
    }
  }
}

extension Headless.World {
  /// A simulated tap on the tab at `index` of `tabBarController`'s tab bar.
  ///
  /// As UIKit does for a tap (not for `selectedIndex` set in code): asks the delegate's
  /// `tabBarController(_:shouldSelect:)`, selects, then tells `tabBarController(_:didSelect:)`;
  /// a tap on the selected tab pops a navigation tab to its root (`Docs/UIKitFacts.md` A14).
  /// Nothing happens when the tab bar controller is not in a window or something is presented
  /// over it.
  ///
  /// During a navigation transition in the selected tab (a push, a pop, a swipe-back):
  /// - ``Headless/Profile/fluid`` (iOS 26): the tap is delivered and the tab switches at once;
  ///   the transition runs on to its end off screen.
  /// - ``Headless/Profile/legacy`` and ``Headless/Profile/deferring``: the tab bar ignores the
  ///   tap (``Headless/Assumptions/tabTapIgnoredDuringTransition``); with that assumption off,
  ///   it is delivered as on `fluid`.
  ///
  /// - Parameters:
  ///   - index: The tab's index in `viewControllers`.
  ///   - tabBarController: The tab bar controller.
  /// - Returns: What the tap did.
  @discardableResult
  public func tapTab(at index: Int, in tabBarController: UITabBarController) -> Headless.TabTap {
    guard tabBarController.viewStorage?.window != nil,
      tabBarController.presentedViewController == nil
    else { return .ignored(.notReachable) }
    guard let tabs = tabBarController.viewControllers, tabs.indices.contains(index) else {
      return .ignored(.noSuchTab)
    }
    if isTransitioning(in: tabBarController.selectedViewController) {
      switch profile {
      case .fluid:
        break
      case .legacy, .deferring:
        if assumptions.tabTapIgnoredDuringTransition { return .ignored(.duringTransition) }
      }
    }
    let tab = tabs[index]
    let wasSelected = tabBarController.selectedViewController === tab
    guard tabBarController.userSelect(tab) else { return .refusedByDelegate }
    guard wasSelected else { return .selected }
    if let navigation = tab as? UINavigationController, navigation.viewControllers.count > 1 {
      navigation.popToRootViewController(animated: true)
    }
    return .reselected
  }

  /// Whether a navigation transition runs in `tab`: in the tab itself when it is a navigation
  /// controller, else in a navigation controller among its children.
  private func isTransitioning(in tab: UIViewController?) -> Bool {
    guard let tab else { return false }
    if let navigation = tab as? UINavigationController {
      return navigation.runningTransition != nil
    }
    return tab.children.contains { isTransitioning(in: $0) }
  }
}
