import Foundation

/// `baton-lab storm`: one tap storm, printed as text or as one JSON object.
@MainActor
enum StormCommand {
  static let help = """
    usage: baton-lab storm [--app uikit|swiftui] [--strategy S] [--profile P] [--seed N]
                           [--actions K] [--json] [--jobs N] [--shard-size K] [--trace FILE]

    Runs a seeded random user against the simulated app and prints the run's figures.

    A storm is cut into shards of --shard-size actions (the last one takes the remainder):
    each shard is one user on one device, a fresh app launch with its own seed (shard 0 uses
    --seed itself), so a storm of at most --shard-size actions is one life, and a longer one
    runs its shards on --jobs worker processes at once. The figures are the exact sum of the
    shards' and never depend on --jobs.

    options:
      --app A         uikit | swiftui | popups (see `baton-lab storm --app swiftui --help`,
                      `--app popups --help`: the focused pop-up storm)     (default uikit)
      --strategy S    raw | delay | switching-flag | window-lock | baton   (default baton)
                      or replace-delegate (the swipe-back recipe that replaces the gesture's
                      delegate; pages pushed directly)
      --profile P     legacy | deferring | fluid | modern (= deferring)    (default modern)
      --seed N        the random user's seed                               (default 1)
      --actions K     how many user actions                                (default 20000)
      --json          print one JSON object: strategy, profile, seed, actions, faults,
                      faultsByKind, lostIntents, lostDeepLinks, routeFailures,
                      duplicateScreens, stuckLocks,
                      invariantViolations, deadSwipes, rootSwipeFreezes,
                      swipesDuringTransitions, scrollConflicts, meanAddedLatencyMs,
                      p99AddedLatencyMs,
                      virtualSeconds, wallSeconds (the whole storm's wall time)
      --jobs N        worker processes, at most one per shard; 1 runs every shard in this
                      process, one after the other       (default: the processor count)
      --shard-size K  actions per shard; e.g. 1000000 for one long life     (default 100000)
      --trace FILE    write the run's timeline as Chrome trace-event JSON (Perfetto); runs
                      in this process (--jobs 1) and traces every shard, one after the other
      --popups        the app also has pop-ups: a launch round, alerts from random events
                      and late replies, a home-only tip, answers, background and foreground,
                      forced log-outs; adds to --json: popupsShown, overlappingPopups,
                      popupsDuringTransition, lostPopups, popupsOutOfScope,
                      doublePopupOutcomes, stuckPopupQueues, blockedThreadSeconds
      --popup-strategy raw | semaphore | baton  how --popups shows its alerts (default: baton
                      for --strategy baton, raw otherwise; baton only with --strategy baton)
      --help          show this help

    internal:
      --worker-shards I,J,…  run only these shards and print their figures as one line of
                             JSON (how the storm starts its workers)
    """

  /// The internal flag that makes a storm a worker for some of its shards.
  static let workerShardsFlag = "--worker-shards"

  static let options: [ParsedArguments.Option] = [
    .value("--strategy"), .value("--profile"), .value("--seed"), .value("--actions"),
    .flag("--json"), .value("--trace"), .value("--jobs"), .value("--shard-size"),
    .value(workerShardsFlag), .flag("--popups"), .value("--popup-strategy"), .value("--app"),
    .flag("--compare"),
  ]

  static func run(
    _ arguments: [String],
    io: CommandIO,
    pool: any StormWorkerPool = ProcessWorkerPool()
  ) throws -> Int32 {
    let parsed = try ParsedArguments.parse(arguments, options: options, command: "storm")
    if parsed.values["--app"] == "swiftui" {
      if parsed.wantsHelp {
        io.out(SwiftUIStormCommand.help)
        return 0
      }
      return try SwiftUIStormCommand.run(parsed, io: io)
    }
    if parsed.values["--app"] == "popups" { return try PopupStormCommand.run(parsed, io: io) }
    if let app = parsed.values["--app"], app != "uikit" {
      throw UsageError.invalidValue(
        flag: "--app",
        value: app,
        expected: "uikit, swiftui or popups"
      )
    }
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let pages = try parsed.choice("--strategy", default: StrategyName.baton)
    var configuration = StormConfiguration(
      strategy: pages,
      profile: try parsed.choice("--profile", default: LabProfile.modern),
      seed: try parsed.seed("--seed", default: 1),
      actions: try parsed.integer("--actions", default: 20_000),
      shardSize: try parsed.integer("--shard-size", default: StormShard.defaultSize, minimum: 1)
    )
    configuration.popups = try PopupStormCommand.strategy(parsed, pages: pages)
    let jobs = try parsed.integer(
      "--jobs",
      default: ProcessInfo.processInfo.activeProcessorCount,
      minimum: 1
    )
    let tracePath = parsed.values["--trace"]
    if let list = parsed.values[workerShardsFlag] {
      guard tracePath == nil else {
        throw UsageError.unexpectedArgument("--trace (with \(workerShardsFlag))")
      }
      let shards = try workerShards(list, of: configuration)
      var trace: LabTrace?
      let results = StormRunner.run(shards, of: configuration, trace: &trace)
      io.out(try StormWorkerOutput(shards: results).line())
      return 0
    }
    let report: StormReport
    if let tracePath {
      try TextFile.checkWritable(tracePath)
      var trace: LabTrace? = LabTrace()
      report = StormRunner.run(configuration, trace: &trace)
      try trace?.write(to: tracePath)
    } else {
      report = try ShardedStorm.run(configuration, jobs: jobs, pool: pool)
    }
    if parsed.flags.contains("--json") {
      io.out(report.json(popups: report.metrics.popups))
    } else {
      report.textWithPopups().forEach(io.out)
    }
    return 0
  }

  /// The shards a worker's `--worker-shards` list names: distinct indices of the storm's shards.
  static func workerShards(
    _ list: String,
    of configuration: StormConfiguration
  ) throws(UsageError) -> [StormShard] {
    let all = StormShard.split(configuration)
    let invalid = UsageError.invalidValue(
      flag: workerShardsFlag,
      value: list,
      expected: "distinct shard indices from 0 to \(all.count - 1), separated by commas"
    )
    var indices: [Int] = []
    for item in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let index = Int(item), all.indices.contains(index), !indices.contains(index) else {
        throw invalid
      }
      indices.append(index)
    }
    guard !indices.isEmpty else { throw invalid }
    return indices.map { all[$0] }
  }
}
