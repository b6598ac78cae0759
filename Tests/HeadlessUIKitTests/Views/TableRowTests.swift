import Foundation
import HeadlessUIKit
import Testing

/// A table's rows from its data source, a tap on a row, and cell reuse (UIKitFacts.md A19 T2).
@MainActor
@Suite struct TableRowTests {
  private func show(_ table: UITableView, in world: Headless.World) -> UIWindow {
    let window = UIWindow(windowScene: world.makeWindowScene())
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(table)
    return window
  }

  @Test func aTapOnARowSelectsItThenTellsTheDelegate() {
    let world = Headless.World()
    let rows = Rows(["Tea", "Coffee"])
    let table = rows.makeTable()
    let window = show(table, in: world)
    #expect(world.tapRow(at: IndexPath(row: 1, section: 0), in: table))
    #expect(rows.selections == [IndexPath(row: 1, section: 0)])
    #expect(rows.selectedAtCallback == [IndexPath(row: 1, section: 0)], "selected first")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    _ = window
  }

  @Test func selectingInCodeTellsNoDelegate() {
    let rows = Rows(["Tea"])
    let table = rows.makeTable()
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(rows.selections.isEmpty)
  }

  @Test func aRowTheUserCannotReachTakesNoTap() {
    let world = Headless.World()
    let rows = Rows(["Tea"])
    let table = rows.makeTable()
    #expect(!world.tapRow(at: IndexPath(row: 0, section: 0), in: table), "not in a window")
    let window = show(table, in: world)
    #expect(!world.tapRow(at: IndexPath(row: 1, section: 0), in: table), "no such row")
    #expect(!world.tapRow(at: IndexPath(row: 0, section: 1), in: table), "no such section")
    table.allowsSelection = false
    #expect(!world.tapRow(at: IndexPath(row: 0, section: 0), in: table), "selection off")
    #expect(rows.selections.isEmpty)
    _ = window
  }

  @Test func cellsComeFromTheDataSourceAndAreReusedAfterAReload() throws {
    let rows = Rows(["Tea", "Coffee"])
    let table = rows.makeTable()
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.textLabel?.text == "Tea")
    #expect(first.reuseIdentifier == "row")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first, "kept for its row")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    rows.names = ["Milk"]
    table.reloadData()
    let reused = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(reused === first, "the cell handed back is dequeued again")
    #expect(reused.textLabel?.text == "Milk")
  }

  @Test func aTableWithoutADataSourceHasNoRows() {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    #expect(table.numberOfSections == 0)
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.dequeueReusableCell(withIdentifier: "unregistered") == nil)
  }
}

private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var names: [String]
  var selections: [IndexPath] = []
  var selectedAtCallback: [IndexPath?] = []

  init(_ names: [String]) {
    self.names = names
  }

  func makeTable() -> UITableView {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    return table
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
    selectedAtCallback.append(tableView.indexPathForSelectedRow)
  }
}
