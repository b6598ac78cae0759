#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A `TabView` of ``BatonTabs``: one ``BatonNavigationStack`` per tab, the selection on the
  /// lane.
  ///
  /// The user's tap on a tab item reaches ``BatonTabs/select(_:)``: the tab switches at once
  /// when nothing moves, else once the transition in flight has ended (the tab view keeps
  /// showing the current tab until then). Each tab's screens, sheets and alert are those of its
  /// stack; an alert asked for in another tab waits until that tab is selected.
  ///
  /// ```swift
  /// BatonTabView(tabs) { route in
  ///   AppScreen(route: route)
  /// } tabItem: { tab in
  ///   Label(tab.title, systemImage: tab.symbol)
  /// }
  /// ```
  public struct BatonTabView<
    Tab: Hashable & Sendable,
    Route: Hashable & Sendable,
    Screen: View,
    TabItem: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject private var tabs: BatonTabs<Tab, Route>
    private let screen: (Route) -> Screen
    private let tabItem: (Tab) -> TabItem
    private let alertTitle: (Route) -> Text
    private let alertActions: (Route) -> AlertActions
    private let alertMessage: (Route) -> AlertMessage

    /// Creates the tab view, with an alert slot in each tab.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' navigation.
    ///   - screen: Builds the screen of a route, in any tab.
    ///   - tabItem: The tab bar item of a tab (`Label`, `Text`, `Image`).
    ///   - alertTitle: The title of the alert or dialog of a route.
    ///   - alertActions: Its buttons; SwiftUI's write when one is tapped dismisses it.
    ///   - alertMessage: Its message.
    public init(
      _ tabs: BatonTabs<Tab, Route>,
      @ViewBuilder screen: @escaping (Route) -> Screen,
      @ViewBuilder tabItem: @escaping (Tab) -> TabItem,
      alertTitle: @escaping (Route) -> Text,
      @ViewBuilder alertActions: @escaping (Route) -> AlertActions,
      @ViewBuilder alertMessage: @escaping (Route) -> AlertMessage
    ) {
      self.tabs = tabs
      self.screen = screen
      self.tabItem = tabItem
      self.alertTitle = alertTitle
      self.alertActions = alertActions
      self.alertMessage = alertMessage
    }

    /// The tab view: each tab's stack, tagged with its tab.
    public var body: some View {
      let tabs = tabs
      TabView(selection: Binding(get: { tabs.selection }, set: { tabs.select($0) })) {
        ForEach(tabs.tabs, id: \.self) { tab in
          if let navigation = tabs.navigation(for: tab) {
            BatonNavigationStack(
              navigation,
              screen: screen,
              alertTitle: alertTitle,
              alertActions: alertActions,
              alertMessage: alertMessage
            )
            .tabItem { tabItem(tab) }
            .tag(tab)
          }
        }
      }
    }
  }

  extension BatonTabView where AlertActions == EmptyView, AlertMessage == EmptyView {
    /// Creates the tab view; alerts show their route's description with an OK button.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' navigation.
    ///   - screen: Builds the screen of a route, in any tab.
    ///   - tabItem: The tab bar item of a tab.
    public init(
      _ tabs: BatonTabs<Tab, Route>,
      @ViewBuilder screen: @escaping (Route) -> Screen,
      @ViewBuilder tabItem: @escaping (Tab) -> TabItem
    ) {
      self.init(
        tabs,
        screen: screen,
        tabItem: tabItem,
        alertTitle: { Text(String(describing: $0)) },
        alertActions: { _ in EmptyView() },
        alertMessage: { _ in EmptyView() }
      )
    }
  }
#endif
