import Foundation

/// `baton-lab demo`: a storm per strategy on both profiles, and the comparison table.
@MainActor
enum DemoCommand {
  static let help = """
    usage: baton-lab demo [--profile P] [--actions K] [--seed N] [--json] [--no-wall-clock]
                          [--report FILE.html]

    Runs the same seeded tap storm against the simulated app once per strategy (raw, delay,
    switching-flag, window-lock, replace-delegate, baton, guard) on every UIKit profile, and prints
    one comparison table per profile. Progress goes to standard error.

    options:
      --profile P         only this profile: legacy | deferring | fluid (default: all three,
                          fluid, deferring, legacy)
      --actions K         user actions per storm, 1 to 100000000 (default 20000)
      --seed N            the random user's seed (default 1)
      --json              print the figures as one JSON object instead of the tables:
                          seed, actions, and per profile each storm as 'storm --json'
      --no-wall-clock     leave each storm's wallSeconds out of --json (the same demo then
                          prints the same bytes on any machine)
      --report FILE.html  also write a self-contained page (inline SVG, nothing fetched) with
                          a bar chart per figure and profile and the timeline of a short storm
      --help              show this help
    """

  /// The profiles the demo runs without `--profile`, in the order it prints them: one table per
  /// iOS era, newest first.
  static let profiles: [LabProfile] = [.fluid, .deferring, .legacy]

  /// The options `demo` accepts.
  static let options: [ParsedArguments.Option] = [
    .value("--profile"), .value("--actions"), .value("--seed"), .flag("--json"),
    .value("--report"), .flag(StormCommand.noWallClockFlag),
  ]
  /// The strategies whose short storm the report draws as a timeline.
  static let timelineStrategies: [StrategyName] = [.raw, .baton]
  /// The user actions of the report's timeline storms.
  static let timelineActions = 30

  static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
    let parsed = try ParsedArguments.parse(arguments, options: options, command: "demo")
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let actions = try parsed.integer("--actions", default: 20_000, in: CommandLimits.actions)
    let seed = try parsed.seed("--seed", default: 1)
    let profiles =
      parsed.values["--profile"] == nil
      ? Self.profiles : [try parsed.profile(default: .deferring, io: io)]
    let reportPath = parsed.values["--report"]
    if let reportPath { try TextFile.checkWritable(reportPath) }
    let started = Date()
    let results = runStorms(profiles: profiles, actions: actions, seed: seed, io: io)
    if parsed.flags.contains("--json") {
      io.out(results.json(wallClock: !parsed.flags.contains(StormCommand.noWallClockFlag)))
    } else {
      for run in results.profiles {
        io.out("")
        io.out("\(run.profile.title): \(actions) user actions per strategy, seed \(seed)")
        ComparisonTable.render(run.reports).forEach(io.out)
      }
      io.out("")
      ComparisonTable.legend.forEach(io.out)
    }
    if let reportPath {
      let profile = profiles.contains(.deferring) ? LabProfile.deferring : profiles[0]
      let timelines = timelineStrategies.map { strategy in
        StormTimeline.record(
          strategy: strategy,
          profile: profile,
          seed: seed,
          actions: timelineActions
        )
      }
      let page = DemoReportPage(results: results, timelines: timelines).xhtml()
      try page.write(toFile: reportPath, atomically: true, encoding: .utf8)
      io.err("demo: wrote \(reportPath)")
    }
    io.err(String(format: "demo: done in %.1f s", Date().timeIntervalSince(started)))
    return 0
  }

  /// One storm per strategy on each of `profiles` (by default ``profiles``).
  static func runStorms(
    profiles: [LabProfile] = profiles,
    actions: Int,
    seed: UInt64,
    io: CommandIO
  ) -> DemoResults {
    let runs = profiles.map { profile in
      let reports = StrategyName.demo.map { strategy in
        io.err("demo: \(profile.rawValue) profile, \(strategy.rawValue): \(actions) actions…")
        let configuration = StormConfiguration(
          strategy: strategy,
          profile: profile,
          seed: seed,
          actions: actions
        )
        var trace: LabTrace?
        return StormRunner.run(configuration, trace: &trace)
      }
      return DemoResults.ProfileRun(profile: profile, reports: reports)
    }
    return DemoResults(actions: actions, seed: seed, profiles: runs)
  }
}

extension LabProfile {
  /// The profile's name in the demo's headings.
  var title: String {
    switch self {
    case .legacy: return "legacy UIKit (iOS 7 era: overlapping animations crash)"
    case .deferring:
      return "deferring UIKit (about iOS 9-18: overlapping calls deferred; F15 on alerts)"
    case .fluid: return "fluid UIKit (iOS 26: a second call preempts the running transition)"
    }
  }
}
