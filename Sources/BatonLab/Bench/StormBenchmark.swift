import Foundation

/// `baton-lab bench storm`: storm actions per second of wall time, per strategy, in this process
/// alone and on a worker process per core.
@MainActor
enum StormBenchmark {
  /// The storm of each strategy: two shards, so that two cores can share it.
  static let actions = 200_000

  /// Runs each strategy's storm with one job and with one per core, and checks that both gave
  /// the same figures.
  static func run(pool: any StormWorkerPool) -> [String] {
    let cores = max(2, ProcessInfo.processInfo.activeProcessorCount)
    return StrategyName.demo.map { strategy in
      let configuration = StormConfiguration(
        strategy: strategy,
        profile: .deferring,
        seed: 1,
        actions: actions
      )
      var line = "storm strategy=\(strategy.rawValue) profile=deferring actions=\(actions)"
      var figures: [StormMetrics] = []
      for jobs in [1, cores] {
        do {
          let report = try ShardedStorm.run(configuration, jobs: jobs, pool: pool)
          let rate = Double(actions) / max(report.metrics.wallSeconds, 1e-9)
          line += " jobs=\(jobs) actions_per_s=" + String(format: "%.0f", rate)
          var metrics = report.metrics
          metrics.wallSeconds = 0
          figures.append(metrics)
        } catch {
          line += " jobs=\(jobs) error=\"\(error)\""
        }
      }
      let agree = figures.count == 2 && figures[0] == figures[1]
      return line + " same_figures=\(agree ? "yes" : "NO")"
    }
  }
}
