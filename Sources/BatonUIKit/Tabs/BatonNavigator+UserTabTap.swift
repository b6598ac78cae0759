import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigator {
  /// The replace key of the selections ``shouldSelect(_:)`` submits: the user's latest tap wins.
  static var userTabTapKey: String { "dev.baton.userTabTap" }

  /// Answers your tab bar delegate's `tabBarController(_:shouldSelect:)`, so that a user's tap
  /// on a tab takes the lane's turn instead of switching tabs in the middle of a transition.
  ///
  /// While the window's lane is idle, the tap goes through as usual (`true`). While a
  /// transition runs or requests wait (iOS 26 delivers a tab tap during a push), the tap is
  /// refused and the selection is submitted on the lane instead, the user's latest tap
  /// replacing an earlier one that still waits; the tab switches once the transition has ended,
  /// with no unbalanced appearance calls (`Docs/UIKitFacts.md` A14).
  ///
  /// ```swift
  /// func tabBarController(
  ///   _ tabBarController: UITabBarController,
  ///   shouldSelect viewController: UIViewController
  /// ) -> Bool {
  ///   tabBarController.baton.shouldSelect(viewController)
  /// }
  /// ```
  ///
  /// > Important: A tap refused here is performed later by code, so UIKit does not call
  /// > `tabBarController(_:didSelect:)` for it (as for any selection made in code).
  ///
  /// - Parameter tab: The tab the user tapped: one of the tab bar controller's
  ///   `viewControllers`.
  /// - Returns: Whether UIKit may select it now.
  public func shouldSelect(_ tab: UIViewController) -> Bool {
    guard let lane = LaneRegistry.shared.existingContext(for: viewController)?.lane,
      lane.isBusy || lane.pendingCount > 0
    else { return true }
    select(tab, policy: .replacePending(key: Self.userTabTapKey))
    return false
  }
}
