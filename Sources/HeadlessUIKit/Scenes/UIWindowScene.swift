import Foundation

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
