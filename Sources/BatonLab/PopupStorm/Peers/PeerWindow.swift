import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The window a peer library shows its pop-ups in: its own `UIWindow` in the app's scene, at a
/// window level above the app's (SwiftMessages' `WindowViewController` and `PassthroughWindow`,
/// SwiftEntryKit's `EKWindow` and `EKRootViewController`), whose root controller holds each
/// pop-up as a child.
///
/// It becomes the key window only when asked (SwiftMessages' dimmed messages; SwiftEntryKit's
/// `presentInsideKeyWindow`), and gives the key back to the window that had it when it closes.
@MainActor
final class PeerWindow {
  let window: UIWindow
  private let root = UIViewController()
  private weak var previousKeyWindow: UIWindow?

  /// A hidden window in `scene` at `level`.
  init(scene: UIWindowScene?, level: UIWindow.Level) {
    window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: .zero)
    window.windowLevel = level
    window.rootViewController = root
  }

  /// The pop-ups in the window, bottom first, while it shows.
  var popups: [PeerPopupController] {
    guard !window.isHidden else { return [] }
    return root.children.compactMap { $0 as? PeerPopupController }
  }

  /// Shows the window, making it key when `makingKey` is true.
  func show(makingKey: Bool) {
    guard makingKey else {
      window.isHidden = false
      return
    }
    if !window.isKeyWindow { previousKeyWindow = window.windowScene?.keyWindow }
    window.makeKeyAndVisible()
  }

  /// Adds `popup` on top of the others.
  func add(_ popup: PeerPopupController) {
    root.addChild(popup)
    root.view.addSubview(popup.view)
    popup.didMove(toParent: root)
  }

  /// Removes `popup`.
  func remove(_ popup: PeerPopupController) {
    guard popup.parent === root else { return }
    popup.willMove(toParent: nil)
    popup.view.removeFromSuperview()
    popup.removeFromParent()
  }

  /// Closes the window: the key goes back to the window that had it, the window leaves its scene
  /// and hides (SwiftMessages' `uninstall()`, SwiftEntryKit's `displayRollbackWindow()`).
  func close() {
    if window.isKeyWindow { previousKeyWindow?.makeKey() }
    window.windowScene = nil
    window.isHidden = true
  }
}
