import Foundation
import HeadlessUIKit
import Testing

/// The app delegate's launch, a scene's connection with the URLs of a cold start, and a URL
/// opened while it runs (UIKitFacts.md A19 T4).
@MainActor
@Suite struct SceneConnectionTests {
  @Test func launchingCallsTheAppDelegateWhoseDefaultConfigurationKeepsTheRole() throws {
    let world = Headless.World()
    let delegate = AppDelegateDouble()
    #expect(world.launch(delegate))
    #expect(delegate.launches == 1)
    let sceneDelegate = SceneDelegateDouble()
    let scene = world.connectScene(delegate: sceneDelegate)
    let options = try #require(sceneDelegate.options)
    let configuration = delegate.application(
      world.application,
      configurationForConnecting: scene.session,
      options: options
    )
    #expect(configuration.role == .windowApplication)
    #expect(configuration.delegateClass == nil)
  }

  @Test func aConnectedSceneHoldsItsDelegateAndHandsItTheColdStartURLs() throws {
    let world = Headless.World()
    weak var held: SceneDelegateDouble?
    let scene: UIWindowScene
    do {
      let delegate = SceneDelegateDouble()
      held = delegate
      scene = world.connectScene(
        delegate: delegate,
        opening: [try #require(URL(string: "shop://product/2"))]
      )
    }
    let delegate = try #require(held, "the scene holds its delegate")
    #expect(delegate.connections == 1)
    #expect(delegate.opened == ["shop://product/2"])
    #expect(delegate.window?.windowScene === scene)
    #expect(world.application.connectedScenes.contains(scene))
  }

  @Test func aURLOpenedWhileTheSceneRunsReachesItsDelegate() throws {
    let world = Headless.World()
    let delegate = SceneDelegateDouble()
    let scene = world.connectScene(delegate: delegate)
    #expect(delegate.opened.isEmpty)
    let cart = try #require(URL(string: "shop://cart"))
    #expect(world.open(cart, in: scene))
    #expect(delegate.opened == ["shop://cart"])
    #expect(!world.open(cart, in: world.makeWindowScene()), "a scene without a delegate")
  }
}

private final class AppDelegateDouble: UIResponder, UIApplicationDelegate {
  var launches = 0

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    return true
  }
}

private final class SceneDelegateDouble: UIResponder, UIWindowSceneDelegate {
  var options: UIScene.ConnectionOptions?
  var window: UIWindow?
  var connections = 0
  var opened: [String] = []

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    connections += 1
    options = connectionOptions
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    opened += connectionOptions.urlContexts.map(\.url.absoluteString)
  }

  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    opened += urlContexts.map(\.url.absoluteString)
  }
}
