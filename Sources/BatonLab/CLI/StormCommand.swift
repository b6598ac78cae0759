import Foundation

/// `baton-lab storm`: one tap storm, printed as text or as one JSON object.
@MainActor
enum StormCommand {
  static let help = """
    usage: baton-lab storm [--app uikit|swiftui|popups] [--strategy S] [--profile P] [--seed N]
                           [--actions K] [--json] [--no-wall-clock] [--jobs N]
                           [--shard-size K] [--trace FILE] [--record FILE]

    Runs a seeded random user against the simulated app and prints the run's figures.

    A storm is cut into shards of --shard-size actions (the last one takes the remainder):
    each shard is one user on one device, a fresh app launch with its own seed (shard 0 uses
    --seed itself), so a storm of at most --shard-size actions is one life, and a longer one
    runs its shards on --jobs worker processes at once. The figures are the exact sum of the
    shards' and never depend on --jobs. A life's memory does not grow with its length: a
    shard of 5,000,000 actions needs about what one of 100,000 does.

    options:
      --app A         uikit | swiftui | popups (see `baton-lab storm --app swiftui --help`,
                      `--app popups --help`: the focused pop-up storm)     (default uikit)
      --strategy S    raw | delay | switching-flag | window-lock | baton   (default baton)
                      or replace-delegate (the swipe-back recipe that replaces the gesture's
                      delegate; pages pushed directly), or guard (plain UIKit calls with
                      BatonGuard.install(): the zero-change guard), or buffered-nav (a
                      re-implementation of Plasma/BufferedNavigationController, which holds
                      navigation calls during a transition and replays one per did-show), or
                      fd-fullscreen-pop (a re-implementation of forkingdog/FDFullscreenPopGesture:
                      a full-screen pan that drives UIKit's own pop)
      --profile P     legacy | deferring | fluid                           (default deferring)
      --seed N        the random user's seed                               (default 1)
      --actions K     how many user actions, 1 to 100000000                (default 20000)
      --json          print one JSON object: strategy, profile, seed, actions, faults,
                      faultsByKind, lostIntents, lostDeepLinks, routeFailures,
                      duplicateScreens, stuckLocks, strandedRequests,
                      invariantViolations, deadSwipes, rootSwipeFreezes,
                      swipesDuringTransitions, scrollConflicts, edgeSwipesLost,
                      swipesAllowedThatUIKitRefuses, userInterruptionsRefused,
                      scrollDelays, distinctDestinationsDropped, overPops,
                      heldLinksLost, orphanedPresentations,
                      linksLostInForeignPresentations,
                      meanAddedLatencyMs, p99AddedLatencyMs,
                      virtualSeconds, wallSeconds (the whole storm's wall time)
      --no-wall-clock leave out what depends on the machine and the wall clock (wallSeconds,
                      the text's wall time): two runs of the same storm then print the same
                      bytes, whatever --jobs; for every --app
      --jobs N        worker processes, 1 to 32, at most one per shard; 1 runs every shard in
                      this process, one after the other (default: the processor count, at
                      most 32)
      --shard-size K  actions per shard, 1 to 100000000; e.g. 1000000 for one long life; a
                      storm has at most 10000 shards                       (default 100000)
      --trace FILE    write the run's timeline as Chrome trace-event JSON (Perfetto); runs
                      in this process (--jobs 1) and traces every shard, one after the other;
                      at most 100000 actions (a trace keeps every event)
      --record FILE   write the run as a recording (JSON lines: the settings, the user's
                      launches and inputs, the window's flight events, the figures) for
                      'baton-lab replay FILE'; runs in this process (--jobs 1); at most
                      1000000 actions (about 400 bytes each)
      --popups        the app also has pop-ups: a launch round, alerts from random events
                      and late replies, toasts that auto-dismiss, pop-up screens that close
                      themselves, a home-only tip, answers, background and foreground,
                      forced log-outs; adds to --json: popupsShown, overlappingPopups,
                      popupsDuringTransition, lostPopups, popupsOutOfScope,
                      doublePopupOutcomes, stuckPopupQueues, blockedThreadSeconds,
                      tapsLostToAutoDismiss
      --popup-strategy raw | semaphore | baton | swiftmessages | swiftentrykit  how --popups
                      shows its alerts (default: baton for --strategy baton, raw otherwise;
                      baton only with --strategy baton; the last two re-implement
                      SwiftKickMobile/SwiftMessages and huri000/SwiftEntryKit)
      --third-party   an ads SDK the app does not control presents full-screen ads from the
                      top-most controller with UIKit's own calls, and its close button
                      dismisses them (3% of actions); in a life launched from a deep link,
                      a sign-in SDK presents its sheet as the window shows and dismisses it
                      1.2 s later; Baton's app then installs the guard
      --help          show this help

    strandedRequests counts requests that waited in a Baton lane for over 1 s of virtual time
    with nothing running: the lane neither busy nor suspended and no alert on screen (or
    still waiting so when the run ends). Only --strategy baton has a lane; the others report 0.
    A number out of range, or not a whole number, exits with status 2; so does an option that
    would do nothing with the others given (--popups with --app swiftui, --jobs 2 with
    --trace, --popup-strategy without --popups, …).

    internal:
      --worker-shards I,J,…  run only these shards and print their figures as one line of
                             JSON (how the storm starts its workers)
    """

