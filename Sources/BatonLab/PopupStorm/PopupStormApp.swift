import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The focused pop-up storm's app: a key window whose root is a navigation controller over a
/// home screen, its alerts shown by a ``PopupDriver``.
@MainActor
final class PopupStormApp: PopupStage {
  let world: Headless.World
  let strategy: PopupStrategyName
  let window: UIWindow
  let navigation: UINavigationController
  let home = UIViewController()
  let ledger = PopupLedger()
  /// Shows the app's alerts.
  private(set) lazy var popups = PopupDriver(stage: self, strategy: strategy, ledger: ledger)

  init(world: Headless.World, strategy: PopupStrategyName) {
    self.world = world
    self.strategy = strategy
    navigation =
      strategy == .baton
      ? BatonNavigationController(rootViewController: home)
      : UINavigationController(rootViewController: home)
    window = UIWindow(windowScene: world.makeWindowScene())
    window.rootViewController = navigation
    if strategy == .baton {
      let environment = BatonEnvironment(
        scheduler: world.scheduler,
        configuration: Lane.Configuration(),
        options: BatonOptions(),
        diagnostics: DiagnosticsCenter()
      )
      _ = try? BatonLanes.makeLane(for: window, environment: environment)
    }
    window.makeKeyAndVisible()
    _ = popups  // Its page-transition counter listens from the start.
  }

  /// Ends the app: its lane, if it has one, ends with it.
  func end() {
    if strategy == .baton { BatonLanes.endLane(for: window) }
  }

  var presentationRoot: UIViewController { navigation }
  var homeScreen: UIViewController { home }
  var isHomeVisible: Bool { navigation.topViewController === home }

  func goHome() {
    guard navigation.viewControllers.count > 1 else { return }
    if strategy == .baton {
      navigation.baton.pop(to: home)
    } else {
      navigation.popToRootViewController(animated: true)
    }
  }

  func logOutPages() {
    if strategy == .baton {
      navigation.baton.pop(to: home, animated: false)
      return
    }
    // The usual handler: dismiss whatever is presented, back to the root.
    if navigation.presentedViewController != nil {
      navigation.dismiss(animated: false, completion: nil)
    }
    if navigation.viewControllers.count > 1 {
      navigation.popToRootViewController(animated: false)
    }
  }

  /// Handles one event.
  func handle(_ event: PopupStormEvent) {
    switch event {
    case .push: push()
    case .pop: pop()
    case .alert(let alert): popups.request(alert)
    case .answer: popups.answer()
    case .background: world.sendAppToBackground()
    case .foreground: world.bringAppToForeground()
    case .logOut: popups.logOut()
    case .wait: break
    }
  }

  private func push() {
    if strategy == .baton {
      navigation.baton.push(UIViewController())
    } else {
      navigation.pushViewController(UIViewController(), animated: true)
    }
  }

  private func pop() {
    guard navigation.viewControllers.count > 1 else { return }
    if strategy == .baton {
      navigation.baton.pop()
    } else {
      navigation.popViewController(animated: true)
    }
  }
}
