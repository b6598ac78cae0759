import Foundation

/// A scene that manages one or more windows.
///
/// Create one with ``Headless/World/makeWindowScene()``. Like UIKit, a scene does not keep its
/// windows alive: the app must hold on to them.
@MainActor
open class UIWindowScene: UIScene {
  // Like UIKit, the scene does not retain its windows.
  private var windowReferences: [WeakReference<UIWindow>] = []
  /// The scene's key window.
  weak var keyWindowStorage: UIWindow?

  /// The windows attached to the scene, oldest first.
  open var windows: [UIWindow] {
    windowReferences.compactMap(\.object)
  }

  /// The scene's key window, if any.
  open var keyWindow: UIWindow? {
    guard let window = keyWindowStorage, window.windowScene === self else { return nil }
    return window
  }

  func add(_ window: UIWindow) {
    windowReferences.removeAll { $0.object == nil }
    windowReferences.append(WeakReference(object: window))
  }

  func remove(_ window: UIWindow) {
    windowReferences.removeAll { $0.object == nil || $0.object === window }
    if keyWindowStorage === window { keyWindowStorage = nil }
  }
}
