import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The router's ``RouteAction/pushInTab(_:)``: a tab selection, then a push onto that tab's
/// stack, as one chain of lane requests.
@MainActor
package enum TabChain {
  /// The tab bar controller and the tab's navigation controller a chain acts on.
  package struct Target {
    package let tabBar: UITabBarController
    package let navigation: UINavigationController
  }

  /// The window's tab bar controller (the page top's, else the root) and the navigation
  /// controller of its tab at `index`; nil when there is none or the tab is no navigation
  /// controller.
  package static func target(
    tab index: Int,
    in window: UIWindow,
    above top: UIViewController
  ) -> Target? {
    guard
      let tabBar = (top as? UITabBarController) ?? top.tabBarController
        ?? (window.rootViewController as? UITabBarController),
      let tabs = tabBar.viewControllers, tabs.indices.contains(index),
      let navigation = tabs[index] as? UINavigationController
    else { return nil }
    return Target(tabBar: tabBar, navigation: navigation)
  }

  /// Submits the selection, then the push, and returns the push's ticket.
  ///
  /// The push ends `cancelled` while it still waits if the selection does not complete.
  package static func selectThenPush(
    _ screen: UIViewController,
    tab index: Int,
    of tabBar: UITabBarController,
    onto navigation: UINavigationController,
    animated: Bool,
    policy: LanePolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    var push: TransitionTicket?
    tabBar.baton.select(index, policy: policy) { outcome in
      guard outcome != .completed else { return }
      push?.cancel()
    }
    let ticket = navigation.baton.push(
      screen,
      animated: animated,
      policy: .enqueue,
      completion: completion
    )
    push = ticket
    return ticket
  }
}
