import Foundation

/// The software keyboard of one window: shown while a text field there is first responder,
/// moving for ``Headless/keyboardAnimationDuration`` after each change (`Docs/UIKitFacts.md`
/// A5).
///
/// Each change posts UIKit's will-notification at once and its did-notification when the
/// animation ends, on `NotificationCenter.default` with no object, the duration in
/// `userInfo[UIResponder.keyboardAnimationDurationUserInfoKey]`. UIKit's keyboard belongs to
/// the scene; the model keeps one per window.
@MainActor
final class Keyboard {
  /// Whether the keyboard is shown or on its way in.
  private(set) var isShown = false
  /// The serial of the animation running now, if any.
  private var animationSerial: Int?
  private var lastSerial = 0

  /// Whether the keyboard is appearing or disappearing (UIKit's private
  /// `UIPeripheralHost._isTransitioning`).
  var isTransitioning: Bool { animationSerial != nil }

  /// Shows (`true`) or hides the keyboard, animated on `world`'s clock; nothing when it is
  /// already so.
  func move(shown: Bool, in world: Headless.World) {
    guard shown != isShown else { return }
    isShown = shown
    lastSerial += 1
    let serial = lastSerial
    animationSerial = serial
    let duration = Headless.keyboardAnimationDuration
    let info: [AnyHashable: Any] = [UIResponder.keyboardAnimationDurationUserInfoKey: duration]
    NotificationCenter.default.post(
      name: shown
        ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
      object: nil,
      userInfo: info
    )
    world.scheduler.schedule(after: duration) { [weak self] in
      guard let self, self.animationSerial == serial else { return }
      self.animationSerial = nil
      NotificationCenter.default.post(
        name: shown
          ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        object: nil,
        userInfo: info
      )
    }
  }
}

extension Headless {
  /// How long the keyboard takes to appear or disappear: 0.25 s, the value iPhones report in
  /// `keyboardAnimationDurationUserInfoKey` (a guess for any one device).
  public static let keyboardAnimationDuration: TimeInterval = 0.25
}
