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
    guard var configuration = log.configuration else { return nil }
    if let strategy { configuration.strategy = strategy }
    let shards = Dictionary(log.shards.map { ($0.shard.index, $0) }) { first, _ in first }
    var shardIndex = 0
    var lineIndex = 0
    var divergence: Divergence?
    var replayedLines = 0
    var kinds: [Substring: Substring] = [:]
    var outcomes: [String] = []
    let recording = StormRecording { line in
      replayedLines += 1
      if collectsOutcomes { collect(Substring(line), kinds: &kinds, outcomes: &outcomes) }
      if line.hasPrefix("{\"e\":\"shard\",\"index\":") {
        shardIndex = StormLog.field("index", in: Substring(line)).flatMap { Int($0) } ?? 0
        lineIndex = 0
      }
      defer { lineIndex += 1 }
      guard divergence == nil, shards[shardIndex]?.lines.isEmpty == false else { return }
      let recorded = shards[shardIndex]?.lines
      let expected = recorded.flatMap { lineIndex < $0.count ? String($0[lineIndex]) : nil }
      if expected != line {
        divergence = Divergence(
          shard: shardIndex,
          line: lineIndex,
          recorded: expected,
          replayed: line
        )
      }
    }
    let report = run(configuration, recording: recording) { shard in
      shards[shard.index].map(RecordedUser.init)
    }
    var result = Result(report: report, replayedLines: replayedLines, divergence: divergence)
    result.outcomes = outcomes
    result.recordedLines = log.shards.reduce(0) { $0 + $1.lines.count }
    if result.divergence == nil, result.recordedLines > 0, result.recordedLines != replayedLines {
      // The replay ran out of lines where the recording went on (or the reverse).
      result.divergence = Divergence(
        shard: log.shards.last?.shard.index ?? 0,
        line: min(result.recordedLines, replayedLines),
        recorded: nil,
        replayed: nil
      )
    }
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
