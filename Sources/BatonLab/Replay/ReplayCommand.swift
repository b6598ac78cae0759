import Foundation

/// `baton-lab replay FILE`: replays a recorded storm on HeadlessUIKit and says where the replay
/// parts from the recording; `--shrink` turns it into a minimal scenario.
@MainActor
enum ReplayCommand {
  static let help = """
    usage: baton-lab replay FILE [--strategy S] [--profile P] [--json] [--shrink [--out FILE]]

    Replays a recording made with 'baton-lab storm --record FILE': the same UIKit era, the
    same seeds for the world (pop-ups, ads), the user's launches, gestures and taps as
    recorded, at the same virtual times. Prints where the replay's lines (the user's inputs
    and the window's flight events) first differ from the recording, and whether its figures
    are the recording's. Exits with status 1 when a replay with the recorded strategy
    differs (with another strategy a difference is what the command shows).

    A recording an app exported (FlightRecorder.jsonLines(), no storm header) replays on the
    lab's app: each recorded request becomes the lab app's nearest action (a push of the
    same screen type, a present, a dismiss, Back, a tab, a swipe-back finished or
    abandoned) at its recorded time, and the command compares the request outcomes.

    options:
      --strategy S  replay the same inputs with another strategy (raw shows what plain
                    UIKit would have done)                  (default: the recorded one)
      --profile P   the UIKit era of an app's recording: legacy | deferring | fluid
                    (default deferring; a storm's recording names its own)
      --json        print the replay's figures as one JSON object (as storm --json
                    --no-wall-clock)
      --shrink      reduce the first shard that shows a fault or a lost request with the
                    strategy to the smallest scenario that still shows it (delta
                    debugging) and print it (or write it to --out)
      --out FILE    where --shrink writes the scenario
      --help        show this help
    """

  static let options: [ParsedArguments.Option] = [
    .value("--strategy"), .value("--profile"), .flag("--json"), .flag("--shrink"), .value("--out"),
  ]

  static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
    let parsed = try ParsedArguments.parse(
      arguments,
      options: options,
      command: "replay",
      maximumPositionals: 1
    )
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    guard let path = parsed.positionals.first else { throw UsageError.missingArgument("FILE") }
    let outPath = parsed.values["--out"]
    if let outPath { try TextFile.checkWritable(outPath) }
    let log: StormLog
    do {
      log = try StormLog.parse(try TextFile.read(path))
    } catch let problem as StormLog.Problem {
      io.err("\(path): \(problem)")
      return 2
    }
    guard let recorded = log.configuration else {
      return try replayUserSession(log, path: path, parsed: parsed, io: io)
    }
    let strategy = try parsed.choice("--strategy", default: recorded.strategy)
    if parsed.flags.contains("--shrink") {
      return shrink(log, strategy: strategy, path: path, outPath: outPath, io: io)
    }
    guard let result = StormReplay.replay(log, strategy: strategy) else { return 2 }
    describe(result, of: log, strategy: strategy, io: io)
    if parsed.flags.contains("--json") {
      io.out(result.figures)
    } else {
      result.report.textWithPopups(wallClock: false).forEach(io.out)
    }
    let same = result.divergence == nil && result.figures == log.figures
    return same || strategy != recorded.strategy ? 0 : 1
  }

  /// Replays an app's recording on the lab's app and compares the request outcomes.
  private static func replayUserSession(
    _ recording: StormLog,
    path: String,
    parsed: ParsedArguments,
    io: CommandIO
  ) throws -> Int32 {
    guard !recording.looseEvents.isEmpty else {
      io.err("\(path): neither a storm recording nor an app's flight events")
      return 2
    }
    let strategy = try parsed.choice("--strategy", default: StrategyName.baton)
    let profile = try parsed.profile(default: .deferring, io: io)
    let log = UserSession.log(from: recording.looseEvents, strategy: strategy, profile: profile)
    if parsed.flags.contains("--shrink") {
      return shrink(log, strategy: strategy, path: path, outPath: parsed.values["--out"], io: io)
    }
    guard let result = StormReplay.replay(log, collectsOutcomes: true) else { return 2 }
    let recorded = UserSession.outcomes(of: recording.looseEvents)
    io.out(
      "replay: an app's recording, \(log.shards.first?.inputs.count ?? 0) inputs, profile "
        + "\(profile.rawValue), strategy \(strategy.rawValue)"
    )
    let common = min(recorded.count, result.outcomes.count)
    if let index = (0..<common).first(where: { recorded[$0] != result.outcomes[$0] }) {
      io.out("outcomes: differ at request \(index + 1)")
      io.out("  recorded: \(recorded[index])")
      io.out("  replayed: \(result.outcomes[index])")
    } else if recorded.count != result.outcomes.count {
      io.out(
        "outcomes: the first \(min(recorded.count, result.outcomes.count)) agree; "
          + "\(recorded.count) recorded, \(result.outcomes.count) replayed"
      )
    } else {
      io.out("outcomes: identical to the recording (\(recorded.count))")
    }
    if parsed.flags.contains("--json") {
      io.out(result.figures)
    } else {
      result.report.textWithPopups(wallClock: false).forEach(io.out)
    }
    return 0
  }

  private static func describe(
    _ result: StormReplay.Result,
    of log: StormLog,
    strategy: StrategyName,
    io: CommandIO
  ) {
    let recorded = log.configuration?.strategy.rawValue ?? "?"
    let profile = log.configuration?.profile.rawValue ?? "?"
    io.out(
      "replay: \(log.shards.count) shard(s), \(log.shards.reduce(0) { $0 + $1.inputs.count }) "
        + "inputs, profile \(profile), strategy \(strategy.rawValue) (recorded \(recorded))"
    )
    if let divergence = result.divergence {
      io.out(
        "lines: differ from the recording at shard \(divergence.shard), line "
          + "\(divergence.line) of the shard (\(result.replayedLines) replayed, "
          + "\(result.recordedLines) recorded)"
      )
      io.out("  recorded: \(divergence.recorded ?? "(nothing)")")
      io.out("  replayed: \(divergence.replayed ?? "(nothing)")")
    } else {
      io.out("lines: identical to the recording (\(result.replayedLines))")
    }
    switch log.figures {
    case nil: io.out("figures: the recording has none (the storm did not end)")
    case result.figures: io.out("figures: identical to the recording")
    case let recordedFigures?:
      io.out("figures: differ from the recording")
      io.out("  recorded: \(recordedFigures)")
    }
  }

  private static func shrink(
    _ log: StormLog,
    strategy: StrategyName,
    path: String,
    outPath: String?,
    io: CommandIO
  ) -> Int32 {
    guard let result = ScenarioShrinker.shrink(log, strategy: strategy) else {
      io.err("\(path): no shard shows a fault or a lost request with \(strategy.rawValue)")
      return 1
    }
    io.err(
      "shrunk to \(result.kept) of \(result.recorded) inputs, \(result.statements) statements "
        + "(\(result.runs) scenario runs)"
    )
    guard let outPath else {
      io.out(String(result.scenario.dropLast()))
      return 0
    }
    do {
      try result.scenario.write(toFile: outPath, atomically: true, encoding: .utf8)
    } catch {
      io.err("baton-lab: \(FileProblem.unwritable(path: outPath))")
      return 2
    }
    return 0
  }
}
