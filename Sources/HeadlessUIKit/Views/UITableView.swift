import Foundation

/// A scroll view that shows rows; the model keeps its geometry, its data source's rows and
/// cells, the selection, its delegate's swipe actions and the pan that reveals them.
///
/// A test taps a row with ``Headless/World/tapRow(at:in:)``. For swipes, every point of the
/// content is a row ``rowHeight`` tall, all in section 0. When the delegate gives swipe actions for the row
/// under a finger that moves horizontally, the table's own swipe-actions pan competes for the
/// touch (`Docs/UIKitFacts.md` A12): leading actions for a leading-to-trailing movement,
/// trailing actions for the other way.
@MainActor
open class UITableView: UIScrollView {
  /// The table's style.
  public let style: Style
  /// The height of every row.
  open var rowHeight: CGFloat = 44
  /// The delegate that supplies the rows' swipe actions and hears of selections.
  open weak var delegate: (any UITableViewDelegate)?
  /// The object that supplies the rows and their cells.
  open weak var dataSource: (any UITableViewDataSource)?
  /// Whether the user can select rows.
  open var allowsSelection = true
  /// The cells made for rows, and the cell classes registered (`UITableView+Rows.swift`).
  var rowStorage = TableRowStorage()
  /// The recognizer that reveals a row's swipe actions (private in UIKit).
  let swipeActionsPan = SwipeActionsPanGestureRecognizer()

  /// Creates a table view.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle.
  ///   - style: The table's style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    addGestureRecognizer(swipeActionsPan)
  }

  /// Creates a plain table view.
  ///
  /// - Parameter frame: The frame rectangle.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    addGestureRecognizer(swipeActionsPan)
  }

  /// The row at `point`, in the table's content coordinates moved by the content offset.
  func rowIndexPath(at point: CGPoint) -> IndexPath? {
    let y = point.y + contentOffset.y
    guard rowHeight > 0, y >= 0 else { return nil }
    return IndexPath(row: Int(y / rowHeight), section: 0)
  }

  /// The styles of a table.
  public enum Style: Int, Sendable {
    /// Rows run edge to edge.
    case plain = 0
    /// Rows are grouped in sections.
    case grouped = 1
    /// Grouped sections inset from the edges.
    case insetGrouped = 2
  }
}

/// A table's swipe-actions pan: it recognizes a horizontal movement when the delegate has
/// actions for that side of the row under the finger (`Docs/UIKitFacts.md` A12).
@MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
  override func wouldRecognize(_ movement: FingerMovement) -> Bool {
    guard movement.isHorizontal, let table = view as? UITableView, let delegate = table.delegate,
      let row = table.rowIndexPath(at: locationStorage)
    else { return false }
    let configuration =
      movement.isLeadingToTrailing(in: table)
      ? delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row)
      : delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row)
    return !(configuration?.actions.isEmpty ?? true)
  }
}
