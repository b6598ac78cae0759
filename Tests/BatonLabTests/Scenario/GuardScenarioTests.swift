import Foundation
import Testing

@testable import BatonLab

/// The guard's stories with the app-wide guard: the root's swipe is gated before any call on the
/// stack (story 15), a present asked before a late launch is kept (story 52), and a deep link
/// whose sheet the lane drops as a duplicate of the user's own is answered, not lost (story 53),
/// on every profile.
@MainActor
@Suite struct GuardScenarioTests {
  @Test(
    arguments: [
      "15-app-sets-gesture-delegate-at-root.txt",
      "52-present-asked-before-a-late-launch.txt",
      "53-deep-link-asks-for-the-sheet-a-tap-asked-for.txt",
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
