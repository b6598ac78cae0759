import BatonRouting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The scene's delegate: makes the window and its tabs, shows the launch alerts, and opens deep
/// links (at a cold start and while the app runs).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The scene's window.
  public var window: UIWindow?
  /// The user's cart.
  public let cart = Cart()
  /// The answers given to the launch alerts, in order.
  public private(set) var launchAnswers: [String] = []
  private lazy var router = ShopRouter.make(cart: cart) { [weak self] in self?.window }

  /// The window's root, once the scene is connected.
  public var tabs: ShopTabBarController? { window?.rootViewController as? ShopTabBarController }

  /// Makes the window and the tabs, shows the launch alerts, and opens a cold start's links.
  public func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let tabs = ShopTabBarController(cart: cart)
    window.rootViewController = tabs
    self.window = window
    window.makeKeyAndVisible()
    LaunchAlerts.show(from: tabs) { [weak self] answer in self?.launchAnswers.append(answer) }
    // A cold start by a link: the lane holds the push until the window is on screen, and
    // behind the launch alerts, which block navigation until they are answered.
    for context in connectionOptions.urlContexts {
      ShopRouter.open(context.url, with: router)
    }
  }

  /// Opens the links the user opened while the app runs.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    for context in urlContexts {
      ShopRouter.open(context.url, with: router)
    }
  }
}
