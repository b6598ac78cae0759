import Foundation

/// A field of editable text.
///
/// Becoming first responder in a window shows that window's keyboard, and resigning hides it,
/// each animated for ``Headless/keyboardAnimationDuration`` with UIKit's four keyboard
/// notifications (`Docs/UIKitFacts.md` A5).
@MainActor
open class UITextField: UIControl {
  /// The text.
  open var text: String?
  /// The placeholder shown when empty.
  open var placeholder: String?
  /// Whether the text is hidden, as for passwords.
  open var isSecureTextEntry = false

  /// Whether the field can take the keyboard: when it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder and, in a window, shows its keyboard.
  ///
  /// - Returns: Whether it became first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard super.becomeFirstResponder() else { return false }
    if let window { window.keyboard.move(shown: true, in: window) }
    return true
  }

  /// Gives up first responder and, in a window, hides its keyboard.
  ///
  /// - Returns: Whether it gave it up.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasFirst, let window { window.keyboard.move(shown: false, in: window) }
    return true
  }
}
