import Foundation

/// Runs a storm's shards on worker processes (or in this process) and merges their figures.
///
/// The result never depends on how many workers ran it: every shard is an independent session
/// with its own seed, and the figures of the shards are merged in index order.
@MainActor
enum ShardedStorm {
  /// How many workers run `configuration` for a request of `jobs`: at most one per shard.
  static func workerCount(for configuration: StormConfiguration, jobs: Int) -> Int {
    max(1, min(jobs, StormShard.split(configuration).count))
  }

  /// Runs `configuration` on `jobs` workers of `pool`, or in this process when that is one.
  ///
  /// - Parameters:
  ///   - configuration: The storm.
  ///   - jobs: How many workers to use (capped at the number of shards).
  ///   - pool: Starts the workers.
  /// - Returns: The storm's report; its wall seconds are this call's.
  /// - Throws: A ``StormWorkerError`` when a worker did not deliver its shards.
  static func run(
    _ configuration: StormConfiguration,
    jobs: Int,
    pool: any StormWorkerPool
  ) throws(StormWorkerError) -> StormReport {
    let started = Date()
    let workers = workerCount(for: configuration, jobs: jobs)
    guard workers > 1 else {
      var trace: LabTrace?
      return StormRunner.run(configuration, trace: &trace)
    }
    let assignments = assign(shardCount: StormShard.split(configuration).count, workers: workers)
    let exits = try pool.run(assignments.map { workerArguments(for: configuration, shards: $0) })
    let results = try collect(exits, assignments: assignments)
    return StormReport(configuration, merging: results, since: started)
  }

  /// Deals `shardCount` shards out to `workers` workers in turn (worker w gets w, w + n, …).
  static func assign(shardCount: Int, workers: Int) -> [[Int]] {
    let workers = max(1, min(workers, shardCount))
    return (0..<workers).map { worker in Array(stride(from: worker, to: shardCount, by: workers)) }
  }

  /// The command line of a worker that runs `shards` of `configuration`.
  static func workerArguments(for configuration: StormConfiguration, shards: [Int]) -> [String] {
    let popups = configuration.popups.map { ["--popups", "--popup-strategy", $0.rawValue] } ?? []
    return [
      "storm",
      "--strategy", configuration.strategy.rawValue,
      "--profile", configuration.profile.rawValue,
      "--seed", "\(configuration.seed)",
      "--actions", "\(configuration.actions)",
      "--shard-size", "\(configuration.shardSize)",
      StormCommand.workerShardsFlag, shards.map(String.init).joined(separator: ","),
    ] + popups + (configuration.thirdParty ? [StormCommand.thirdPartyFlag] : [])
  }

  /// The figures of every shard, in index order, from the workers' exits.
  ///
  /// - Parameters:
  ///   - exits: How each worker ended and what it printed.
  ///   - assignments: The shards each worker was given, in the same order.
  /// - Returns: One result per shard, in index order.
  /// - Throws: A ``StormWorkerError`` for a worker that failed, printed something unreadable,
  ///   or reported other shards than it was given.
  static func collect(
    _ exits: [StormWorkerExit],
    assignments: [[Int]]
  ) throws(StormWorkerError) -> [ShardResult] {
    guard exits.count == assignments.count else {
      throw .couldNotStart("\(assignments.count) workers asked for, \(exits.count) ran")
    }
    var results: [ShardResult] = []
    for (offset, (exit, shards)) in zip(exits, assignments).enumerated() {
      let worker = offset + 1
      guard exit.termination == .exited(0) else {
        throw .failed(worker: worker, shards: shards, termination: exit.termination)
      }
      let output: StormWorkerOutput
      do {
        output = try StormWorkerOutput.read(exit.output)
      } catch {
        throw .unreadableOutput(worker: worker, shards: shards, reason: error.reason)
      }
      let reported = output.shards.map(\.index)
      guard reported == shards else {
        throw .unreadableOutput(
          worker: worker,
          shards: shards,
          reason: "it reported shards \(reported.map(String.init).joined(separator: ","))"
        )
      }
      results += output.shards
    }
    return results.sorted { $0.index < $1.index }
  }
}
