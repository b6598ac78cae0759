import BatonLab

/// Fuzzes the lab's scenario parser (`Scenarios/README.md`): the input is a scenario file.
///
/// Checks: parsing never crashes; it fails only with a `ScenarioParseError` whose line exists
/// and holds the text the error quotes; every parsed step's line exists and holds its text;
/// parsing is deterministic, and a comment line appended changes nothing.
package enum ScenarioParserFuzzer: FuzzDriver {
  /// `scenario-parser`.
  package static let name = "scenario-parser"

  /// Runs one input.
  ///
  /// - Parameter bytes: The file's bytes (repaired to UTF-8).
  /// - Throws: ``FuzzFailure`` when a check fails.
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    let source = String(decoding: bytes, as: UTF8.self)
    // Lines as the parser numbers them: split at every newline character ("\n", "\r\n", "\r").
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    let result = parse(source)
    switch result {
    case .success(let scenario):
      for step in scenario.steps {
        try checkQuote(step.text, at: step.line, in: lines, "step")
      }
    case .failure(let error):
      try checkQuote(error.text, at: error.line, in: lines, "error '\(error.problem)'")
    }
    guard "\(parse(source))" == "\(result)" else {
      throw failure("two parses of the same text differ")
    }
    let commented = source + "\n# a comment changes nothing\n\n"
    guard "\(parse(commented))" == "\(result)" else {
      throw failure("a comment line appended changed the result \(result)")
    }
  }

  private static func parse(_ source: String) -> Result<Scenario, ScenarioParseError> {
    do throws(ScenarioParseError) {
      return .success(try ScenarioParser.parse(source))
    } catch {
      return .failure(error)
    }
  }

  /// `line` is a line of the file, and it holds `text` (a statement quotes its line without
  /// comment and surrounding white space).
  private static func checkQuote(
    _ text: String,
    at line: Int,
    in lines: [String],
    _ what: String
  ) throws(FuzzFailure) {
    guard lines.indices.contains(line - 1) else {
      throw failure("\(what) on line \(line) of a file of \(lines.count) line(s)")
    }
    guard !text.isEmpty, lines[line - 1].contains(text) else {
      throw failure("\(what) on line \(line) quotes '\(text)', the line is '\(lines[line - 1])'")
    }
  }
}
