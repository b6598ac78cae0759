import Foundation

/// The largest numbers the lab's commands accept; beyond them a command exits with status 2.
///
/// Each bound keeps a run's memory and the size of what it hands its workers bounded, not its
/// time: a storm's memory no longer grows with the length of a life (the intent ledger keeps
/// only what can still change a figure), so the limits are about what is sensible to ask for.
enum CommandLimits {
  /// User actions (or pop-up events) per storm: 1 to 100,000,000, a hundred times the
  /// documented 1,000,000-per-profile run.
  static let actions = 1...100_000_000
  /// Actions per shard: up to a storm's whole length (one life of 100,000,000 actions).
  static let shardSize = 1...100_000_000
  /// Worker processes: each is a copy of the lab with its own app model, about 25 MB.
  static let jobs = 1...32
  /// Shards per storm: the main process keeps each shard's figures until it merges them in
  /// index order, and each worker is given its shards' indices on its command line.
  static let shards = 10_000
  /// Actions a traced storm runs: a trace keeps every event in memory and writes about 400
  /// bytes of JSON per action (40 MB at the bound).
  static let tracedActions = 100_000
  /// Seconds a scenario's `wait` lets pass: one day of virtual time.
  ///
  /// A recording's gap before an input and a swipe's duration are held to the same bound.
  static let waitSeconds: TimeInterval = 86_400
  /// Actions a recorded storm runs (`storm --record`), and the most a recording's header may
  /// claim for `replay`: a recording takes about 400 bytes per action (400 MB at the bound),
  /// and a replay holds one shard's lines.
  static let recordedActions = 1_000_000
  /// The longest line a recording may hold, in bytes (the lab writes lines of a few hundred
  /// bytes; a figures line is a few kilobytes).
  static let recordingLineBytes = 1 << 20

  /// The worker count when `--jobs` is not given: the processor count, within ``jobs``.
  static var defaultJobs: Int {
    min(max(ProcessInfo.processInfo.activeProcessorCount, jobs.lowerBound), jobs.upperBound)
  }
}
