import Baton
import BatonSwiftUI
import HeadlessUIKit

/// Stands in for `BatonTabView` on HeadlessUIKit: a `UITabBarController` whose tabs are the root
/// stacks of a ``BatonTabs``'s navigations, each applied by a ``HeadlessSwiftUIHost``, switched
/// when the tabs' selection changes, as SwiftUI's `TabView` does.
@MainActor
final class HeadlessSwiftUITabsHost<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  let window: UIWindow
  let tabBar: UITabBarController
  private(set) var hosts: [Tab: HeadlessSwiftUIHost<Route>] = [:]

  /// Makes the host in a new window, or in `window`.
  init(world: Headless.World, tabs: BatonTabs<Tab, Route>, window: UIWindow? = nil) {
    self.window = window ?? world.run { UIWindow(windowScene: world.makeWindowScene()) }
    tabBar = world.run { UITabBarController(nibName: nil, bundle: nil) }
    var roots: [UIViewController] = []
    for tab in tabs.tabs {
      guard let navigation = tabs.navigation(for: tab) else { continue }
      let host = world.run {
        HeadlessSwiftUIHost(
          world: world,
          navigation: navigation,
          window: self.window,
          root: SwiftUIStackController(),
          installsRoot: false
        )
      }
      hosts[tab] = host
      roots.append(host.root)
    }
    world.run {
      tabBar.setViewControllers(roots, animated: false)
      tabBar.selectedIndex = tabs.tabs.firstIndex(of: tabs.selection) ?? 0
      self.window.rootViewController = tabBar
    }
    let order = tabs.tabs
    tabs.onSelect = { [tabBar, world] tab in
      world.run { tabBar.selectedIndex = order.firstIndex(of: tab) ?? 0 }
    }
  }

  /// Shows the window, key and visible.
  func launch(in world: Headless.World) {
    world.run { window.makeKeyAndVisible() }
  }
}
