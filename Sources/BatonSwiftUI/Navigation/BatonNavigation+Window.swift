import Baton
import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigation {
  /// Creates the navigation of a SwiftUI hierarchy hosted in `window`, on the window's lane and
  /// pop-up queue (`window.baton.lane`, `window.baton.popups`).
  ///
  /// BatonUIKit's requests in the same window (`viewController.baton.push(…)`, its pop-ups)
  /// and this navigation's steps and alerts then take turns on one lane: a UIKit push and a
  /// SwiftUI step never overlap, and an alert waits for both. The window's lane has its own
  /// cold start (BatonUIKit's `window.baton`: key, visible, root appeared), which the root
  /// screen's probe re-checks when it appears.
  ///
  /// ```swift
  /// let hosting = UIHostingController(rootView: AnyView(EmptyView()))
  /// window.rootViewController = hosting
  /// let navigation = BatonNavigation(root: AppRoute.home, window: window)
  /// hosting.rootView = AnyView(BatonNavigationStack(navigation) { AppScreen(route: $0) })
  /// ```
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - capabilities: What the OS's SwiftUI can do in one update; by default the running
  ///     system's (``NavigationCapabilities/current``).
  ///   - window: The window the hierarchy is shown in.
  public convenience init(
    root: Route,
    capabilities: NavigationCapabilities = .current,
    window: UIWindow
  ) {
    self.init(
      root: root,
      capabilities: capabilities,
      lane: window.baton.lane,
      popups: window.baton.popups.queue,
      coldStart: .windowLane
    )
  }

  /// Asks the window lane's registry to check the cold start again.
  func nudgeWindowLane() {
    BatonLanes.refreshReadiness()
  }
}

extension BatonTabs {
  /// Creates the navigation of a tab container hosted in `window`, on the window's lane and
  /// pop-up queue (`window.baton.lane`, `window.baton.popups`).
  ///
  /// BatonUIKit's requests and pop-ups in the same window, every tab's steps and alerts, and the
  /// tab switches then take turns on one lane. The window's lane has its own cold start
  /// (BatonUIKit's `window.baton`), which the selected tab's root probe re-checks when it appears.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in the tab bar's order; each once.
  ///   - selection: The tab selected at launch; by default the first.
  ///   - capabilities: What the OS's SwiftUI can do in one update; by default the running
  ///     system's.
  ///   - window: The window the tab container is shown in.
  ///   - root: The root screen of each tab's stack.
  /// - Throws: ``BatonTabsError`` when `tabs` is empty, names a tab twice or does not contain
  ///   `selection`.
  public convenience init(
    _ tabs: [Tab],
    selection: Tab? = nil,
    capabilities: NavigationCapabilities = .current,
    window: UIWindow,
    root: (Tab) -> Route
  ) throws(BatonTabsError) {
    let selected = try Self.validated(tabs, selection: selection)
    self.init(
      tabs,
      selection: selected,
      capabilities: capabilities,
      lane: window.baton.lane,
      popups: window.baton.popups.queue,
      coldStart: .windowLane,
      root: root
    )
  }
}
