import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Follows the keyboard's frame for one window's pop-up views (`Docs/UIKitFacts.md` A13 K1).
///
/// Observes `keyboardWillChangeFrameNotification` (posted on the main thread, inside the
/// keyboard's animation, before it appears, disappears or changes size) and keeps the frame it
/// ends at, so that a pop-up view shown while the keyboard is up is laid out above it. A
/// keyboard that was already up before the window's pop-ups were first used is seen from its
/// next move.
@MainActor
final class KeyboardFrameTracker {
  /// The keyboard's last frame, in the screen's coordinates; nil until it first moves.
  private(set) var frame: CGRect?
  /// Called after each change, inside the keyboard's animation.
  var onChange: (@MainActor () -> Void)?
  private var token: (any NSObjectProtocol)?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillChangeFrameNotification,
      object: nil,
      queue: nil
    ) { [weak self] notification in
      let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
        .cgRectValue
      MainActor.assumeIsolated {
        guard let self, let end else { return }
        self.frame = end
        self.onChange?()
      }
    }
  }

  #if compiler(>=6.2)
    // Swift 6.0 and 6.1 (Xcode 16) have no isolated deinit. Built with them, the observers
    // stay in the notification center (a small block each); they hold their owner weakly and
    // do nothing once it is gone.
    isolated deinit {
      if let token { NotificationCenter.default.removeObserver(token) }
    }
  #endif

  /// How much of `view`'s bottom the keyboard covers, in points: zero when it is hidden, off
  /// to the side, or unknown.
  ///
  /// The keyboard's frame is in the screen's coordinates, `view`'s window's frame too; `view`
  /// is taken to be a direct subview of its window (a pop-up's container).
  func overlap(of view: UIView) -> CGFloat {
    guard let frame, let window = view.window else { return 0 }
    let keyboard = frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    guard keyboard.intersects(view.frame) else { return 0 }
    return min(view.bounds.height, max(0, view.frame.maxY - keyboard.minY))
  }
}
