import Foundation

/// The demo's table: one row per strategy, one column per figure.
struct ComparisonTable {
  static let headers = [
    "strategy", "crash faults", "warnings", "lost intents", "lost links", "dup screens",
    "stuck locks", "mean added", "p99 added", "drain (virt s)",
  ]

  /// Renders the reports of one profile as an aligned text table.
  ///
  /// - Parameter reports: One report per strategy, in row order.
  /// - Returns: The table's lines.
  static func render(_ reports: [StormReport]) -> [String] {
    let rows = reports.map { report -> [String] in
      let metrics = report.metrics
      return [
        report.strategy.rawValue,
        "\(metrics.faults.crashes)",
        "\(metrics.faults.warnings)",
        "\(metrics.lostIntents)",
        "\(metrics.lostDeepLinks)",
        "\(metrics.duplicateScreens)",
        "\(metrics.stuckLocks)",
        StormReport.milliseconds(metrics.latency.mean),
        StormReport.milliseconds(metrics.latency.p99),
        String(format: "%.0f", metrics.virtualSeconds),
      ]
    }
    return ComparisonTable.aligned(headers: headers, rows: rows)
  }

  /// The two lines under the table that say how to read it.
  static let legend = [
    "Lower is better. crash faults: exceptions (the app restarts); warnings: UIKit refused the call; "
      + "lost: no effect, no reason given.",
    "dup screens: same screen twice in a row; stuck locks: held 5 s with nothing running; added: "
      + "start delay beyond earlier animations.",
  ]

  /// Lines of an aligned text table: the first column left-aligned, the others right-aligned,
  /// two spaces apart, with a rule under the headers.
  ///
  /// - Parameters:
  ///   - headers: The column headings.
  ///   - rows: The rows, each with one cell per heading.
  /// - Returns: The table's lines.
  static func aligned(headers: [String], rows: [[String]]) -> [String] {
    let table = [headers] + rows
    let widths = headers.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      .joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return [line(headers), rule] + rows.map(line)
  }
}
