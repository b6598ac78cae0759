@testable import BatonLab

/// Runs a hand-made storm written in the scenario language and returns its figures.
@MainActor
func tinyStorm(
  _ script: String,
  strategy: StrategyName,
  profile: LabProfile = .deferring
) throws -> (result: ScenarioRunner.Result, metrics: StormMetrics) {
  let scenario = try ScenarioParser.parse(script)
  let session = LabSession(strategy: strategy, profile: profile)
  let result = ScenarioRunner.run(scenario, in: session)
  session.settle()
  session.run { _ in session.probe.sweepPendingEffects() }
  defer { session.finish() }
  return (result, session.probe.metrics(actions: scenario.steps.count))
}
