import Foundation

/// What the model did in a scenario, as one JSON line (`baton-lab scenario FILE --json`): the
/// expectations' result, and the app's state once every action of the story has run.
///
/// The state is read after a second run of the story with its expectations left out, so a
/// story whose expectation fails early (a `raw` run of a story written for Baton) still reports
/// where the whole sequence ends. Device stories (`Examples/DeviceStories`) compare it with what
/// real UIKit did for the same sequence.
struct ScenarioVerdict: Encodable {
  /// What the app showed at the end.
  struct Observed: Encodable {
    /// The selected tab's stack, bottom first.
    var stack: [String]
    /// The presented chain above the tab bar, in order.
    var presented: [String]
    /// The selected tab.
    var selectedTab: Int
    /// The faults the simulated UIKit recorded, by kind (F1…F15).
    var faults: [String: Int]
  }

  /// The file's name without its folder and extension.
  var story: String
  var strategy: String
  var profile: String
  /// `passed`, or `failed at line N: …`.
  var expectations: String
  var observed: Observed

  /// The verdict's JSON, on one line with sorted keys.
  func line() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// Runs `scenario` without its expectations and reads the app's state at the end.
  @MainActor
  static func observe(
    _ scenario: Scenario,
    strategy: StrategyName,
    profile: LabProfile,
    popupStrategy: PopupStrategyName?
  ) -> Observed {
    var actionsOnly = scenario
    actionsOnly.steps = scenario.steps.filter {
      if case .expect = $0.command { return false }
      return true
    }
    let session = LabSession(strategy: strategy, profile: profile, keepsEveryIntent: true)
    defer { session.finish() }
    _ = ScenarioRunner.run(actionsOnly, in: session, popupStrategy: popupStrategy)
    let app = session.app
    let tab = app.tabBar.selectedIndex
    return Observed(
      stack: session.run { $0.stackKinds(tab: tab) }.map(\.rawValue),
      presented: session.run { $0.presentedKinds() }.map(\.rawValue),
      selectedTab: tab,
      faults: session.probe.faults.byKind
    )
  }
}
