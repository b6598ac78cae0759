import Foundation

/// A controller that shows an alert or action sheet; present it modally.
@MainActor
open class UIAlertController: UIViewController {
  private var actionStorage: [UIAlertAction] = []
  private var styleStorage = Style.alert

  /// The message.
  open var message: String?
  /// The action emphasised by the alert.
  open var preferredAction: UIAlertAction?

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - preferredStyle: Alert or action sheet.
  public convenience init(
    title: String?,
    message: String?,
    preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.styleStorage = preferredStyle
    self.modalPresentationStyle = .custom
  }

  /// The actions, in the order they were added.
  open var actions: [UIAlertAction] { actionStorage }

  /// Alert or action sheet.
  open var preferredStyle: Style { styleStorage }

  /// The text fields, in the order they were added, or `nil` when there are none.
  open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

  private var textFieldStorage: [UITextField] = []

  /// Adds a text field to an alert.
  ///
  /// - Parameter configurationHandler: Configures the new field.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    textFieldStorage.append(field)
    configurationHandler?(field)
  }

  /// Adds an action.
  ///
  /// - Parameter action: The action.
  open func addAction(_ action: UIAlertAction) {
    actionStorage.append(action)
  }

  /// The styles of an alert controller.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// An alert.
    case alert = 1
  }
}

extension Headless.World {
  /// A simulated tap on a button of a presented alert: UIKit dismisses the alert (animated) and
  /// then runs the action's handler.
  ///
  /// The dismissal is a `dismiss(animated:completion:)` sent to the alert's presenting controller,
  /// as UIKit's `_dismissAnimated:triggeringAction:…` does, so an exchanged implementation sees it
  /// (`Docs/UIKitFacts.md` A15).
  ///
  /// An alert being dismissed takes no taps (`Docs/UIKitFacts.md` A13): the tap does nothing.
  ///
  /// - Parameters:
  ///   - action: The action to tap; it must belong to `alert`, and be enabled.
  ///   - alert: The presented alert controller.
  /// - Returns: `false` when the tap is not possible (the alert is not presented or is being
  ///   dismissed, or the action is not its own or is disabled).
  @discardableResult
  public func tap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool {
    guard action.isEnabled, alert.actions.contains(where: { $0 === action }),
      alert.presentingViewController != nil, alert.isInWindow, !alert.isBeingDismissed
    else { return false }
    let presenting = alert.presentingViewController ?? alert
    presenting.dismiss(animated: true) { action.handler?(action) }
    return true
  }
}