  /// The internal flag that makes a storm a worker for some of its shards.
  static let workerShardsFlag = "--worker-shards"
  /// The flag that leaves the wall-clock figures out of the report, so that two runs of the same
  /// storm print the same bytes whatever the machine and `--jobs`.
  static let noWallClockFlag = "--no-wall-clock"
  static let thirdPartyFlag = "--third-party"

  static let options: [ParsedArguments.Option] = [
    .value("--strategy"), .value("--profile"), .value("--seed"), .value("--actions"),
    .flag("--json"), .value("--trace"), .value("--record"), .value("--jobs"),
    .value("--shard-size"),
    .value(workerShardsFlag), .flag("--popups"), .value("--popup-strategy"), .value("--app"),
    .flag("--compare"), .flag(noWallClockFlag), .flag(thirdPartyFlag),
    .value(SwiftUIStormCommand.timingScaleOption), .value(SwiftUIStormCommand.frameRateOption),
  ]

  static func run(
    _ arguments: [String],
    io: CommandIO,
    pool: any StormWorkerPool = ProcessWorkerPool()
  ) throws -> Int32 {
    let parsed = try ParsedArguments.parse(arguments, options: options, command: "storm")
    let app = parsed.values["--app"] ?? "uikit"
    guard ["uikit", "swiftui", "popups"].contains(app) else {
      throw UsageError.invalidValue(flag: "--app", value: app, expected: "uikit, swiftui or popups")
    }
    if parsed.wantsHelp {
      switch app {
      case "swiftui": io.out(SwiftUIStormCommand.help)
      case "popups": io.out(PopupStormCommand.help)
      default: io.out(help)
      }
      return 0
    }
    // Every storm checks its numbers against the same bounds, whichever app runs it.
    let actions = try parsed.integer("--actions", default: 20_000, in: CommandLimits.actions)
    let shardSize = try parsed.integer(
      "--shard-size",
      default: StormShard.defaultSize,
      in: CommandLimits.shardSize
    )
    let jobs = try parsed.integer(
      "--jobs",
      default: CommandLimits.defaultJobs,
      in: CommandLimits.jobs
    )
    if app != "swiftui" {
      for name in [SwiftUIStormCommand.timingScaleOption, SwiftUIStormCommand.frameRateOption] {
        if let value = parsed.values[name] {
          throw UsageError.invalidValue(flag: name, value: value, expected: "--app swiftui")
        }
      }
    }
    if app != "uikit", let record = parsed.values["--record"] {
      throw UsageError.invalidValue(flag: "--record", value: record, expected: "--app uikit")
    }
    try checkFlagsApply(parsed, app: app)
    switch app {
    case "swiftui": return try SwiftUIStormCommand.run(parsed, actions: actions, io: io)
    case "popups": return try PopupStormCommand.run(parsed, actions: actions, io: io)
    default: break
    }
    let pages = try parsed.choice("--strategy", default: StrategyName.baton)
    var configuration = StormConfiguration(
      strategy: pages,
      profile: try parsed.profile(default: .deferring),
      seed: try parsed.seed("--seed", default: 1),
      actions: actions,
      shardSize: shardSize
    )
    configuration.popups = try PopupStormCommand.strategy(parsed, pages: pages)
    configuration.thirdParty = parsed.flags.contains(thirdPartyFlag)
    try checkShardCount(of: configuration, shardSizeText: parsed.values["--shard-size"])
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
    if let recordPath = parsed.values["--record"] {
      guard tracePath == nil else { throw UsageError.unexpectedArgument("--trace (with --record)") }
      guard actions <= CommandLimits.recordedActions else {
        throw UsageError.invalidValue(
          flag: "--actions",
          value: parsed.values["--actions"] ?? "\(actions)",
          expected:
            "at most \(CommandLimits.recordedActions) with --record (about 400 bytes per action)"
        )
      }
      let file = try OutputFile(path: recordPath)
      report = StormReplay.record(configuration, write: file.appendLine)
      try file.close()
    } else if let tracePath {
      guard actions <= CommandLimits.tracedActions else {
        throw UsageError.invalidValue(
          flag: "--actions",
          value: parsed.values["--actions"] ?? "\(actions)",
          expected:
            "at most \(CommandLimits.tracedActions) with --trace (a trace keeps every event)"
        )
      }
      try TextFile.checkWritable(tracePath)
      var trace: LabTrace? = LabTrace()
      report = StormRunner.run(configuration, trace: &trace)
      try trace?.write(to: tracePath)
    } else {
      report = try ShardedStorm.run(configuration, jobs: jobs, pool: pool)
    }
    let wallClock = !parsed.flags.contains(noWallClockFlag)
    if parsed.flags.contains("--json") {
      io.out(report.json(popups: report.metrics.popups, wallClock: wallClock))
    } else {
      report.textWithPopups(wallClock: wallClock).forEach(io.out)
    }
    return 0
  }

