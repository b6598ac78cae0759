import Foundation
import Testing

@testable import BatonLab

/// The SwiftUI storm counts each loss for the strategies that cause it, and
/// none for Baton's driver.
@MainActor
@Suite struct SwiftUIStormTests {
  func run(_ strategy: SwiftUIStrategyName, _ profile: SwiftUIProfile = .ios17)
    -> SwiftUIStormMetrics
  {
    SwiftUIStormRunner.run(
      SwiftUIStormConfiguration(strategy: strategy, profile: profile, seed: 3, actions: 600)
    )
  }

  @Test(arguments: SwiftUIProfile.allCases)
  func batonLosesNothingAndAddsLessThanAFrame(_ profile: SwiftUIProfile) {
    let metrics = run(.baton, profile)
    #expect(metrics.lostPushes == 0)
    #expect(metrics.droppedPresentations == 0)
    #expect(metrics.lostAlerts == 0)
    #expect(metrics.wipedAlerts == 0)
    #expect(metrics.faults == 0)
    #expect(metrics.steps > 100)
    #expect(metrics.meanAddedLatencyMs <= 1000.0 / 60)
  }

  @Test func rawLosesPushesPresentationsAndAlerts() {
    let metrics = run(.raw)
    #expect(metrics.lostPushes > 0)
    #expect(metrics.droppedPresentations > 0)
    #expect(metrics.lostAlerts > 0)
    #expect(metrics.wipedAlerts > 0)
    #expect(metrics.meanAddedLatencyMs == 0, "raw writes at once")
  }

  @Test func fixedDelayWaitsAQuarterSecondAndMoreAfterEachAnimation() {
    let metrics = run(.fixedDelay)
    #expect(metrics.meanAddedLatencyMs >= 250)
    #expect(metrics.lostPushes + metrics.droppedPresentations + metrics.lostAlerts > 0)
  }

  @Test func aSeedReplaysExactly() {
    #expect(run(.baton) == run(.baton))
    #expect(run(.raw) == run(.raw))
  }

  @Test func theCommandPrintsEveryKeySideBySide() throws {
    let output = OutputCapture()
    let status = try StormCommand.run(
      ["--app", "swiftui", "--compare", "--actions", "200", "--json"],
      io: output.io
    )
    #expect(status == 0)
    // One JSON object on standard output, the storms side by side in it.
    #expect(output.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.out.joined().utf8)) as? [String: Any]
    )
    let storms = try #require(object["storms"] as? [[String: Any]])
    #expect(storms.map { $0["strategy"] as? String } == ["raw", "fixed-delay", "baton"])
    let lines = output.out[0].dropFirst("{\"storms\":[".count).dropLast(2)
      .components(separatedBy: "},{")
    #expect(lines.count == 3)
    for (line, name) in zip(lines, ["raw", "fixed-delay", "baton"]) {
      #expect(line.contains("\"strategy\":\"\(name)\""))
      for key in [
        "lostPushes", "droppedPresentations", "lostAlerts", "wipedAlerts", "meanAddedLatencyMs",
        "seed", "actions", "wallSeconds",
      ] {
        #expect(line.contains("\"\(key)\":"), "\(key) in \(line)")
      }
    }
  }

  @Test func anUnknownAppIsAUsageError() {
    let output = OutputCapture()
    #expect(throws: UsageError.self) {
      try StormCommand.run(["--app", "appkit"], io: output.io)
    }
  }
}
