import Foundation

/// The base class of controls such as buttons and text fields.
@MainActor
open class UIControl: UIView {
  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
}

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
