#if canImport(SwiftUI) && canImport(UIKit)
  import Baton
  import BatonUIKit
  import SwiftUI

  /// The screen a ``BatonLink`` is in, and its navigation: put in the environment of each
  /// screen a Baton container builds.
  struct BatonLinkSource: Sendable {
    /// The screen's identifier.
    let screen: NavigationElementID
    /// Whether a value is of the navigation's route type.
    let accepts: @Sendable (any Hashable & Sendable) -> Bool
    /// Follows a link to a value of the navigation's route type.
    let follow: @MainActor @Sendable (any Hashable & Sendable) -> Void
    /// The navigation's lane's diagnostics, for a refused link.
    let report: @MainActor @Sendable (any Hashable & Sendable) -> Void

    @MainActor
    init<Route: Hashable & Sendable>(
      _ navigation: BatonNavigation<Route>,
      screen: NavigationElementID
    ) {
      self.screen = screen
      accepts = { $0 is Route }
      follow = { [weak navigation] value in
        guard let route = value as? Route else { return }
        navigation?.followLink(to: route, from: screen)
      }
      report = { [weak navigation] value in
        navigation?.report(
          .swiftUILinkUnroutable,
          .warning,
          "A BatonLink to \(value) (\(type(of: value))) pushes nothing: the navigation's routes are \(Route.self)."
        )
      }
    }

    /// Reports a link that pushes nothing, on its navigation's lane or, outside every screen,
    /// on the default environment's center.
    @MainActor
    static func reportUnroutable(_ value: any Hashable & Sendable, source: Self?) {
      if let source {
        source.report(value)
        return
      }
      AdapterDiagnostics.report(
        .swiftUILinkUnroutable,
        .warning,
        "A BatonLink to \(value) pushes nothing: it is outside every Baton container's screens.",
        lane: nil
      )
    }
  }

  extension EnvironmentValues {
    /// The screen a ``BatonLink`` is in; `nil` outside a Baton container's screens.
    var batonLinkSource: BatonLinkSource? {
      get { self[BatonLinkSourceKey.self] }
      set { self[BatonLinkSourceKey.self] = newValue }
    }
  }

  private struct BatonLinkSourceKey: EnvironmentKey {
    static let defaultValue: BatonLinkSource? = nil
  }
#endif
