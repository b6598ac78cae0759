import Foundation

/// A row's view in a table: the model keeps its labels and accessory for tests to read.
@MainActor
open class UITableViewCell: UIView {
  /// The identifier the cell is reused under.
  public let reuseIdentifier: String?
  /// The cell's style.
  let cellStyle: CellStyle
  private let primaryLabel = UILabel()
  private let secondaryLabel = UILabel()

  /// The kind of accessory at the trailing edge.
  open var accessoryType = AccessoryType.none

  /// The main label.
  open var textLabel: UILabel? { primaryLabel }

  /// The secondary label, in the styles that have one (`nil` in ``CellStyle/default``).
  open var detailTextLabel: UILabel? { cellStyle == .default ? nil : secondaryLabel }

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - reuseIdentifier: The identifier it is reused under.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Creates a cell from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// Called before the table hands the cell out again.
  open func prepareForReuse() {}

  /// The styles of a cell.
  public enum CellStyle: Int, Sendable {
    /// A title.
    case `default` = 0
    /// A title, with the detail on the trailing side.
    case value1 = 1
    /// A detail label, then the title.
    case value2 = 2
    /// A title with a subtitle below.
    case subtitle = 3
  }

  /// The accessories a cell shows.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An information button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An information button.
    case detailButton = 4
  }
}
