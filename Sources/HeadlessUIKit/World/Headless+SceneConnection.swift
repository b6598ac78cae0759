import Foundation

extension Headless.World {
  /// Launches the app as UIKit does before its first scene: calls the delegate's
  /// `application(_:didFinishLaunchingWithOptions:)` (with no options).
  ///
  /// The world does not keep the delegate: the test does, as `UIApplicationMain` does on iOS.
  ///
  /// - Parameter delegate: The app's delegate.
  /// - Returns: What the delegate returned.
  @discardableResult
  public func launch(_ delegate: any UIApplicationDelegate) -> Bool {
    delegate.application(application, didFinishLaunchingWithOptions: nil)
  }

  /// Connects a new window scene as UIKit does at launch or when the user opens a window: the
  /// scene holds `delegate`, which receives `scene(_:willConnectTo:options:)` with the URLs
  /// that opened the app, if any (a cold start by a link).
  ///
  /// - Parameters:
  ///   - delegate: The scene's delegate; the scene holds it.
  ///   - urls: The URLs the app was opened with.
  /// - Returns: The connected scene.
  @discardableResult
  public func connectScene(
    delegate: any UIWindowSceneDelegate,
    opening urls: [URL] = []
  ) -> UIWindowScene {
    let scene = makeWindowScene()
    scene.delegate = delegate
    let options = UIScene.ConnectionOptions(urlContexts: Self.contexts(for: urls))
    delegate.scene(scene, willConnectTo: scene.session, options: options)
    return scene
  }

  /// Opens a URL in a running scene, as UIKit does for a link tapped outside the app: the
  /// scene's delegate receives `scene(_:openURLContexts:)`.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - scene: The scene; it must have a delegate.
  /// - Returns: `false` when the scene has no delegate.
  @discardableResult
  public func open(_ url: URL, in scene: UIScene) -> Bool {
    guard let delegate = scene.delegate else { return false }
    delegate.scene(scene, openURLContexts: Self.contexts(for: [url]))
    return true
  }

  private static func contexts(for urls: [URL]) -> Set<UIOpenURLContext> {
    Set(urls.map { UIOpenURLContext(url: $0, sourceApplication: nil) })
  }
}
