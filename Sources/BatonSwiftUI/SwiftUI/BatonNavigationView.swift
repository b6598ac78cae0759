#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// The iOS 15 container: a stack-style `NavigationView` bound to a ``BatonNavigation``.
  ///
  /// For apps that still run on iOS 15, where `NavigationStack` does not exist; use
  /// ``BatonNavigationStack`` on iOS 16 and later.
  ///
  /// - Each stack (the root one, and each sheet's or cover's) is a `NavigationView`; its path
  ///   is a chain of hidden `NavigationLink(destination:isActive:)`s, one behind each screen,
  ///   active while the path reaches the next screen. A back tap or swipe-back sets a link's
  ///   `isActive` to `false`, which reaches ``BatonNavigation/receive(_:)`` as the shorter path.
  /// - Create the navigation with ``NavigationCapabilities/iOS15`` (what
  ///   `NavigationCapabilities(iOSMajorVersion: 15)` gives): `NavigationView` applies one push
  ///   per update, so the planner pushes one screen per step, presents a layer with an empty
  ///   stack and pushes onto it afterwards, and dismisses one layer per step. Pops of several
  ///   screens go in one step (the link of the lowest popped screen turns inactive).
  /// - Sheets, covers, the alert slot, probes and write-back are those of
  ///   ``BatonNavigationStack``.
  ///
  /// ```swift
  /// if #available(iOS 16, *) {
  ///   BatonNavigationStack(navigation) { AppScreen(route: $0) }
  /// } else {
  ///   BatonNavigationView(navigation) { AppScreen(route: $0) }
  /// }
  /// ```
  @available(iOS, introduced: 15, deprecated: 16, message: "Use BatonNavigationStack")
  public struct BatonNavigationView<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject private var navigation: BatonNavigation<Route>
    private let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    /// Creates the container, with an alert slot.
    ///
    /// - Parameters:
    ///   - navigation: The navigation to show; made with ``NavigationCapabilities/iOS15``.
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
      BatonNavigationViewLevel(navigation: navigation, level: 0, content: content)
    }
  }

  @available(iOS, introduced: 15, deprecated: 16, message: "Use BatonNavigationStack")
  extension BatonNavigationView where AlertActions == EmptyView, AlertMessage == EmptyView {
    /// Creates the container; alerts show their route's description with an OK button.
    ///
    /// - Parameters:
    ///   - navigation: The navigation to show; made with ``NavigationCapabilities/iOS15``.
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

  /// One level of a ``BatonNavigationView``: a stack in a stack-style `NavigationView`, with
  /// what it presents (``BatonLevelPresentations``).
  @available(iOS, introduced: 15, deprecated: 16, message: "Use BatonNavigationStack")
  struct BatonNavigationViewLevel<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject var navigation: BatonNavigation<Route>
    let level: Int
    let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    var body: some View {
      let state = navigation.displayed
      if state.stacks.indices.contains(level) {
        let stack = state.stacks[level]
        NavigationView {
          BatonNavigationViewScreen(
            navigation: navigation,
            stack: stack.id,
            index: 0,
            content: content
          )
        }
        .navigationViewStyle(.stack)
        .id(stack.id)
        .modifier(
          BatonLevelPresentations(navigation: navigation, level: level, builders: content) {
            BatonNavigationViewLevel(navigation: navigation, level: level + 1, content: content)
          }
        )
      }
    }
  }

  /// The screen at `index` of a stack (0: its root) with, behind it, the hidden link to the
  /// next one, active while the displayed path reaches it.
  @available(iOS, introduced: 15, deprecated: 16, message: "Use BatonNavigationStack")
  struct BatonNavigationViewScreen<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject var navigation: BatonNavigation<Route>
    let stack: NavigationElementID
    let index: Int
    let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    var body: some View {
      if let entry = entries.indices.contains(index) ? entries[index] : nil {
        content.screen(for: entry, in: navigation)
          .background(
            NavigationLink(
              destination: BatonNavigationViewScreen(
                navigation: navigation,
                stack: stack,
                index: index + 1,
                content: content
              ),
              isActive: linkBinding(),
              label: { EmptyView() }
            )
            .hidden()
          )
      }
    }

    /// The stack's root and path as displayed; empty once the stack is gone.
    private var entries: [NavigationEntry<Route>] {
      let state = navigation.displayed
      guard let level = state.level(ofStack: stack) else { return [] }
      let displayed = state.stacks[level]
      return [displayed.root] + displayed.path
    }

    /// Active while the path goes past this screen; a `false` write (back tap, swipe-back)
    /// names the stack and the path that is left.
    private func linkBinding() -> Binding<Bool> {
      let navigation = navigation
      let stack = stack
      let index = index
      return Binding(
        get: {
          let state = navigation.displayed
          guard let level = state.level(ofStack: stack) else { return false }
          return state.stacks[level].path.count > index
        },
        set: { isActive in
          let state = navigation.displayed
          guard !isActive, let level = state.level(ofStack: stack) else { return }
          let path = state.stacks[level].path.prefix(index).map(\.id)
          navigation.receive(.pathChanged(stack: stack, path: path))
        }
      )
    }
  }
#endif
