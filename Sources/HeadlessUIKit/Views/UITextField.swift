import Foundation

/// A field of editable text.
@MainActor
open class UITextField: UIControl {
  /// The text.
  open var text: String?
  /// The placeholder shown when empty.
  open var placeholder: String?
  /// Whether the text is hidden, as for passwords.
  open var isSecureTextEntry = false
}
