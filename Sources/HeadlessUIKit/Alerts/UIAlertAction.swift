import Foundation

/// An action of an alert controller.
@MainActor
open class UIAlertAction: NSObject {
  private var titleStorage: String?
  private var styleStorage = Style.default
  /// The closure run after the alert dismissed.
  var handler: ((UIAlertAction) -> Void)?

  /// Whether the action is enabled.
  open var isEnabled = true

  /// Creates an action.
  public override init() {
    super.init()
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's style.
  ///   - handler: Runs after the alert dismissed, when the user taps the button.
  public convenience init(
    title: String?,
    style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    self.titleStorage = title
    self.styleStorage = style
    self.handler = handler
  }

  /// The button's title.
  open var title: String? { titleStorage }

  /// The button's style.
  open var style: Style { styleStorage }

  /// The styles of an alert action.
  public enum Style: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Cancels; shown apart.
    case cancel = 1
    /// Destroys data; shown in red.
    case destructive = 2
  }
}
