import Foundation

/// An object that represents one instance of the app's user interface.
@MainActor
open class UIScene: UIResponder {
  /// The world this scene belongs to.
  let world: Headless.World

  init(world: Headless.World) {
    self.world = world
    super.init()
  }

  /// The scene's activation state (the model's scenes are always foreground-active).
  open var activationState: UIScene.ActivationState { .foregroundActive }

  /// The application, as the next responder.
  open override var next: UIResponder? { world.application }

  /// The activation states of a scene.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// In the foreground and receiving events.
    case foregroundActive = 0
    /// In the foreground, not receiving events.
    case foregroundInactive = 1
    /// In the background.
    case background = 2
  }
}

/// A scene that manages one or more windows.
///
/// Create one with ``Headless/World/makeWindowScene()``. Like UIKit, a scene does not keep its
/// windows alive: the app must hold on to them.
@MainActor
open class UIWindowScene: UIScene {
  // Like UIKit, the scene does not retain its windows; a window leaves in its deinit.
  private var windowBoxes: [UnownedBox<UIWindow>] = []
  /// The scene's key window (cleared when the window leaves).
  unowned(unsafe) var keyWindowStorage: UIWindow?

  /// The windows attached to the scene, oldest first.
  open var windows: [UIWindow] {
    windowBoxes.map(\.object)
  }

  /// The scene's key window, if any.
  open var keyWindow: UIWindow? {
    guard let window = keyWindowStorage, window.windowScene === self else { return nil }
    return window
  }

  func add(_ window: UIWindow) {
    windowBoxes.append(UnownedBox(object: window))
  }

  func remove(_ window: UIWindow) {
    let identifier = ObjectIdentifier(window)
    windowBoxes.removeAll { $0.identifier == identifier }
    if let key = keyWindowStorage, ObjectIdentifier(key) == identifier { keyWindowStorage = nil }
  }
}

/// The centralized point of control for the app.
@MainActor
open class UIApplication: UIResponder {
  private var scenes: [UIScene] = []
  /// The app's key window (cleared by the window's deinit).
  unowned(unsafe) var keyWindowStorage: UIWindow?

  init(headless: Void) {
    super.init()
  }

  /// The application of the current ``Headless/World``.
  open class var shared: UIApplication { Headless.World.current.application }

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
