import Baton

extension BatonNavigation {
  /// A probe, held weakly: the screen's hosting controller owns it.
  struct WeakProbe {
    weak var probe: NavigationProbeController?
  }

  /// Keeps `probe` as the probe of its screen, forgetting the probes that are gone.
  func register(_ probe: NavigationProbeController) {
    probes = probes.filter { $0.value.probe != nil }
    probes[probe.elementID] = WeakProbe(probe: probe)
  }

  /// The latest probe made for the screen `id`, while it exists.
  func probe(of id: NavigationElementID) -> NavigationProbeController? {
    probes[id]?.probe
  }

  /// Takes an `onDismiss` that ended no step of Baton's as the user's swipe-down of `layer`
  /// when UIKit says the layer is gone, as SwiftUI's `.layerDismissed(layer)` write would be.
  ///
  /// SwiftUI calls `onDismiss` once UIKit has dismissed the sheet, but writes the sheet's
  /// binding up to about a second later (FlowStacks #69); a push asked for in between would be
  /// planned on the dead sheet's stack. The `onDismiss` alone cannot say which layer went (a
  /// late one from an older sheet names the level, and so the layer there now), so the probes
  /// decide:
  /// - a dismissal step of Baton's in flight: it ends on its own signals; nothing here;
  /// - `layer` not the top rendered layer: covered, the user cannot have swiped it;
  /// - its top screen's probe still appeared, or not appeared yet (a newer sheet still being
  ///   presented), or unknown: a stale `onDismiss`; nothing changes;
  /// - its top screen's probe disappeared (`viewDidDisappear` after `viewDidAppear`, not
  ///   appeared again): the user dismissed it.
  func acceptSwipeDown(of layer: NavigationElementID) {
    guard !renderer.awaitsLayerDismissal,
      let top = model.rendered.layers.last, top.id == layer,
      probe(of: top.stack.top.id)?.hasDisappeared == true
    else { return }
    receive(.layerDismissed(layer))
  }
}
