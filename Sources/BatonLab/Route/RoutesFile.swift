import Baton
import BatonRouting

/// A routes file for `baton-lab route`.
///
/// One pattern per line (`\n`, `\r\n` or `\r` line ends); blank lines and lines whose first
/// non-blank character is `#` are ignored; spaces and tabs around a pattern are trimmed.
struct RoutesFile {
  /// An invalid or duplicate pattern, located in the file.
  struct Problem: Equatable, CustomStringConvertible {
    /// The one-based line.
    var line: Int
    /// The one-based column, in characters.
    var column: Int
    /// What is wrong.
    var message: String

    var description: String { "\(line):\(column): \(message)" }
  }

  /// The table of every valid pattern.
  private(set) var table: RouteTable
  /// The problems, in file order; empty when the file is valid.
  private(set) var problems: [Problem] = []

  /// Loads the patterns of a file's text.
  init(text: String, options: RouteOptions = RouteOptions()) {
    table = RouteTable(options: options)
    var lineOfRoute: [Int] = []
    // "\r\n" is one Character in Swift: split on it as well as on "\n" and "\r".
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (offset, line) in lines.enumerated() {
      let leading = line.prefix { $0 == " " || $0 == "\t" }
      let pattern = String(line.dropFirst(leading.count)).trimmingBlanksAtEnd()
      guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
      do throws(RouteError) {
        try table.add(pattern)
        lineOfRoute.append(offset + 1)
      } catch {
        problems.append(
          Self.problem(error, line: offset + 1, indent: leading.count) { existing in
            table.patterns.firstIndex { $0.text == existing }.map { lineOfRoute[$0] } ?? 0
          }
        )
      }
    }
  }

  private static func problem(
    _ error: RouteError,
    line: Int,
    indent: Int,
    lineOf: (String) -> Int
  ) -> Problem {
    switch error {
    case .invalidPattern(let text, let position, let problem):
      let column = String(decoding: text.utf8.prefix(position), as: UTF8.self).count
      return Problem(
        line: line,
        column: indent + column + 1,
        message: "invalid pattern '\(text)': \(problem)"
      )
    case .duplicatePattern(let pattern, let existing):
      let existingLine = lineOf(existing)
      return Problem(
        line: line,
        column: indent + 1,
        message:
          "duplicate pattern '\(pattern)': matches the same URLs as '\(existing)' on line \(existingLine)"
      )
    case .noMatch, .malformedURL, .invalidParameter, .rejected, .noPresenter, .factoryFailed:
      return Problem(line: line, column: indent + 1, message: error.description)
    }
  }
}

extension String {
  fileprivate func trimmingBlanksAtEnd() -> String {
    var trimmed = Substring(self)
    while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
