#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A `NavigationStack` bound to a ``BatonNavigation``: the root stack, every sheet and
  /// full-screen cover in the chain (each with its own `NavigationStack`) and the alert slot,
  /// all read from ``BatonNavigation/displayed``.
  ///
  /// - Each screen gets a probe (``View/batonProbe(_:id:)``), whose `viewDidAppear` ends the
  ///   step that showed it.
  /// - Each binding is built with the identifier of the element it shows; SwiftUI's writes (a
  ///   back tap, a swipe-back, a swipe-down, an alert button) reach
  ///   ``BatonNavigation/receive(_:)`` naming it, so a late write about an element already gone
  ///   is dropped.
  /// - Each layer's `onDismiss` reaches ``BatonNavigation/layerDidDismiss(presentedFrom:)``.
  ///
  /// ```swift
  /// BatonNavigationStack(navigation) { route in
  ///   AppScreen(route: route)
  /// }
  /// ```
  @available(iOS 16, *)
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

    /// The root level and, through it, every layer.
    public var body: some View {
      BatonNavigationLevel(navigation: navigation, level: 0, content: content)
    }
  }

  @available(iOS 16, *)
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

  /// The app's view builders, passed down the levels (shared with `BatonNavigationView`).
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
        .id(entry.id)
    }
  }

  /// A presented layer as SwiftUI's `item:` presentations need it.
  struct BatonLayerItem: Identifiable, Hashable {
    let id: NavigationElementID
  }
#endif
