#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The container of a ``BatonNavigation``, the same on every iOS the package supports: the
  /// root stack, every sheet and full-screen cover in the chain (each with a stack of its own)
  /// and the alert slot, all read from ``BatonNavigation/displayed``.
  ///
  /// - It chooses SwiftUI's container inside: a `NavigationStack(path:)` on iOS 16 and later,
  ///   a stack-style `NavigationView` on iOS 15, where each screen has a hidden
  ///   `NavigationLink(destination:isActive:)` to the next. The app's code is the same on both;
  ///   make the navigation with the running system's capabilities (the default of
  ///   ``BatonNavigation/init(root:capabilities:scheduler:configuration:waitsForRootAppearance:diagnostics:)``,
  ///   ``NavigationCapabilities/current``), which the planner needs to know what one update
  ///   may change (on iOS 15, one push per update). A navigation whose capabilities do not
  ///   fit the container is reported (`swiftUICapabilitiesMismatch`) when it appears.
  /// - Each screen gets a probe (``View/batonProbe(_:id:)``), whose `viewDidAppear` ends the
  ///   step that showed it.
  /// - Each binding is built with the identifier of the element it shows; SwiftUI's writes (a
  ///   back tap, a swipe-back, a swipe-down, an alert button) reach
  ///   ``BatonNavigation/receive(_:)`` naming it, so a late write about an element already gone
  ///   is dropped.
  /// - Each layer's `onDismiss` reaches ``BatonNavigation/layerDidDismiss(presentedFrom:)``.
  /// - A ``BatonLink`` inside any screen pushes its route through the plan.
  ///
  /// ```swift
  /// BatonNavigationStack(navigation) { route in
  ///   AppScreen(route: route)
  /// }
  /// ```
  public struct BatonNavigationStack<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject private var navigation: BatonNavigation<Route>
    private let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    /// Creates the stack, with an alert slot.
    ///
    /// - Parameters:
    ///   - navigation: The navigation to show.
    ///   - screen: Builds the screen of a route (root, pushed or a layer's root).
    ///   - alertTitle: The title of the alert or dialog of a route.
    ///   - alertActions: Its buttons; SwiftUI's write when one is tapped dismisses it.
    ///   - alertMessage: Its message.
    public init(
      _ navigation: BatonNavigation<Route>,
      @ViewBuilder screen: @escaping (Route) -> Screen,
      alertTitle: @escaping (Route) -> Text,
      @ViewBuilder alertActions: @escaping (Route) -> AlertActions,
      @ViewBuilder alertMessage: @escaping (Route) -> AlertMessage
    ) {
      self.navigation = navigation
      self.content = BatonNavigationContent(
        screen: screen,
        alertTitle: alertTitle,
        alertActions: alertActions,
        alertMessage: alertMessage
      )
    }

    /// The root level and, through it, every layer, in the running system's container.
    public var body: some View {
      Group {
        if #available(iOS 16, *) {
          BatonNavigationLevel(navigation: navigation, level: 0, content: content)
        } else {
          BatonNavigationViewLevel(navigation: navigation, level: 0, content: content)
        }
      }
      .onAppear {
        if #available(iOS 16, *) {
          navigation.checkContainer(appliesSeveralPushesPerUpdate: true)
        } else {
          navigation.checkContainer(appliesSeveralPushesPerUpdate: false)
        }
      }
    }
  }

  extension BatonNavigationStack where AlertActions == EmptyView, AlertMessage == EmptyView {
    /// Creates the stack; alerts show their route's description with an OK button.
    ///
    /// - Parameters:
    ///   - navigation: The navigation to show.
    ///   - screen: Builds the screen of a route (root, pushed or a layer's root).
    public init(
      _ navigation: BatonNavigation<Route>,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(
        navigation,
        screen: screen,
        alertTitle: { Text(String(describing: $0)) },
        alertActions: { _ in EmptyView() },
        alertMessage: { _ in EmptyView() }
      )
    }
  }

  /// The app's view builders, passed down the levels (shared by both containers).
  struct BatonNavigationContent<Route, Screen: View, AlertActions: View, AlertMessage: View> {
    let screen: (Route) -> Screen
    let alertTitle: (Route) -> Text
    let alertActions: (Route) -> AlertActions
    let alertMessage: (Route) -> AlertMessage

    /// The screen of `entry`: the app's view for its route, with its probe (whose appearance
    /// ends the step that shows it) and the entry's identity.
    @MainActor
    func screen(
      for entry: NavigationEntry<Route>,
      in navigation: BatonNavigation<Route>
    ) -> some View where Route: Hashable & Sendable {
      screen(entry.route)
        .batonProbe(navigation, id: entry.id)
        .environment(\.batonLinkSource, BatonLinkSource(navigation, screen: entry.id))
        .id(entry.id)
    }
  }

  /// A presented layer as SwiftUI's `item:` presentations need it.
  struct BatonLayerItem: Identifiable, Hashable {
    let id: NavigationElementID
  }
#endif
