import Foundation

/// Records a storm (`storm --record`) and replays a recording (`replay FILE`): the same world
/// (profile, seeds, pop-ups, ads) and the same user inputs at the same virtual times.
@MainActor
enum StormReplay {
  /// Where a replay first parted from its recording.
  struct Divergence: Equatable, Sendable {
    var shard: Int
    /// The line's index within the shard's lines (0 is its `shard` line).
    var line: Int
    var recorded: String?
    var replayed: String?
  }

  /// What a replay found.
  struct Result {
    var report: StormReport
    /// How many lines each side had, over all shards.
    var recordedLines = 0
    var replayedLines = 0
    /// The first line where the replay parted from the recording, if it did.
    var divergence: Divergence?
    /// The replay's request outcomes, `kind outcome` in order, when asked for.
    var outcomes: [String] = []
    /// The replay's figures, as a recording keeps them.
    var figures: String { StormRecording.figuresText(report) }
  }

  /// Runs `configuration` in this process, writing every line of its recording to `write`.
  @discardableResult
  static func record(
    _ configuration: StormConfiguration,
    write: @escaping (String) -> Void
  ) -> StormReport {
    write(StormRecording.headerLine(configuration))
    let recording = StormRecording(write: write)
    let report = run(configuration, recording: recording) { _ in nil }
    write(StormRecording.figuresLine(report))
    return report
  }

  /// Replays `log`'s storm, with its own strategy or `strategy`, and compares each shard's
  /// lines with the recorded ones as they come.
  ///
  /// A shard recorded without lines (an app's recording, ``UserSession``) is not compared line
  /// by line; with `collectsOutcomes`, the result lists the replay's request outcomes instead.
  static func replay(
    _ log: StormLog,
    strategy: StrategyName? = nil,
    collectsOutcomes: Bool = false
  ) -> Result? {
    guard let configuration = log.configuration else { return nil }
    var recorded = log.shards.makeIterator()
    return replay(
      configuration,
      strategy: strategy,
      collectsOutcomes: collectsOutcomes
    ) { _ in recorded.next() }
  }

  /// Replays a storm whose recorded shards `nextShard` reads one at a time, in index order
  /// (nil for a shard not recorded: a seeded random user then runs it), so that a replay holds
  /// one shard of its recording at a time.
  ///
  /// - Throws: What `nextShard` throws (a ``StormLog/Problem`` for a file read as it goes).
  static func replay<Failure: Error>(
    _ recorded: StormConfiguration,
    strategy: StrategyName? = nil,
    collectsOutcomes: Bool = false,
    nextShard: (StormShard) throws(Failure) -> StormLog.Shard?
  ) throws(Failure) -> Result {
    var configuration = recorded
    if let strategy { configuration.strategy = strategy }
    var current: StormLog.Shard?
    var lineIndex = 0
    var divergence: Divergence?
    var replayedLines = 0
    var kinds: [Substring: Substring] = [:]
    var outcomes: [String] = []
    let recording = StormRecording { line in
      replayedLines += 1
      if collectsOutcomes { collect(Substring(line), kinds: &kinds, outcomes: &outcomes) }
      defer { lineIndex += 1 }
      guard divergence == nil, let shard = current, !shard.lines.isEmpty else { return }
      let expected = lineIndex < shard.lines.count ? String(shard.lines[lineIndex]) : nil
      if expected != line {
        divergence = Divergence(
          shard: shard.shard.index,
          line: lineIndex,
          recorded: expected,
          replayed: line
        )
      }
    }
    var recordedLines = 0
    let started = Date()
    var total = StormMetrics()
    var trace: LabTrace?
    for shard in StormShard.split(configuration) {
      current = try nextShard(shard)
      lineIndex = 0
      recordedLines += current?.lines.count ?? 0
      let metrics = StormRunner.run(
        shard,
        of: configuration,
        trace: &trace,
        user: current.map(RecordedUser.init),
        recording: recording
      )
      total.merge(metrics)
      if divergence == nil, let current, !current.lines.isEmpty, lineIndex < current.lines.count {
        // The replay's shard ended where the recording's went on.
        divergence = Divergence(
          shard: shard.index,
          line: lineIndex,
          recorded: String(current.lines[lineIndex]),
          replayed: nil
        )
      }
    }
    let report = StormReport(configuration, metrics: total, since: started)
    var result = Result(report: report, replayedLines: replayedLines, divergence: divergence)
    result.outcomes = outcomes
    result.recordedLines = recordedLines
    return result
  }

  /// Adds a `finished` line's `kind outcome` to `outcomes` (a `requested` line names the kind).
  private static func collect(
    _ line: Substring,
    kinds: inout [Substring: Substring],
    outcomes: inout [String]
  ) {
    guard line.hasPrefix("{\"t\":"), let id = StormLog.field("id", in: line) else { return }
    switch StormLog.field("e", in: line) {
    case "requested": kinds[id] = StormLog.field("kind", in: line)
    case "finished":
      let outcome = StormLog.field("outcome", in: line) ?? "?"
      outcomes.append("\(kinds.removeValue(forKey: id) ?? "?") \(outcome)")
    default: break
    }
  }

  /// Runs every shard of `configuration` in this process, each with the user `users` gives
  /// (a seeded ``RandomUser`` when nil), as ``StormRunner/run(_:trace:)`` does.
  private static func run(
    _ configuration: StormConfiguration,
    recording: StormRecording,
    users: (StormShard) -> (any StormUser)?
  ) -> StormReport {
    let started = Date()
    var total = StormMetrics()
    var trace: LabTrace?
    for shard in StormShard.split(configuration) {
      let metrics = StormRunner.run(
        shard,
        of: configuration,
        trace: &trace,
        user: users(shard),
        recording: recording
      )
      total.merge(metrics)
    }
    return StormReport(configuration, metrics: total, since: started)
  }
}
