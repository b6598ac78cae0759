import Foundation

/// Runs storms (placeholder until the app under test lands).
@MainActor
enum StormRunner {
  static func run(_ configuration: StormConfiguration, trace: inout LabTrace?) -> StormReport {
    StormReport(
      strategy: configuration.strategy,
      profile: configuration.profile,
      seed: configuration.seed,
      metrics: StormMetrics()
    )
  }
}

/// The storm benchmark (placeholder).
@MainActor
enum StormBenchmark {
  static func run() -> [String] { ["storm: not built yet"] }
}
