import Foundation

/// A view that shows text; the model keeps the text for tests to read.
@MainActor
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The maximum number of lines; 0 for as many as needed.
  open var numberOfLines = 1
  /// Whether the label draws its text as enabled.
  open var isEnabled = true

  /// Creates a label.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
