import Foundation

/// The centralized point of control for the app.
@MainActor
open class UIApplication: UIResponder {
  /// The connected scenes, oldest first; like UIKit, the application holds them.
  private var scenes: [UIScene] = []
  /// The app's key window.
  weak var keyWindowStorage: UIWindow?
  /// The storage of ``applicationState``.
  var stateStorage = State.active
  /// The `UIView` animations running on the world's clock, oldest first.
  var runningAnimations: [ViewAnimation] = []
  /// The latest `UIAccessibility.post(notification:argument:)`s, oldest first (at most
  /// ``Headless/World/accessibilityPostCapacity`` of them are read back).
  var accessibilityPostLog = Headless.AccessibilityPostLog()

  init(headless: Void) {
    super.init()
  }

  /// The application of the current ``Headless/World``.
  open class var shared: UIApplication { Headless.World.current.application }

  /// The app's state: active, inactive (in the foreground without events) or background.
  ///
  /// Changed by ``Headless/World/moveApp(to:)``, which posts UIKit's notifications on the way.
  open var applicationState: State { stateStorage }

  /// The scenes connected to the app.
  open var connectedScenes: Set<UIScene> { Set(scenes) }

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
