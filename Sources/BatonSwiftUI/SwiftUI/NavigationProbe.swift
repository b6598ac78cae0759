#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// Puts a ``NavigationProbeController`` for one screen into the SwiftUI hierarchy.
  struct NavigationProbe<Route: Hashable & Sendable>: UIViewControllerRepresentable {
    let navigation: BatonNavigation<Route>
    let id: NavigationElementID

    func makeUIViewController(context: Context) -> NavigationProbeController {
      navigation.makeProbe(for: id)
    }

    func updateUIViewController(_ probe: NavigationProbeController, context: Context) {}
  }

  extension View {
    /// Places the probe of the screen `id` behind this view: zero-sized, not hit-tested and
    /// hidden from accessibility; it reports the screen's `viewDidAppear` and `viewDidDisappear`
    /// to `navigation`.
    ///
    /// ``BatonNavigationStack`` does this for every screen it shows; use it for a screen you
    /// host yourself.
    ///
    /// - Parameters:
    ///   - navigation: The navigation the screen belongs to.
    ///   - id: The screen's ``NavigationEntry/id``.
    /// - Returns: The view with its probe.
    public func batonProbe<Route>(
      _ navigation: BatonNavigation<Route>,
      id: NavigationElementID
    ) -> some View {
      background(
        NavigationProbe(navigation: navigation, id: id)
          .frame(width: 0, height: 0)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      )
    }
  }
#endif
