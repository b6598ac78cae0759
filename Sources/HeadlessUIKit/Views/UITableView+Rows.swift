import Foundation

/// A table's cells and selection: the cell classes registered by identifier, the cells handed
/// back for reuse, and the selected row.
@MainActor
struct TableRowStorage {
  var registeredClasses: [String: AnyClass] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var cellsByRow: [IndexPath: UITableViewCell] = [:]
  var selectedRow: IndexPath?
}

extension UITableView {
  /// Registers the class of the cells made for `identifier`.
  ///
  /// > Important: Swift cannot call a subclass's own initializer through a class value, so on
  /// > Linux the model makes cells only for `UITableViewCell` itself. For a cell subclass,
  /// > dequeue with ``dequeueReusableCell(withIdentifier:)`` and make the cell when it returns
  /// > `nil` (`as? ProductCell ?? ProductCell(style: .default, reuseIdentifier: id)`): the same
  /// > code works against UIKit.
  ///
  /// - Parameters:
  ///   - cellClass: `UITableViewCell.self`, or `nil` to remove the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    rowStorage.registeredClasses[identifier] = cellClass
  }

  /// A cell handed back for reuse under `identifier`, or a new one of the registered class, or
  /// `nil` when neither exists.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, if any.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var cells = rowStorage.reusableCells[identifier], let cell = cells.popLast() {
      rowStorage.reusableCells[identifier] = cells
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = rowStorage.registeredClasses[identifier] else { return nil }
    guard cellClass == UITableViewCell.self else {
      preconditionFailure(
        "HeadlessUIKit cannot make a registered subclass of UITableViewCell "
          + "(\(cellClass), identifier \"\(identifier)\"): dequeue with "
          + "dequeueReusableCell(withIdentifier:) and make the cell when it returns nil"
      )
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell for the row at `indexPath`: one handed back for reuse, or a new one of the class
  /// registered for `identifier`.
  ///
  /// UIKit throws `NSInternalInconsistencyException` when nothing is registered for the
  /// identifier ("unable to dequeue a cell with identifier … - must register a nib or a class
  /// for the identifier"); so does the model.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  public func dequeueReusableCell(
    withIdentifier identifier: String,
    for indexPath: IndexPath
  ) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    return cell
  }

  /// The number of sections, from the data source.
  public var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return dataSource.numberOfSections(in: self)
  }

  /// The number of rows in `section`, from the data source.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
    return dataSource.tableView(self, numberOfRowsInSection: section)
  }

  /// The cell that shows the row at `indexPath`, asking the data source for it the first time.
  ///
  /// The model has no scrolling of rows: every row counts as visible.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The cell, or `nil` when the row does not exist.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if let cell = rowStorage.cellsByRow[indexPath] { return cell }
    guard let dataSource, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    rowStorage.cellsByRow[indexPath] = cell
    return cell
  }

  /// Forgets every row's cell (handing them back for reuse) and the selection; the next
  /// ``cellForRow(at:)`` asks the data source again.
  public func reloadData() {
    for cell in rowStorage.cellsByRow.values {
      guard let identifier = cell.reuseIdentifier else { continue }
      rowStorage.reusableCells[identifier, default: []].append(cell)
    }
    rowStorage.cellsByRow = [:]
    rowStorage.selectedRow = nil
  }

  /// The selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { rowStorage.selectedRow }

  /// Selects a row in code; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Whether to animate.
  ///   - scrollPosition: Where to scroll the row (the model does not scroll).
  public func selectRow(
    at indexPath: IndexPath?,
    animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    rowStorage.selectedRow = indexPath
  }

  /// Deselects a row in code; the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether to animate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if rowStorage.selectedRow == indexPath { rowStorage.selectedRow = nil }
  }

  /// Where a row ends up when the table scrolls to it.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as possible.
    case none = 0
    /// At the top.
    case top = 1
    /// In the middle.
    case middle = 2
    /// At the bottom.
    case bottom = 3
  }
}
