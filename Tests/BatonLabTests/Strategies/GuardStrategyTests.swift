import Foundation
import Testing

@testable import BatonLab

/// The lab's `guard` strategy: the app's plain UIKit call sites with Baton's
/// app-wide guard installed. The page stories plain UIKit fails that only the seven guarded
/// calls decide pass with the guard; the lab follows each call through the lane, so a call the
/// guard dropped has its outcome instead of counting as lost.
@MainActor
@Suite struct GuardStrategyTests {
  private func run(_ name: String, _ strategy: StrategyName) throws -> ScenarioRunner.Result {
    let url = ScenarioFilesTests.folder.appendingPathComponent(name)
    let scenario = try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8))
    var trace: LabTrace?
    return ScenarioRunner.run(scenario, strategy: strategy, profile: .deferring, trace: &trace)
  }

  @Test(arguments: [
    "01-double-tap-pushes-twice.txt",
    "06-present-from-screen-being-pushed-away.txt",
    "07-deep-link-at-cold-start.txt",
  ])
  func aStoryRawFailsPassesWithTheGuard(name: String) throws {
    guard case .failed = try run(name, .raw) else {
      Issue.record("\(name) was expected to fail with raw")
      return
    }
    let result = try run(name, .guard)
    guard case .passed = result else {
      Issue.record("\(name) with the guard: \(result)")
      return
    }
  }

  @Test func theGuardCutsAStormsFaultsAndDuplicatesWithoutAnyCallSiteChanged() {
    let raw = storm(.raw)
    let guarded = storm(.guard)
    #expect(guarded.duplicateScreens * 10 < raw.duplicateScreens)
    #expect(guarded.faults.total * 5 < raw.faults.total)
  }

  private func storm(_ strategy: StrategyName) -> StormMetrics {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: .deferring,
      seed: 1,
      actions: 2_000
    )
    return StormRunner.run(configuration, trace: &trace).metrics
  }
}
