import Foundation

/// The centralized point of control for the app.
@MainActor
open class UIApplication: UIResponder {
  private var scenes: [UIScene] = [] {
    didSet { sceneSet = nil }
  }
  /// ``connectedScenes``, built once per change of `scenes`: the adapter asks for it on every
  /// request whose window it has to find.
  private var sceneSet: Set<UIScene>?
  /// The app's key window (cleared by the window's deinit).
  unowned(unsafe) var keyWindowStorage: UIWindow?

  init(headless: Void) {
    super.init()
  }

  /// The application of the current ``Headless/World``.
  open class var shared: UIApplication { Headless.World.current.application }

  /// The scenes connected to the app.
  open var connectedScenes: Set<UIScene> {
    if let sceneSet { return sceneSet }
    let built = Set(scenes)
    sceneSet = built
    return built
  }

  /// The app's key window, across all scenes.
  @available(
    *,
    deprecated,
    message:
      "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
  )
  open var keyWindow: UIWindow? { keyWindowStorage }

  /// Every window of every connected scene.
  @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
  open var windows: [UIWindow] {
    scenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
  }

  func connect(_ scene: UIScene) {
    scenes.append(scene)
  }
}
