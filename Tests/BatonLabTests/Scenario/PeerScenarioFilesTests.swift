import Foundation
import Testing

@testable import BatonLab

/// The peers' pop-up stories: each fails with the peer library it was written for, at the line
/// its public issue describes (every shipped story passes with Baton: ``ScenarioFilesTests``).
@MainActor
@Suite struct PeerScenarioFilesTests {
  @Test(arguments: [
    (
      "47-message-about-home-outlives-it.txt", PopupStrategyName.swiftmessages,
      "expect popups-out-of-scope 0"
    ),
    (
      "48-preempted-promotion-comes-back.txt", PopupStrategyName.swiftentrykit,
      "expect popup promotion visible"
    ),
  ])
  func aPeerLibraryFailsItsStory(name: String, popups: PopupStrategyName, line: String) throws {
    let url = ScenarioFilesTests.folder.appendingPathComponent(name)
    let scenario = try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8))
    for pages in [StrategyName.baton, .raw] {
      var trace: LabTrace?
      let result = ScenarioRunner.run(
        scenario,
        strategy: pages,
        profile: .deferring,
        popupStrategy: popups,
        trace: &trace
      )
      guard case .failed(let step, _) = result else {
        Issue.record("\(name) passed with \(popups.rawValue) over \(pages.rawValue) pages")
        continue
      }
      #expect(step.text == line)
    }
  }
}
