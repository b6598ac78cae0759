import Foundation
import Testing

@testable import BatonLab

/// Every `baton-lab` command line the README, the guides and the DocC articles show is one the
/// lab accepts, so that documentation and command line cannot drift apart.
@MainActor
@Suite struct DocumentedCommandLineTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Markdown files whose command lines are checked.
  nonisolated static func documents() throws -> [String] {
    let manager = FileManager.default
    var paths = ["README.md", "README.zh-CN.md", "CONTRIBUTING.md", "Scenarios/README.md"]
    for folder in ["Docs"] {
      let names = try manager.contentsOfDirectory(atPath: root.appending(path: folder).path)
      paths += names.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
    }
    let sources = try manager.contentsOfDirectory(atPath: root.appending(path: "Sources").path)
    for module in sources {
      let catalog = "Sources/\(module)/\(module).docc"
      guard let names = try? manager.contentsOfDirectory(atPath: root.appending(path: catalog).path)
      else { continue }
      paths += names.filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
    }
    return paths.sorted()
  }

  /// Each documented command line, as `file:line` and its arguments after `baton-lab`.
  nonisolated static func documentedCommandLines() throws -> [DocumentedCommandLine] {
    try documents().flatMap { path in
      let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .flatMap { offset, line in
          DocumentedCommandLine.find(in: String(line)).map {
            DocumentedCommandLine(place: "\(path):\(offset + 1)", arguments: $0)
          }
        }
    }
  }

  @Test func theDocumentationShowsCommandLinesOfEveryCommand() throws {
    let commands = Set(try Self.documentedCommandLines().compactMap(\.arguments.first))
    #expect(commands.isSuperset(of: ["demo", "storm", "scenario", "route", "bench"]))
  }

  @Test(arguments: try documentedCommandLines())
  func theLabAcceptsEveryDocumentedCommandLine(_ commandLine: DocumentedCommandLine) {
    #expect(throws: Never.self, "\(commandLine)") {
      try BatonLabCommandLine.check(commandLine.arguments)
    }
  }

  @Test func theCheckRefusesWhatTheCommandsRefuse() {
    let refused: [[String]] = [
      ["demo", "--bogus"], ["demo", "--profile", "ancient"], ["demo", "--actions", "0"],
      ["storm", "--strategy", "magic"], ["storm", "--app", "swiftui", "--profile", "deferring"],
      ["storm", "--popups", "--strategy", "raw", "--popup-strategy", "baton"],
      ["scenario"], ["route"], ["bench", "everything"], ["dance"],
    ]
    for arguments in refused {
      #expect(throws: UsageError.self, "\(arguments)") { try BatonLabCommandLine.check(arguments) }
      let capture = OutputCapture()
      #expect(BatonLabCommandLine.run(["baton-lab"] + arguments, io: capture.io) == 2)
    }
  }

  @Test func lineFinderReadsPlaceholdersAlternativesAndTheEndOfACommand() {
    #expect(
      DocumentedCommandLine.find(in: "swift run baton-lab demo   # 1. tap storms")
        == [["demo"]]
    )
    #expect(
      DocumentedCommandLine.find(in: "(`baton-lab storm --strategy S --profile P --seed 1`)")
        == [["storm", "--strategy", "baton", "--profile", "deferring", "--seed", "1"]]
    )
    #expect(
      DocumentedCommandLine.find(
        in: "(`--profile legacy|fluid`) `baton-lab demo --profile legacy|fluid`"
      )
        == [["demo", "--profile", "legacy"], ["demo", "--profile", "fluid"]]
    )
    #expect(
      DocumentedCommandLine.find(in: "usage: baton-lab scenario FILE [--trace FILE]")
        == [["scenario", "FILE", "--trace", "FILE"]]
    )
    #expect(DocumentedCommandLine.find(in: "| `baton-lab` | The command-line lab |").isEmpty)
    #expect(
      DocumentedCommandLine.find(
        in: "swift build --product baton-lab && .build/release/baton-lab bench"
      )
        == [["bench"]]
    )
  }
}

/// One `baton-lab` command line found in the documentation.
struct DocumentedCommandLine: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  var place: String
  var arguments: [String]

  var description: String { "\(place): baton-lab \(arguments.joined(separator: " "))" }
  var testDescription: String { description }

  /// The commands a documented line may name.
  static let commands: Set<String> = [
    "demo", "storm", "scenario", "route", "bench", "--help", "--version", "help",
  ]
  /// What a placeholder value (an upper-case word) stands for, by option.
  static let placeholderValues = [
    "--strategy": "baton", "--profile": "deferring", "--popup-strategy": "baton",
    "--app": "uikit", "--seed": "1", "--actions": "100", "--jobs": "1", "--shard-size": "100",
  ]

  /// The argument lists of the `baton-lab` command lines in one line of Markdown.
  ///
  /// A command line ends at a code span's end, a comment (`#`), `&&`, a pipe or a redirection.
  /// Usage brackets are dropped (`[--json]` is `--json`), an upper-case placeholder after an
  /// option is replaced by a value the option takes, and alternatives (`legacy|fluid`) give one
  /// line each.
  static func find(in line: String) -> [[String]] {
    var found: [[String]] = []
    var rest = Substring(line)
    while let range = rest.range(of: "baton-lab") {
      let before = rest[..<range.lowerBound].last
      rest = rest[range.upperBound...]
      guard before == nil || before == " " || before == "`" || before == "/" else { continue }
      guard rest.first == " " else { continue }
      var words: [String] = []
      for word in rest.split(separator: " ", omittingEmptySubsequences: true) {
        if word.hasPrefix("`") || word == "#" || word.hasPrefix("#") || word == "&&" || word == "|"
          || word.hasPrefix(">") || word.hasPrefix("<") || word == ";"
        {
          break
        }
        let ended = word.contains("`")
        let text = word.split(separator: "`", omittingEmptySubsequences: false).first ?? ""
        let unbracketed = text.filter { $0 != "[" && $0 != "]" }
        if !unbracketed.isEmpty { words.append(String(unbracketed)) }
        if ended { break }
      }
      guard let command = words.first, commands.contains(command) else { continue }
      found += expand(words)
    }
    return found
  }

  /// `words` with placeholders replaced and alternatives spread over several lines.
  private static func expand(_ words: [String]) -> [[String]] {
    var lines: [[String]] = [[]]
    for (index, word) in words.enumerated() {
      let option = index > 0 ? words[index - 1] : ""
      var choices = word.split(separator: "|").map(String.init)
      if choices.isEmpty { choices = [word] }
      choices = choices.map { choice in
        let isPlaceholder = choice.allSatisfy { $0.isUppercase || $0 == "_" } && !choice.isEmpty
        return isPlaceholder ? placeholderValues[option] ?? choice : choice
      }
      lines = lines.flatMap { line in choices.map { line + [$0] } }
    }
    return lines
  }
}
