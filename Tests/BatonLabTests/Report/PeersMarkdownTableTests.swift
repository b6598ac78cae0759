import Foundation
import Testing

@testable import BatonLab

/// The lab report's peers table (`Docs/Lab.md` and `Docs/Lab.zh-CN.md`) is generated from the
/// committed `demo --peers --json` (`Docs/figures/peers.json`) and picks up every peer row the
/// JSON has.
@MainActor
@Suite struct PeersMarkdownTableTests {
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(arguments: [
    ("Docs/Lab.md", PeersMarkdownTable.Language.english),
    ("Docs/Lab.zh-CN.md", .chinese),
  ])
  func theLabReportsPeersTableIsTheGeneratorsOutputForTheCommittedJSON(
    readme: String,
    language: PeersMarkdownTable.Language
  ) throws {
    let json = try text("Docs/figures/peers.json")
    let generated = try PeersMarkdownTable.lines(fromDemoJSON: json, language: language)
    let block = try #require(
      PeersMarkdownTable.block(in: try text(readme)),
      "\(readme) has no peers-table block"
    )
    #expect(
      block == generated,
      "\(readme)'s peers table differs from 'baton-lab demo --markdown-from Docs/figures/peers.json --language \(language.rawValue)'"
    )
  }

  @Test func aChangedFigureMakesTheCheckFail() throws {
    let json = try text("Docs/figures/peers.json")
    let changed = json.replacingOccurrences(of: "\"lostIntents\":", with: "\"lostIntents\":1")
    let block = PeersMarkdownTable.block(in: try text("Docs/Lab.md"))
    #expect(try PeersMarkdownTable.lines(fromDemoJSON: changed) != block)
  }

  @Test func everyPeerRowInTheJSONJoinsBetweenRawAndBaton() throws {
    let storm = { (name: String, lost: Int) in
      "{\"strategy\":\"\(name)\",\"faults\":1234,\"lostIntents\":\(lost),\"virtualSeconds\":7.6}"
    }
    let json =
      "{\"seed\":1,\"actions\":9,\"profiles\":[{\"profile\":\"legacy\",\"storms\":["
      + [
        storm("raw", 1), storm("delay", 2), storm("baton", 0), storm("buffered-nav", 3),
        storm("swiftmessages", 4), storm("swiftentrykit", 5),
      ].joined(separator: ",") + "]}]}"
    let lines = try PeersMarkdownTable.lines(fromDemoJSON: json)
    let names = lines.dropFirst(2).map {
      $0.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
    }
    #expect(names == ["`raw`", "`buffered-nav`", "`swiftmessages`", "`swiftentrykit`", "`baton`"])
    #expect(lines[2].hasPrefix("| legacy | `raw` | 1,234 | 1 | – |"))
    #expect(lines[2].hasSuffix("| 8 |"))
  }

  @Test func thePopupPeersSectionBecomesASecondTableInItsOrder() throws {
    let popup = { (name: String, lost: Int) in
      "{\"popupStrategy\":\"\(name)\",\"popupsShown\":1200,\"lostPopups\":\(lost)}"
    }
    let json =
      "{\"profiles\":[{\"profile\":\"fluid\",\"storms\":[{\"strategy\":\"raw\"}]}],"
      + "\"popupPeers\":{\"profiles\":[{\"profile\":\"fluid\",\"storms\":["
      + [popup("raw", 7), popup("swiftmessages", 3), popup("baton", 0)].joined(separator: ",")
      + "]}]}}"
    let lines = try PeersMarkdownTable.lines(fromDemoJSON: json)
    let gap = try #require(lines.firstIndex(of: ""))
    #expect(lines[gap + 1].hasPrefix("| Profile | Strategy | shown | overlapping |"))
    #expect(
      Array(lines[(gap + 3)...]) == [
        "| fluid | `raw` | 1,200 | – | – | 7 | – | – | – | – | – |",
        "| fluid | `swiftmessages` | 1,200 | – | – | 3 | – | – | – | – | – |",
        "| fluid | `baton` | 1,200 | – | – | 0 | – | – | – | – | – |",
      ]
    )
    let withoutSection = try PeersMarkdownTable.lines(
      fromDemoJSON: "{\"profiles\":[{\"profile\":\"fluid\",\"storms\":[]}]}"
    )
    #expect(!withoutSection.contains(""))
  }

  @Test func aTextThatIsNotADemosJSONIsRefused() {
    #expect(throws: PeersMarkdownTable.ReadError.self) {
      try PeersMarkdownTable.lines(fromDemoJSON: "{\"seed\":1}")
    }
  }

  @Test func theMarkdownFromOptionPrintsTheTableWithoutStorming() throws {
    let capture = OutputCapture()
    let path = Self.root.appendingPathComponent("Docs/figures/peers.json").path
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--markdown-from", path, "--language", "zh-CN"],
      io: capture.io
    )
    #expect(status == 0)
    #expect(capture.out.first?.hasPrefix("| 配置 | 策略 | faults |") == true)
    #expect(!capture.err.contains { $0.contains("actions…") })
  }
}
