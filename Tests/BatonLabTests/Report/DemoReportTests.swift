import Foundation
import Testing

@testable import BatonLab

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `demo --report` writes one well-formed, self-contained page; `demo --json` the same figures.
@MainActor
@Suite struct DemoReportTests {
  /// Every element of a page, by name, from a parser that fails on unbalanced tags.
  private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var depth = 0
    var deepest = 0

    func parser(
      _ parser: XMLParser,
      didStartElement name: String,
      namespaceURI: String?,
      qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      counts[name, default: 0] += 1
      depth += 1
      deepest = max(deepest, depth)
    }

    func parser(
      _ parser: XMLParser,
      didEndElement name: String,
      namespaceURI: String?,
      qualifiedName: String?
    ) {
      depth -= 1
    }
  }

  private func writeReport(actions: Int) throws -> String {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("demo.html")
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "\(actions)", "--report", path],
      io: capture.io
    )
    #expect(status == 0)
    #expect(capture.err.contains("demo: wrote \(path)"))
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func theReportIsAWellFormedPageWithAChartPerFigureAndProfile() throws {
    let page = try writeReport(actions: 300)
    let parser = XMLParser(data: Data(page.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(counter.depth == 0)
    let charts = DemoCommand.profiles.count * BarChart.figures.count
    let timelines = DemoCommand.timelineStrategies.count
    #expect(counter.counts["svg"] == charts + timelines)
    #expect(counter.counts["html"] == 1)
    #expect(counter.counts["body"] == 1)
    #expect((counter.counts["rect"] ?? 0) >= charts * StrategyName.demo.count)
    #expect(counter.counts["section"] == DemoCommand.profiles.count + 1)
  }

  @Test func theReportNamesEveryStrategyAndProfile() throws {
    let page = try writeReport(actions: 200)
    for strategy in StrategyName.demo {
      #expect(page.contains(">\(strategy.rawValue)</text>"), "\(strategy)")
    }
    for profile in DemoCommand.profiles {
      #expect(page.contains("id=\"profile-\(profile.rawValue)\""), "\(profile)")
      #expect(page.contains(XMLText.escape(profile.title)), "\(profile)")
    }
  }

  @Test func theReportFetchesNothing() throws {
    let page = try writeReport(actions: 200)
    var references: Set<String> = []
    var rest = page[...]
    while let range = rest.range(of: "http") {
      let tail = rest[range.lowerBound...]
      references.insert(String(tail.prefix { $0 != "\"" && $0 != " " && $0 != "<" }))
      rest = rest[range.upperBound...]
    }
    #expect(references == ["http://www.w3.org/2000/svg"])
    for forbidden in ["<script", "<link", "@import", "url(", "<img", "@font-face", "src="] {
      #expect(!page.contains(forbidden), "\(forbidden)")
    }
  }

  @Test func theJSONHasEveryProfileAndStrategyWithTheStormFigures() throws {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "200", "--seed", "4", "--json"],
      io: capture.io
    )
    #expect(status == 0)
    #expect(capture.out.count == 1)
    let object = try JSONSerialization.jsonObject(with: Data(capture.out.joined().utf8))
    let demo = try #require(object as? [String: Any])
    #expect(demo["seed"] as? Int == 4)
    #expect(demo["actions"] as? Int == 200)
    let profiles = try #require(demo["profiles"] as? [[String: Any]])
    #expect(
      profiles.compactMap { $0["profile"] as? String } == DemoCommand.profiles.map(\.rawValue)
    )
    for profile in profiles {
      let storms = try #require(profile["storms"] as? [[String: Any]])
      #expect(
        storms.compactMap { $0["strategy"] as? String } == StrategyName.demo.map(\.rawValue)
      )
      #expect(storms.allSatisfy { $0["actions"] as? Int == 200 && $0["lostIntents"] is Int })
    }
    let baton = try #require(
      (profiles.first?["storms"] as? [[String: Any]])?.first {
        $0["strategy"] as? String == "baton"
      }
    )
    #expect(baton["faults"] as? Int == 0)
  }

  @Test func theTimelineKeepsTheStormsTransitionsAndUserActions() {
    let timeline = StormTimeline.record(strategy: .baton, profile: .deferring, seed: 1, actions: 20)
    #expect(timeline.duration > 0)
    let spans = timeline.tracks.flatMap(\.spans)
    #expect(!spans.isEmpty)
    #expect(spans.allSatisfy { $0.start <= $0.end && $0.end <= timeline.duration + 1e-9 })
    #expect(timeline.tracks.contains { $0.name == "user" && $0.actions.count == 20 })
  }
}
