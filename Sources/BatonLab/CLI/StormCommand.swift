import Foundation

/// `baton-lab storm`: one tap storm, printed as text or as one JSON object.
@MainActor
enum StormCommand {
  static let help = """
    usage: baton-lab storm [--strategy S] [--profile P] [--seed N] [--actions K] [--json] [--trace FILE]

    Runs a seeded random user against the simulated app and prints the run's figures.

    options:
      --strategy S   raw | delay | switching-flag | window-lock | baton   (default baton)
      --profile P    legacy | modern                                      (default modern)
      --seed N       the random user's seed                               (default 1)
      --actions K    how many user actions                                (default 20000)
      --json         print one JSON object: strategy, profile, seed, actions, faults,
                     faultsByKind, lostIntents, lostDeepLinks, duplicateScreens, stuckLocks,
                     invariantViolations, meanAddedLatencyMs, p99AddedLatencyMs,
                     virtualSeconds, wallSeconds
      --trace FILE   write the run's timeline as Chrome trace-event JSON (Perfetto)
      --help         show this help
    """

  static let options: [ParsedArguments.Option] = [
    .value("--strategy"), .value("--profile"), .value("--seed"), .value("--actions"),
    .flag("--json"), .value("--trace"),
  ]

  static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
    let parsed = try ParsedArguments.parse(arguments, options: options, command: "storm")
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let configuration = StormConfiguration(
      strategy: try parsed.choice("--strategy", default: StrategyName.baton),
      profile: try parsed.choice("--profile", default: LabProfile.modern),
      seed: try parsed.seed("--seed", default: 1),
      actions: try parsed.integer("--actions", default: 20_000)
    )
    let tracePath = parsed.values["--trace"]
    var trace = tracePath.map { _ in LabTrace() }
    let report = StormRunner.run(configuration, trace: &trace)
    if let tracePath, let trace {
      try trace.write(to: tracePath)
    }
    if parsed.flags.contains("--json") {
      io.out(report.json())
    } else {
      report.text().forEach(io.out)
    }
    return 0
  }
}
