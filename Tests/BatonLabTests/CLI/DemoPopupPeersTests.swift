import Foundation
import Testing

@testable import BatonLab

/// `demo --peers`' pop-up peers section: the pop-up libraries beside the lab's
/// recipes and Baton on every profile, as tables and as a `popupPeers` JSON object whose storms
/// are `storm --app popups --json`'s own objects.
@MainActor
@Suite struct DemoPopupPeersTests {
  private func demo(_ extra: [String]) -> [String] {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "40", "--seed", "2"] + extra,
      io: capture.io
    )
    #expect(status == 0)
    return capture.out
  }

  @Test func theRowsAreTheRecipesThenEachPeerThenBaton() {
    #expect(DemoPopupPeers.rows == [.raw, .semaphore, .swiftmessages, .swiftentrykit, .baton])
  }

  @Test func peersPrintsAPopupTableOfFiveRowsPerProfileAfterThePeersTables() {
    let lines = demo([DemoCommand.peersFlag])
    guard let start = lines.firstIndex(where: { $0.hasPrefix("pop-up peers:") }) else {
      Issue.record("no pop-up peers section")
      return
    }
    let rows = lines[start...].filter { line in
      DemoPopupPeers.rows.contains { line.hasPrefix("  \($0.rawValue) ") }
    }
    #expect(rows.count == DemoCommand.profiles.count * DemoPopupPeers.rows.count)
    #expect(!demo([]).contains { $0.hasPrefix("pop-up peers:") })
  }

  @Test func theJSONAddsPopupPeersWhoseStormsAreThePopupStormsOwnObjects() throws {
    let plain = demo(["--json", "--no-wall-clock", "--profile", "fluid"])
    let withPeers = demo([DemoCommand.peersFlag, "--json", "--no-wall-clock", "--profile", "fluid"])
    #expect(plain.count == 1 && withPeers.count == 1)
    #expect(plain.first?.contains("popupPeers") == false)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data((withPeers.first ?? "").utf8)) as? [String: Any]
    )
    let section = try #require(object["popupPeers"] as? [String: Any])
    let profiles = try #require(section["profiles"] as? [[String: Any]])
    let storms = try #require(profiles.first?["storms"] as? [[String: Any]])
    #expect(profiles.first?["profile"] as? String == "fluid")
    #expect(
      storms.compactMap { $0["popupStrategy"] as? String } == DemoPopupPeers.rows.map(\.rawValue)
    )
    let capture = OutputCapture()
    let arguments = [
      "baton-lab", "storm", "--app", "popups", "--popup-strategy", "swiftentrykit", "--profile",
      "fluid", "--seed", "2", "--actions", "40", "--json",
    ]
    #expect(BatonLabCommandLine.run(arguments, io: capture.io) == 0)
    let own = try #require(
      try JSONSerialization.jsonObject(with: Data((capture.out.first ?? "").utf8)) as? NSDictionary
    )
    #expect(NSDictionary(dictionary: storms[3]) == own)
  }
}
