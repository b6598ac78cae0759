import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's delegate: installs Baton's guard before the first window.
///
/// It also names the scene delegate. The iOS app target marks a subclass, or this class in its own copy, `@main`.
open class AppDelegate: UIResponder, UIApplicationDelegate {
  open func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    // Every push, pop, present, dismiss and tab selection in the app, and in the SDKs it
    // embeds, now takes its turn on its window's lane.
    BatonGuard.install()
    return true
  }

  open func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration",
      sessionRole: connectingSceneSession.role
    )
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}
