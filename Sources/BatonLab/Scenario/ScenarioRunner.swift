/// Runs scenarios (placeholder until the app under test lands).
@MainActor
enum ScenarioRunner {
  enum Result {
    case passed(Int)
    case failed(Scenario.Step, String)
  }

  static func run(
    _ scenario: Scenario,
    strategy: StrategyName,
    profile: LabProfile,
    trace: inout LabTrace?
  ) -> Result {
    .passed(0)
  }
}
