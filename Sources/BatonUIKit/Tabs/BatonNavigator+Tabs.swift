import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigator {
  /// The tab bar controller the tab calls act on: the controller itself when it is one, else
  /// its `tabBarController`.
  var tabBar: UITabBarController? {
    (viewController as? UITabBarController) ?? viewController.tabBarController
  }

  /// Selects the tab at `index` when the lane's turn comes, instead of setting `selectedIndex`
  /// while a transition runs.
  ///
  /// The selection waits behind a running push, pop or presentation and behind a pop-up that
  /// blocks navigation, then sets the tab bar controller's `selectedIndex` (UIKit asks no
  /// delegate for a selection made in code). A request chained after it (a push onto the tab's
  /// stack) runs once the tab is on screen.
  ///
  /// ```swift
  /// tabBarController.baton.select(1)
  /// profileNavigation.baton.push(ProfileViewController())
  /// ```
  ///
  /// - Parameters:
  ///   - index: The tab's index in `viewControllers`.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome: `.completed` (also when the tab was selected
  ///     already), or `.dropped(.invalid(.other(_:)))` when by its turn the controller is in no
  ///     tab bar controller or has no tab at `index`.
  /// - Returns: The request's ticket.
  @discardableResult
  public func select(
    _ index: Int,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submitSelection(.index(index), policy: policy, completion: completion)
  }

  /// Selects the tab whose root controller is `tab` when the lane's turn comes (see
  /// ``select(_:policy:completion:)-(Int,_,_)``).
  ///
  /// - Parameters:
  ///   - tab: One of the tab bar controller's `viewControllers`.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome; `.dropped(.invalid(.other(_:)))` when `tab`
  ///     is not one of the tabs by the request's turn.
  /// - Returns: The request's ticket.
  @discardableResult
  public func select(
    _ tab: UIViewController,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submitSelection(.controller(tab), policy: policy, completion: completion)
  }

  private func submitSelection(
    _ target: TabSelectionRequests.Target,
    policy: LanePolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    let context = LaneRegistry.shared.resolvedContext(for: viewController)
    let request = TabSelectionRequests.select(
      target,
      on: tabBar,
      from: viewController,
      context: context,
      policy: policy
    )
    return context.lane.submit(request, onOutcome: completion)
  }
}
