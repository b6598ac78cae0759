import Testing

@testable import BatonLab

/// `demo --peers`: each re-implemented library beside `raw` and `baton` on every
/// profile, after the demo's own output, which the flag leaves unchanged.
@MainActor
@Suite struct DemoPeersTests {
  private func demo(_ extra: [String] = []) -> [String] {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "60", "--seed", "2"] + extra,
      io: capture.io
    )
    #expect(status == 0)
    return capture.out
  }

  @Test func thePeersSectionShowsEachPeerBetweenRawAndBaton() {
    #expect(DemoCommand.peerRows == [.raw, .bufferedNav, .fdFullscreenPop, .baton])
    #expect(DemoCommand.strategies(peers: false) == StrategyName.demo)
    #expect(
      DemoCommand.strategies(peers: true) == StrategyName.demo + [.bufferedNav, .fdFullscreenPop]
    )
  }

  @Test func aProfileRunPicksTheRowsAskedForInTheirOrder() {
    let reports = DemoCommand.runStorms(
      profiles: [.legacy],
      strategies: [.baton, .fdFullscreenPop, .bufferedNav, .raw],
      actions: 20,
      seed: 1,
      io: CommandIO(out: { _ in }, err: { _ in })
    )
    .profiles[0]
    #expect(reports.reports(of: DemoCommand.peerRows).map(\.strategy) == DemoCommand.peerRows)
    #expect(reports.reports(of: [.delay, .raw]).map(\.strategy) == [.raw])
  }

  @Test func peersAddsEachPeersRowsAfterAnUnchangedDemo() {
    let plain = demo()
    let withPeers = demo([DemoCommand.peersFlag])
    #expect(Array(withPeers.prefix(plain.count)) == plain)
    #expect(!plain.contains { $0.hasPrefix("buffered-nav ") })
    let section = withPeers.dropFirst(plain.count)
    let rows = section.filter { line in
      DemoCommand.peerRows.contains { line.hasPrefix($0.rawValue + " ") }
    }
    #expect(rows.count == DemoCommand.profiles.count * DemoCommand.peerRows.count)
    for peer in StrategyName.peers {
      #expect(!plain.contains { $0.hasPrefix(peer.rawValue + " ") })
      #expect(rows.filter { $0.hasPrefix(peer.rawValue + " ") }.count == DemoCommand.profiles.count)
    }
    // The peers section's raw and baton rows are the demo's own, storm for storm.
    for strategy in [StrategyName.raw, .baton] {
      let demoRows = plain.filter { $0.hasPrefix(strategy.rawValue + " ") }
      let peerRows = rows.filter { $0.hasPrefix(strategy.rawValue + " ") }
      #expect(
        demoRows.map { $0.split(separator: " ") } == peerRows.map { $0.split(separator: " ") }
      )
    }
  }
}