  /// Refuses every option that `app`'s storm (or the chosen way of running it) would ignore.
  ///
  /// - Throws: ``UsageError/inapplicable(flag:context:)`` naming the first such option.
  static func checkFlagsApply(_ parsed: ParsedArguments, app: String) throws(UsageError) {
    // The SwiftUI and pop-up storms run one model in this process, without shards or a
    // recording, on their own strategies and pop-ups.
    let uikitOnly = [
      "--popups", thirdPartyFlag, "--jobs", "--shard-size", "--trace", workerShardsFlag,
    ]
    switch app {
    case "swiftui":
      try parsed.refuse(uikitOnly + ["--popup-strategy"], "with --app swiftui")
      if parsed.flags.contains("--compare") {
        try parsed.refuse(["--strategy"], "with --compare (it runs every strategy)")
      }
    case "popups":
      try parsed.refuse(uikitOnly + ["--strategy", "--compare"], "with --app popups")
    default:
      try parsed.refuse(["--compare"], "without --app swiftui")
      if !parsed.flags.contains("--popups") {
        try parsed.refuse(["--popup-strategy"], "without --popups")
      }
      if parsed.has("--trace") || parsed.has("--record") {
        // Both run in this process, one shard after the other.
        if parsed.values["--jobs"].map({ Int($0.replacingOccurrences(of: "_", with: "")) }) != 1 {
          try parsed.refuse(["--jobs"], "with --trace or --record (they run in this process)")
        }
      }
    }
  }

  /// Checks that `configuration` is cut into at most ``CommandLimits/shards`` shards.
  ///
  /// - Throws: A ``UsageError`` naming the smallest `--shard-size` that would do.
  static func checkShardCount(
    of configuration: StormConfiguration,
    shardSizeText: String?
  ) throws(UsageError) {
    let shards = StormShard.split(configuration)
    guard shards.count > CommandLimits.shards else { return }
    let actions = configuration.actions
    let smallest = actions / CommandLimits.shards + (actions % CommandLimits.shards == 0 ? 0 : 1)
    throw .invalidValue(
      flag: "--shard-size",
      value: shardSizeText ?? "\(configuration.shardSize)",
      expected:
        "at least \(smallest) for \(actions) actions (a storm has at most "
        + "\(CommandLimits.shards) shards)"
    )
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
    var seen: Set<Int> = []
    for item in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let index = Int(item), all.indices.contains(index), seen.insert(index).inserted else {
        throw invalid
      }
      indices.append(index)
    }
    guard !indices.isEmpty else { throw invalid }
    return indices.map { all[$0] }
  }
}
