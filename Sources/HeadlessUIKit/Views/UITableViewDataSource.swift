import Foundation

/// The object that tells a table view its rows and makes their cells.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell that shows the row at `indexPath`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The cell, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections (1 when not implemented).
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section, when not implemented.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
