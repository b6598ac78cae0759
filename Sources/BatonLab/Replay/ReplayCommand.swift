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

    Before it runs anything, replay reads the whole file and checks it (CRLF line endings
    read as LF): a storm header of version 1 on line 1 with numbers within the storm's limits
    (at most 1000000 actions, as 'storm --record'); every shard the header implies, in order,
    each with as many inputs as actions and its end line; inputs whose time and gap are
    finite and not negative (a gap and a swipe's duration at most 86400 s); at most the
    figures after the last shard. A file it cannot compare (cut short, another version, a
    number out of range) exits with status 2, naming the line. It then replays one shard at
    a time, holding no more of the file than that shard.

    A recording an app exported (FlightRecorder.jsonLines(), no storm header) replays on the
    lab's app: each recorded request becomes the lab app's nearest action (a push of the
    same screen type, a present, a dismiss, Back, a tab, a swipe-back finished or
    abandoned) at its recorded time, and the command compares the request outcomes.

    options:
      --strategy S  replay the same inputs with another strategy (raw shows what plain
                    UIKit would have done)                  (default: the recorded one)
      --profile P   the UIKit era of an app's recording: legacy | deferring | fluid
                    (default deferring; refused for a storm's recording, which names its
                    own)
      --json        print the replay's figures as one JSON object (as storm --json
                    --no-wall-clock) and nothing else on standard output; the
                    comparison goes to standard error
      --shrink      reduce the first shard that shows a fault or a lost request with the
                    strategy to the smallest scenario that still shows it (delta
                    debugging) and print it (or write it to --out)
      --out FILE    where --shrink writes the scenario (only with --shrink; through a
                    symbolic link, and never to a pipe)
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
    try checkFlagsApply(parsed)
    let outPath = parsed.values["--out"]
    let shrinks = parsed.flags.contains("--shrink")
    if let outPath { try TextFile.checkWritable(outPath) }
    // The whole file is checked before anything runs, one shard in memory at a time.
    var check = StormLog.Reader()
    check.keepsLines = false
    var checked = try RecordingLines(path: path)
    do throws(StormLog.Problem) {
      while let line = try checked.next() { _ = try check.read(line, number: checked.number) }
      try check.finish()
    } catch {
      io.err("\(path): \(error)")
      return 2
    }
    guard let recorded = check.configuration else {
      return try replayUserSession(
        StormLog(looseEvents: check.looseEvents),
        path: path,
        parsed: parsed,
        io: io
      )
    }
    if let profile = parsed.values["--profile"] {
      throw UsageError.invalidValue(
        flag: "--profile",
        value: profile,
        expected: "nothing: a storm's recording names its own (\(recorded.profile.rawValue))"
      )
    }
    let strategy = try parsed.choice("--strategy", default: recorded.strategy)
    var lines = try RecordingLines(path: path)
    var reader = StormLog.Reader()
    reader.keepsLines = !shrinks
    func nextShard() throws(StormLog.Problem) -> StormLog.Shard? {
      while let line = try lines.next() {
        if let shard = try reader.read(line, number: lines.number) { return shard }
      }
      return nil
    }
    do throws(StormLog.Problem) {
      if shrinks {
        let found = try ScenarioShrinker.shrink(
          profile: recorded.profile,
          strategy: strategy,
          nextShard: nextShard
        )
        return write(found, strategy: strategy, path: path, outPath: outPath, io: io)
      }
      let result = try StormReplay.replay(recorded, strategy: strategy) {
        _ throws(StormLog.Problem) in
        try nextShard()
      }
      // With --json, standard output holds the one JSON object and nothing else.
      let describes = parsed.flags.contains("--json") ? io.err : io.out
      describe(result, of: recorded, figures: check.figures, strategy: strategy, to: describes)
      if parsed.flags.contains("--json") {
        io.out(result.figures)
      } else {
        result.report.textWithPopups(wallClock: false).forEach(io.out)
      }
      let same = result.divergence == nil && result.figures == check.figures
      return same || strategy != recorded.strategy ? 0 : 1
    } catch {
      // The file changed between the check and the replay.
      io.err("\(path): \(error)")
      return 2
    }
  }

  /// Refuses the options that would do nothing with the others given: `--out` without
  /// `--shrink`, `--json` with it (it prints a scenario, not figures).
  ///
  /// - Throws: ``UsageError/inapplicable(flag:context:)`` naming the first such option.
  static func checkFlagsApply(_ parsed: ParsedArguments) throws(UsageError) {
    if parsed.flags.contains("--shrink") {
      try parsed.refuse(["--json"], "with --shrink (it prints a scenario)")
    } else {
      try parsed.refuse(["--out"], "without --shrink")
    }
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
    let profile = try parsed.profile(default: .deferring)
    let log = UserSession.log(from: recording.looseEvents, strategy: strategy, profile: profile)
    if parsed.flags.contains("--shrink") {
      let found = ScenarioShrinker.shrink(log, strategy: strategy)
      return write(found, strategy: strategy, path: path, outPath: parsed.values["--out"], io: io)
    }
    guard let result = StormReplay.replay(log, collectsOutcomes: true) else {
      preconditionFailure("Internal inconsistency: a user session's log has a configuration")
    }
    let recorded = UserSession.outcomes(of: recording.looseEvents)
    // With --json, standard output holds the one JSON object and nothing else.
    let say = parsed.flags.contains("--json") ? io.err : io.out
    say(
      "replay: an app's recording, \(log.shards.first?.inputs.count ?? 0) inputs, profile "
        + "\(profile.rawValue), strategy \(strategy.rawValue)"
    )
    let common = min(recorded.count, result.outcomes.count)
    if let index = (0..<common).first(where: { recorded[$0] != result.outcomes[$0] }) {
      say("outcomes: differ at request \(index + 1)")
      say("  recorded: \(recorded[index])")
      say("  replayed: \(result.outcomes[index])")
    } else if recorded.count != result.outcomes.count {
      say(
        "outcomes: the first \(min(recorded.count, result.outcomes.count)) agree; "
          + "\(recorded.count) recorded, \(result.outcomes.count) replayed"
      )
    } else {
      say("outcomes: identical to the recording (\(recorded.count))")
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
    of recorded: StormConfiguration,
    figures: String?,
    strategy: StrategyName,
    to say: (String) -> Void
  ) {
    say(
      "replay: \(StormShard.split(recorded).count) shard(s), \(recorded.actions) inputs, profile "
        + "\(recorded.profile.rawValue), strategy \(strategy.rawValue) (recorded "
        + "\(recorded.strategy.rawValue))"
    )
    if let divergence = result.divergence {
      say(
        "lines: differ from the recording at shard \(divergence.shard), line "
          + "\(divergence.line) of the shard (\(result.replayedLines) replayed, "
          + "\(result.recordedLines) recorded)"
      )
      say("  recorded: \(divergence.recorded ?? "(nothing)")")
      say("  replayed: \(divergence.replayed ?? "(nothing)")")
    } else {
      say("lines: identical to the recording (\(result.replayedLines))")
    }
    switch figures {
    case nil: say("figures: the recording has none (the storm did not end)")
    case result.figures: say("figures: identical to the recording")
    case let recordedFigures?:
      say("figures: differ from the recording")
      say("  recorded: \(recordedFigures)")
    }
  }

  /// Prints or writes what `--shrink` found.
  private static func write(
    _ found: ScenarioShrinker.Result?,
    strategy: StrategyName,
    path: String,
    outPath: String?,
    io: CommandIO
  ) -> Int32 {
    guard let result = found else {
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
      try OutputFile.save(result.scenario, to: outPath)
    } catch {
      io.err("baton-lab: \(error)")
      return 2
    }
    return 0
  }
}
