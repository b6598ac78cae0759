import Foundation

/// The software keyboard of one window: shown while a text field there is first responder,
/// moving for ``Headless/keyboardAnimationDuration`` after each change (`Docs/UIKitFacts.md`
/// A5, A13 K1).
///
/// Each change posts UIKit's will-notifications at once (will-change-frame, then will-show or
/// will-hide) and its did-notifications when the animation ends, on `NotificationCenter.default`
/// with no object. The `userInfo` carries the duration
/// (`UIResponder.keyboardAnimationDurationUserInfoKey`) and the keyboard's frame before and
/// after (`keyboardFrameBeginUserInfoKey`, `keyboardFrameEndUserInfoKey`, `NSValue`s of
/// `CGRect`s in the screen's coordinates: the model's screen is the window's frame). Shown, the
/// keyboard spans the window's width at its bottom, ``Headless/keyboardHeight`` tall; hidden,
/// it sits just below. UIKit's keyboard belongs to the scene; the model keeps one per window.
@MainActor
final class Keyboard {
  /// Whether the keyboard is shown or on its way in.
  private(set) var isShown = false
  /// The serial of the animation running now, if any.
  private var animationSerial: Int?
  private var lastSerial = 0

  /// How tall the keyboard is: ``Headless/keyboardHeight`` until the user switches to a
  /// keyboard of another height.
  private(set) var height = Headless.keyboardHeight

  /// Whether the keyboard is appearing, disappearing or changing its frame (UIKit's private
  /// `UIPeripheralHost._isTransitioning`).
  var isTransitioning: Bool { animationSerial != nil }

  /// Shows (`true`) or hides the keyboard of `window`, animated on its world's clock; nothing
  /// when it is already so.
  func move(shown: Bool, in window: UIWindow) {
    guard shown != isShown else { return }
    let begin = frame(in: window)
    isShown = shown
    animate(from: begin, in: window, showing: shown)
  }

  /// Changes the height of the keyboard on screen, animated on its world's clock.
  ///
  /// As switching to the emoji keyboard, another language's or one with a bar of suggestions
  /// does: a frame-only move, with will-change-frame at once and did-change-frame when it ends,
  /// and no show or hide notification. Nothing while it is hidden or already that tall.
  func changeHeight(to newHeight: CGFloat, in window: UIWindow) {
    guard isShown, newHeight != height else { return }
    let begin = frame(in: window)
    height = newHeight
    animate(from: begin, in: window, showing: nil)
  }

  /// Moves the keyboard from `begin` to where it is now for
  /// ``Headless/keyboardAnimationDuration``: the will-notifications now, the did-ones at the
  /// end; the show or hide pair only when `showing` says which.
  private func animate(from begin: CGRect, in window: UIWindow, showing: Bool?) {
    lastSerial += 1
    let serial = lastSerial
    animationSerial = serial
    let duration = Headless.keyboardAnimationDuration
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardAnimationDurationUserInfoKey: duration,
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(in: window)),
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    if let shown = showing {
      center.post(
        name: shown
          ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
        object: nil,
        userInfo: info
      )
    }
    window.world.scheduler.schedule(after: duration) { [weak self] in
      guard let self, self.animationSerial == serial else { return }
      self.animationSerial = nil
      center.post(
        name: UIResponder.keyboardDidChangeFrameNotification,
        object: nil,
        userInfo: info
      )
      if let shown = showing {
        center.post(
          name: shown
            ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
          object: nil,
          userInfo: info
        )
      }
    }
  }

  /// Tells observers the keyboard's frame follows `window`'s new size (a rotation, a resize).
  ///
  /// Without animation: will- and did-change-frame only. Nothing while it is hidden.
  func windowDidResize(_ window: UIWindow, from oldFrame: CGRect) {
    guard isShown else { return }
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.0,
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame(inScreen: oldFrame)),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(in: window)),
    ]
    let center = NotificationCenter.default
    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
    center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
  }

  /// The keyboard's frame now, in the screen's coordinates.
  func frame(in window: UIWindow) -> CGRect { frame(inScreen: window.frame) }

  private func frame(inScreen screen: CGRect) -> CGRect {
    let top = isShown ? screen.maxY - height : screen.maxY
    return CGRect(x: screen.minX, y: top, width: screen.width, height: height)
  }
}

extension Headless {
  /// How long the keyboard takes to appear or disappear: 0.25 s, the value iPhones report in
  /// `keyboardAnimationDurationUserInfoKey` (a guess for any one device).
  public static let keyboardAnimationDuration: TimeInterval = 0.25

  /// How tall the model's keyboard is: 336 points, an iPhone's portrait keyboard with its
  /// predictive bar (`Docs/UIKitFacts.md` A13 K1; any one device, language and orientation
  /// differs, and nothing in Baton depends on the value).
  public static let keyboardHeight: CGFloat = 336
}
