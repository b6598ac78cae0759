import Foundation

/// The delegate of a scene: its connection and the URLs opened in it.
///
/// Every member is optional in UIKit: here each has UIKit's "not implemented" default.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene was connected to the app (``Headless/World/connectScene(delegate:opening:)``).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What it was connected with.
  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  )

  /// URLs were opened in the running scene (``Headless/World/open(_:in:)``).
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - urlContexts: The URLs.
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: Its session.
  ///   - connectionOptions: What it was connected with.
  public func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}

  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - urlContexts: The URLs.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene, which owns the scene's main window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}
