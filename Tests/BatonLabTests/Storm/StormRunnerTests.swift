import BatonUIKit
import Foundation
import Testing

@testable import BatonLab

@MainActor
@Suite struct StormRunnerTests {
  private func storm(_ strategy: StrategyName, _ profile: LabProfile, actions: Int = 1_500)
    -> StormMetrics
  {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 3,
      actions: actions
    )
    return StormRunner.run(configuration, trace: &trace).metrics
  }

  @Test func theSameSeedGivesTheSameFigures() {
    var first = storm(.raw, .deferring, actions: 800)
    var second = storm(.raw, .deferring, actions: 800)
    first.wallSeconds = 0
    second.wallSeconds = 0
    #expect(first == second)
    #expect(first.actions == 800)
    #expect(first.intents > 400)
  }

  @Test(arguments: LabProfile.allCases)
  func rawUIKitShowsFaultsOnBothProfiles(profile: LabProfile) {
    let metrics = storm(.raw, profile)
    #expect(metrics.faults.total > 0)
    if profile == .deferring { #expect(metrics.duplicateScreens > 0) }
  }

  @Test(arguments: LabProfile.allCases)
  func batonLosesNothingAndNeverLocksOrOverlaps(profile: LabProfile) {
    let metrics = storm(.baton, profile)
    #expect(metrics.faults.crashes == 0)
    #expect(metrics.lostIntents == 0)
    #expect(metrics.stuckLocks == 0)
    #expect(metrics.invariantViolations == 0)
    #expect(metrics.latency.mean < 1.0 / 60)
  }

  @Test func theDelayFixAddsAboutItsHopToEveryStep() {
    let metrics = storm(.delay, .deferring)
    #expect(metrics.latency.mean > 0.2 && metrics.latency.mean <= 0.3 + 1e-9)
    #expect(abs(metrics.latency.p99 - 0.3) < 1e-9)
  }

  @Test func theStormCommandPrintsOneJSONObject() throws {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      [
        "baton-lab", "storm", "--strategy", "window-lock", "--profile", "legacy", "--seed", "5",
        "--actions", "300", "--json",
      ],
      io: capture.io
    )
    #expect(status == 0)
    #expect(capture.out.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(capture.out[0].utf8)) as? [String: Any]
    )
    #expect(object["strategy"] as? String == "window-lock")
    #expect(object["profile"] as? String == "legacy")
    #expect(object["seed"] as? Int == 5)
    #expect(object["actions"] as? Int == 300)
  }

  @Test func theTraceHasTracksSpansAndFaultInstants() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--strategy", "raw", "--actions", "300", "--trace", url.path],
      io: capture.io
    )
    #expect(status == 0)
    let data = try Data(contentsOf: url)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let tracks = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: String])?["name"] }
    #expect(tracks.contains("life 0: window"))
    #expect(tracks.contains("life 0: tab 0 stack"))
    #expect(tracks.contains("life 0: tab 1 stack"))
    #expect(events.contains { $0["ph"] as? String == "X" && $0["cat"] as? String == "transition" })
    #expect(events.contains { ($0["cat"] as? String)?.hasPrefix("fault") == true })
  }

  @Test func batonsDroppedRequestsAreInstantsOnTheTrace() throws {
    var trace: LabTrace? = LabTrace()
    let scenario = try ScenarioParser.parse("double-tap detail\nsettle")
    _ = ScenarioRunner.run(scenario, strategy: .baton, profile: .deferring, trace: &trace)
    let events = try #require(trace?.trace.events)
    #expect(
      events.contains { $0.category == "dropped" && $0.arguments["reason"] == "dropped(duplicate)" }
    )
  }

  @Test func theDemoPrintsATablePerProfileAndTheLegend() {
    let capture = OutputCapture()
    #expect(
      BatonLabCommandLine.run(["baton-lab", "demo", "--actions", "200"], io: capture.io) == 0
    )
    let rows = capture.out.filter { line in
      StrategyName.demo.contains { line.hasPrefix($0.rawValue + " ") }
    }
    #expect(rows.count == DemoCommand.profiles.count * StrategyName.demo.count)
    #expect(DemoCommand.profiles == [.fluid, .deferring, .legacy])
    #expect(capture.out.suffix(2) == ComparisonTable.legend[...])
    for profile in ["fluid", "deferring", "legacy"] {
      #expect(capture.err.contains { $0.hasPrefix("demo: \(profile) profile, baton") })
    }
  }
}

@MainActor
@Suite struct LabSessionCleanupTests {
  @Test func aRunPutsTheAdaptersSchedulerBack() {
    let before = BatonEnvironment.default.scheduler
    var trace: LabTrace?
    _ = StormRunner.run(
      StormConfiguration(strategy: .baton, profile: .deferring, seed: 1, actions: 50),
      trace: &trace
    )
    #expect(BatonEnvironment.default.scheduler === before)
  }
}
