#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// One level of a ``BatonNavigationStack``: a stack (the root one at level 0, else a layer's),
  /// the sheet or cover presented from it, and the alert slot when it is the top level.
  @available(iOS 16, *)
  struct BatonNavigationLevel<
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
        NavigationStack(path: pathBinding(for: stack)) {
          screen(stack.root)
            .navigationDestination(for: NavigationEntry<Route>.self) { screen($0) }
        }
        .id(stack.id)
        .sheet(item: layerBinding(state, style: .sheet), onDismiss: layerDidDismiss) { _ in
          BatonNavigationLevel(navigation: navigation, level: level + 1, content: content)
        }
        .fullScreenCover(
          item: layerBinding(state, style: .fullScreenCover),
          onDismiss: layerDidDismiss
        ) { _ in
          BatonNavigationLevel(navigation: navigation, level: level + 1, content: content)
        }
        .alert(
          alertTitle(state),
          isPresented: alertBinding(state, style: .alert),
          presenting: alertRoute(state, style: .alert),
          actions: content.alertActions,
          message: content.alertMessage
        )
        .confirmationDialog(
          alertTitle(state),
          isPresented: alertBinding(state, style: .confirmationDialog),
          presenting: alertRoute(state, style: .confirmationDialog),
          actions: content.alertActions,
          message: content.alertMessage
        )
      }
    }

    private func screen(_ entry: NavigationEntry<Route>) -> some View {
      content.screen(entry.route)
        .batonProbe(navigation, id: entry.id)
        .id(entry.id)
    }

    /// The stack's path; a write names the stack it was built for.
    private func pathBinding(
      for stack: NavigationStackState<Route>
    ) -> Binding<[NavigationEntry<Route>]> {
      let navigation = navigation
      let stackID = stack.id
      return Binding(
        get: {
          let state = navigation.displayed
          return state.level(ofStack: stackID).map { state.stacks[$0].path } ?? []
        },
        set: { path in
          navigation.receive(.pathChanged(stack: stackID, path: path.map(\.id)))
        }
      )
    }

    /// The layer presented from this level with `style`, if any; a `nil` write names it.
    private func layerBinding(
      _ state: NavigationState<Route>,
      style: NavigationPresentationStyle
    ) -> Binding<BatonLayerItem?> {
      let navigation = navigation
      let layer = state.layers.indices.contains(level) ? state.layers[level] : nil
      let shown = layer?.style == style ? layer.map { BatonLayerItem(id: $0.id) } : nil
      return Binding(
        get: { shown },
        set: { item in
          if item == nil, let shown { navigation.receive(.layerDismissed(shown.id)) }
        }
      )
    }

    private func layerDidDismiss() {
      navigation.layerDidDismiss(presentedFrom: level)
    }

    /// The alert of `style` when this is the top level; a `false` write names it.
    private func alertBinding(
      _ state: NavigationState<Route>,
      style: NavigationAlertStyle
    ) -> Binding<Bool> {
      let navigation = navigation
      let alert = alertShown(state, style: style)
      return Binding(
        get: { alert != nil },
        set: { isPresented in
          if !isPresented, let alert { navigation.receive(.alertDismissed(alert.id)) }
        }
      )
    }

    private func alertRoute(_ state: NavigationState<Route>, style: NavigationAlertStyle) -> Route?
    {
      alertShown(state, style: style)?.route
    }

    private func alertTitle(_ state: NavigationState<Route>) -> Text {
      state.alert.map { content.alertTitle($0.route) } ?? Text(verbatim: "")
    }

    private func alertShown(
      _ state: NavigationState<Route>,
      style: NavigationAlertStyle
    ) -> NavigationAlert<Route>? {
      guard level == state.layers.count, let alert = state.alert, alert.style == style else {
        return nil
      }
      return alert
    }
  }
#endif
