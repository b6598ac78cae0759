#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// What one level of a container presents: its sheet or cover, and on the top level the alert.
  ///
  /// The sheet or full-screen cover over its stack is the next level, built by `next`. Shared
  /// by `BatonNavigationStack`'s levels on iOS 16 and later and on iOS 15.
  ///
  /// Every binding is built with the identifier of the element it shows, so SwiftUI's writes
  /// name it: a sheet's `nil` after a swipe-down, an alert's `false` after a button.
  struct BatonLevelPresentations<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View,
    Next: View
  >: ViewModifier {
    @ObservedObject var navigation: BatonNavigation<Route>
    let level: Int
    let builders: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>
    let next: () -> Next

    func body(content: Content) -> some View {
      let state = navigation.displayed
      content
        .sheet(item: layerBinding(state, style: .sheet), onDismiss: layerDidDismiss) { _ in
          next()
        }
        .fullScreenCover(
          item: layerBinding(state, style: .fullScreenCover),
          onDismiss: layerDidDismiss
        ) { _ in
          next()
        }
        .alert(
          alertTitle(state),
          isPresented: alertBinding(state, style: .alert),
          presenting: alertRoute(state, style: .alert),
          actions: builders.alertActions,
          message: builders.alertMessage
        )
        .confirmationDialog(
          alertTitle(state),
          isPresented: alertBinding(state, style: .confirmationDialog),
          presenting: alertRoute(state, style: .confirmationDialog),
          actions: builders.alertActions,
          message: builders.alertMessage
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
      state.alert.map { builders.alertTitle($0.route) } ?? Text(verbatim: "")
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
