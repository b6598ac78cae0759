import BatonSwiftUI
import Foundation
import HeadlessUIKit

/// Stands in for SwiftUI on HeadlessUIKit: applies each step a ``BatonNavigation`` hands over
/// to real (headless) UIKit controllers — the root stack in a navigation controller, each
/// layer presented as a page sheet or full-screen cover with its own navigation controller —
/// and calls `onDismiss` when a layer's dismissal completes, as SwiftUI does.
///
/// It does only what the step's target says, with UIKit's animations on the world's clock; the
/// steps end on the probes' signals, never on this host's timing.
@MainActor
final class HeadlessSwiftUIHost<Route: Hashable & Sendable> {
  let world: Headless.World
  let navigation: BatonNavigation<Route>
  let window: UIWindow
  let root: UINavigationController
  /// The navigation controller of each level (0 = the root stack).
  private(set) var levels: [UINavigationController]
  private var hosts: [NavigationElementID: HostedScreen] = [:]
  /// When false the host ignores steps (a SwiftUI that never shows them).
  var appliesSteps = true

  init(world: Headless.World, navigation: BatonNavigation<Route>) {
    self.world = world
    self.navigation = navigation
    let base = navigation.displayed.base
    window = UIWindow(windowScene: world.makeWindowScene())
    root = UINavigationController()
    levels = [root]
    root.setViewControllers([host(base.root.id)], animated: false)
    window.rootViewController = root
    let previous = navigation.onEvent
    navigation.onEvent = { [weak self] event in
      previous?(event)
      if case .stepStarted(let step) = event { self?.apply(step.target) }
    }
  }

  /// The hosting controller of a screen, made once per identifier.
  func host(_ id: NavigationElementID) -> HostedScreen {
    if let host = hosts[id] { return host }
    let host = HostedScreen(entryID: id, probe: navigation.makeProbe(for: id))
    hosts[id] = host
    return host
  }

  /// Brings UIKit to `target`, the way SwiftUI would in one update.
  func apply(_ target: NavigationState<Route>) {
    guard appliesSteps else { return }
    let stacks = target.stacks
    if stacks.count < levels.count {
      let level = stacks.count - 1
      levels.removeSubrange(stacks.count...)
      levels[level].dismiss(animated: true) { [navigation] in
        navigation.layerDidDismiss(presentedFrom: level)
      }
      return
    }
    for (level, stack) in stacks.enumerated() {
      let controllers = ([stack.root] + stack.path).map { host($0.id) }
      if level == levels.count {
        let layer = UINavigationController()
        layer.setViewControllers(controllers, animated: false)
        layer.modalPresentationStyle =
          target.layers[level - 1].style == .sheet ? .pageSheet : .fullScreen
        levels[level - 1].present(layer, animated: true)
        levels.append(layer)
      } else if levels[level].viewControllers != controllers {
        levels[level].setViewControllers(controllers, animated: true)
      }
    }
  }
}
