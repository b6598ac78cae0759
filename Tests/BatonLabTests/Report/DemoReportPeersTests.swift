import Foundation
import Testing

@testable import BatonLab

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `demo --report FILE --peers` adds a peers chart per profile: each peer's bars beside raw's and
/// baton's, with the storms' own figures; without `--peers` the page has no such section.
@MainActor
@Suite struct DemoReportPeersTests {
  private func report(peers: Bool) throws -> String {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("demo.html")
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "40", "--profile", "legacy", "--report", path]
        + (peers ? [DemoCommand.peersFlag] : []),
      io: capture.io
    )
    #expect(status == 0)
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func thePeersChartShowsEachPeerBesideRawAndBatonWithItsFigures() throws {
    let page = try report(peers: true)
    let section = try #require(page.range(of: "<section class=\"peers\" id=\"peers\">"))
    let end = try #require(page.range(of: "</section>", range: section.upperBound..<page.endIndex))
    let peers = String(page[section.upperBound..<end.lowerBound])
    #expect(peers.contains("id=\"peers-legacy\""))
    // The figures the page draws are the storms' own: the same storms as demo --json.
    let results = DemoCommand.runStorms(
      profiles: [.legacy],
      strategies: DemoCommand.peerRows,
      actions: 40,
      seed: 1,
      io: CommandIO(out: { _ in }, err: { _ in })
    )
    for report in results.profiles[0].reports {
      let name = report.strategy.rawValue
      for figure in DemoReportPage.peerFigures {
        let value = figure.label(figure.value(report.metrics))
        #expect(peers.contains("<title>\(name): \(value)</title>"), "\(name) \(figure.title)")
      }
    }
    #expect(peers.contains("Dead swipes"))
    // The page stays well-formed XHTML with the section in it.
    let parser = XMLParser(data: Data(page.utf8))
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
  }

  @Test func withoutPeersThePageHasNoPeersChart() throws {
    let page = try report(peers: false)
    #expect(!page.contains("class=\"peers\""))
    #expect(!page.contains("fd-fullscreen-pop"))
  }
}
