import Foundation

/// The base class of controls such as buttons and text fields.
@MainActor
open class UIControl: UIView {
  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// The target-action pairs and closure actions (see `UIControl+Actions.swift`).
  var actionTable = ControlActionTable()
}
