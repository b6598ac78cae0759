import Foundation
import Testing

@testable import BatonLab

/// The guard's stories with the app-wide guard: the root's swipe is gated before any call on the
/// stack (story 15), and a present asked before a late launch is kept (story 52), on every
/// profile.
@MainActor
@Suite struct GuardScenarioTests {
  @Test(
    arguments: [
      "15-app-sets-gesture-delegate-at-root.txt",
      "52-present-asked-before-a-late-launch.txt",
    ],
    LabProfile.allCases
  )
  func theStoryPassesWithTheGuard(name: String, profile: LabProfile) throws {
    let url = ScenarioFilesTests.folder.appendingPathComponent(name)
    let scenario = try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8))
    var trace: LabTrace?
    let result = ScenarioRunner.run(scenario, strategy: .guard, profile: profile, trace: &trace)
    guard case .passed(let checks) = result else {
      Issue.record("\(name) with guard on \(profile): \(result)")
      return
    }
    #expect(checks > 0)
  }
}
