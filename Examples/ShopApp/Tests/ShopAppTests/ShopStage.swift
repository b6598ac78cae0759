import Baton
import BatonTesting
import BatonUIKit
import Foundation
import HeadlessUIKit
import ShopApp
import Testing

/// One launch of the shop in a HeadlessUIKit world, on virtual time: the app delegate ran (it
/// installed Baton's guard in this world), the scene connected (window, tabs, launch alerts).
@MainActor
final class ShopStage {
  let world: Headless.World
  let scene: UIWindowScene
  let sceneDelegate: SceneDelegate

  init(world: Headless.World, scene: UIWindowScene, sceneDelegate: SceneDelegate) {
    self.world = world
    self.scene = scene
    self.sceneDelegate = sceneDelegate
  }

  var window: UIWindow {
    guard let window = sceneDelegate.window else {
      preconditionFailure("the scene delegate made no window")
    }
    return window
  }

  var tabs: ShopTabBarController {
    guard let tabs = sceneDelegate.tabs else { preconditionFailure("no tab bar controller") }
    return tabs
  }

  var shopStack: [UIViewController] { tabs.shopNavigation.viewControllers }

  var productList: ProductListViewController {
    guard let list = shopStack.first as? ProductListViewController else {
      preconditionFailure("the shop tab's root is not the product list")
    }
    return list
  }

  var account: AccountViewController {
    guard let account = tabs.accountNavigation.viewControllers.first as? AccountViewController
    else { preconditionFailure("the account tab's root is not the account screen") }
    return account
  }

  /// The alert on screen, if any.
  var alert: UIAlertController? {
    var presented = window.rootViewController?.presentedViewController
    while let current = presented {
      if let alert = current as? UIAlertController { return alert }
      presented = current.presentedViewController
    }
    return nil
  }

  /// Runs the clock until nothing is left, or only a pop-up waiting for the user.
  @discardableResult
  func settle() -> VirtualScheduler.Settlement {
    world.scheduler.runUntilSettled()
  }

  /// Answers the alert on screen with the action titled `title`, then settles.
  func answerAlert(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let alert = try #require(self.alert, "no alert on screen", sourceLocation: sourceLocation)
    let action = try #require(
      alert.actions.first { $0.title == title },
      "the alert has no \(title)",
      sourceLocation: sourceLocation
    )
    #expect(world.tap(action, in: alert), sourceLocation: sourceLocation)
    settle()
  }

  /// Answers both launch alerts.
  func dismissLaunchAlerts() throws {
    settle()
    try answerAlert("OK")
    try answerAlert("Not now")
  }
}

/// Launches the shop in a fresh world (the app delegate installs the guard, the scene delegate
/// makes the window, the tabs and the launch alerts, and gets `urls` as a cold start's links),
/// runs `story`, then checks that it left nothing pending and no UIKit fault, and takes the
/// window down.
@MainActor
func withShop(
  _ profile: Headless.Profile = .deferring,
  opening urls: [URL] = [],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ story: (ShopStage) throws -> Void
) throws {
  let world = Headless.World(profile: profile)
  let environment = BatonEnvironment(scheduler: world.scheduler, diagnostics: DiagnosticsCenter())
  try BatonEnvironment.withDefault(environment) {
    try world.run {
      world.launch(AppDelegate())
      let sceneDelegate = SceneDelegate()
      let scene = world.connectScene(delegate: sceneDelegate, opening: urls)
      defer {
        BatonGuard.uninstall()
        sceneDelegate.window?.baton.endLane()
        sceneDelegate.window?.rootViewController = nil
        sceneDelegate.window?.isHidden = true
      }
      let shop = ShopStage(world: world, scene: scene, sceneDelegate: sceneDelegate)
      try story(shop)
      #expect(shop.settle() == .idle, sourceLocation: sourceLocation)
      let lane = shop.window.baton.lane
      #expect(!lane.isBusy && lane.pendingCount == 0, sourceLocation: sourceLocation)
      #expect(world.faults.isEmpty, "\(world.faults)", sourceLocation: sourceLocation)
    }
  }
}
