import Foundation

/// A button: a control that runs its actions when tapped.
///
/// The model keeps its type, its titles per state and its actions; a test taps it with
/// `Headless.World.tap(_:)`, which sends ``UIControl/Event/touchDown``,
/// ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered``
/// (`Docs/UIKitFacts.md` A19 T1).
@MainActor
open class UIButton: UIControl {
  private var typeStorage = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private let label = UILabel()

  /// The button's type.
  open var buttonType: ButtonType { typeStorage }

  /// The label that shows the current title.
  open var titleLabel: UILabel? {
    label.text = currentTitle
    return label
  }

  /// Creates a custom button.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of a type.
  ///
  /// - Parameter buttonType: The type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    typeStorage = buttonType
  }

  /// Creates a button of a type whose primary action is `primaryAction`, titled with the
  /// action's title.
  ///
  /// - Parameters:
  ///   - buttonType: The type.
  ///   - primaryAction: The action run for ``UIControl/Event/primaryActionTriggered``.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  /// Sets the title shown in `state`.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to use the normal state's.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title shown in `state`: its own, or the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, if any.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }

  /// The types of a button.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The system's style.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// A light information button.
    case infoLight = 3
    /// A dark information button.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A plain button.
    case plain = 6
    /// A close button.
    case close = 7
  }
}
