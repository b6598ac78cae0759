import Foundation

/// `baton-lab bench storm`: storm actions per second of wall time.
@MainActor
enum StormBenchmark {
  static func run() -> [String] {
    StrategyName.allCases.map { strategy in
      var trace: LabTrace?
      let actions = 200_000
      let report = StormRunner.run(
        StormConfiguration(strategy: strategy, profile: .modern, seed: 1, actions: actions),
        trace: &trace
      )
      let rate = Double(actions) / max(report.metrics.wallSeconds, 1e-9)
      let wall = String(format: "%.2f", report.metrics.wallSeconds)
      return "storm: \(strategy.rawValue) modern, \(actions) actions in \(wall) s wall = "
        + String(format: "%.0f actions/s", rate)
    }
  }
}
