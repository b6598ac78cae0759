import BatonSwiftUI
import Foundation
import HeadlessUIKit

/// Stands in for SwiftUI on HeadlessUIKit: applies each step a ``BatonNavigation`` hands over
/// to real (headless) UIKit controllers, named as SwiftUI's own on Linux
/// (`SwiftUIClassNames.swift`) — the root stack in a navigation controller, each
/// layer presented as a page sheet or full-screen cover with its own navigation controller —
/// and calls `onDismiss` when a layer's dismissal completes, as SwiftUI does. The alert slot is a
/// `UIAlertController` presented from the top level, as SwiftUI's `.alert` is; a tap on its
/// button (``tapAlertButton(action:)``) dismisses it and reports the answer in the same turn.
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
  /// The alert on screen and its controller.
  private(set) var alertController: UIAlertController?
  private var shownAlert: NavigationElementID?

  /// Makes the host in a new window, or in `window` with `root` as its root stack; with
  /// `installsRoot` false the caller puts `root` in the window (a tab of a tab bar controller).
  init(
    world: Headless.World,
    navigation: BatonNavigation<Route>,
    window: UIWindow? = nil,
    root: UINavigationController? = nil,
    installsRoot: Bool = true
  ) {
    self.world = world
    self.navigation = navigation
    let base = navigation.displayed.base
    self.window = window ?? UIWindow(windowScene: world.makeWindowScene())
    self.root = root ?? SwiftUIStackController()
    levels = [self.root]
    self.root.setViewControllers([host(base.root.id)], animated: false)
    if installsRoot { self.window.rootViewController = self.root }
    let previous = navigation.onEvent
    navigation.onEvent = { [weak self] event in
      previous?(event)
      // In the world: controllers made while applying a step belong to it, so their own
      // transitions (a push on a layer's stack, a dismissal from a layer) run on its clock.
      if case .stepStarted(let step) = event, let self { world.run { self.apply(step.target) } }
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
    applyAlert(target.alert)
    let stacks = target.stacks
    if stacks.count < levels.count {
      let level = stacks.count - 1
      levels.removeSubrange(stacks.count...)
      // A layer the user swiped away is already gone: SwiftUI goes on with the rest.
      if levels[level].presentedViewController != nil {
        levels[level].dismiss(animated: true) { [navigation] in
          navigation.layerDidDismiss(presentedFrom: level)
        }
        return
      }
    }
    for (level, stack) in stacks.enumerated() {
      let controllers = ([stack.root] + stack.path).map { host($0.id) }
      if level == levels.count {
        let layer = SwiftUIStackController()
        layer.setViewControllers(controllers, animated: false)
        layer.modalPresentationStyle =
          target.layers[level - 1].style == .sheet ? .pageSheet : .fullScreen
        levels[level - 1].present(layer, animated: true)
        levels.append(layer)
      } else if levels[level].viewControllers.filter({ $0 is HostedScreen }) != controllers {
        // Controllers UIKit pushed itself (BatonUIKit's own push in the same window) are not
        // SwiftUI's to remove; only the hosted screens are compared.
        levels[level].setViewControllers(controllers, animated: true)
      }
    }
  }
}

extension HeadlessSwiftUIHost {
  /// Presents or dismisses the alert controller as SwiftUI's `.alert` would.
  private func applyAlert(_ alert: NavigationAlert<Route>?) {
    guard alert?.id != shownAlert else { return }
    if let controller = alertController, controller.presentingViewController != nil,
      !controller.isBeingDismissed
    {
      controller.dismiss(animated: true)
    }
    alertController = nil
    shownAlert = nil
    guard let alert else { return }
    let controller = world.run {
      SwiftUIAlertController(title: "\(alert.route)", message: nil, preferredStyle: .alert)
    }
    controller.addAction(UIAlertAction(title: "OK", style: .default))
    levels[levels.count - 1].present(controller, animated: true)
    alertController = controller
    shownAlert = alert.id
  }

  /// The user taps the alert's button: UIKit starts dismissing it, the button's action runs
  /// and reports the answer (SwiftUI runs the action as the alert starts leaving).
  ///
  /// - Parameter action: The button's action, after the answer.
  func tapAlertButton(action: () -> Void = {}) {
    guard dismissAlertForButton() else { return }
    navigation.answerAlert("OK")
    action()
  }

  /// UIKit's part of a button tap: the alert starts leaving; the app's button reports the
  /// answer itself.
  ///
  /// - Returns: Whether an alert was on screen.
  @discardableResult
  func dismissAlertForButton() -> Bool {
    guard let controller = alertController else { return false }
    alertController = nil
    shownAlert = nil
    controller.dismiss(animated: true)
    return true
  }
}
