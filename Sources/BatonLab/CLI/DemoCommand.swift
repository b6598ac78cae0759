import Foundation

/// `baton-lab demo`: a storm per strategy on both profiles, and the comparison table.
@MainActor
enum DemoCommand {
  static let help = """
    usage: baton-lab demo [--actions K] [--seed N]

    Runs the same seeded tap storm against the simulated app once per strategy (raw, delay,
    switching-flag, window-lock, baton) on both UIKit profiles, and prints one comparison table
    per profile. Progress goes to standard error.

    options:
      --actions K   user actions per storm (default 20000)
      --seed N      the random user's seed (default 1)
      --help        show this help
    """

  static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
    let parsed = try ParsedArguments.parse(
      arguments,
      options: [.value("--actions"), .value("--seed")],
      command: "demo"
    )
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let actions = try parsed.integer("--actions", default: 20_000)
    let seed = try parsed.seed("--seed", default: 1)
    let started = Date()
    for profile in [LabProfile.modern, .legacy] {
      var reports: [StormReport] = []
      for strategy in StrategyName.allCases {
        io.err("demo: \(profile.rawValue) profile, \(strategy.rawValue): \(actions) actions…")
        let configuration = StormConfiguration(
          strategy: strategy,
          profile: profile,
          seed: seed,
          actions: actions
        )
        var trace: LabTrace?
        reports.append(StormRunner.run(configuration, trace: &trace))
      }
      io.out("")
      io.out("\(profile.title): \(actions) user actions per strategy, seed \(seed)")
      ComparisonTable.render(reports).forEach(io.out)
    }
    io.out("")
    ComparisonTable.legend.forEach(io.out)
    io.err(String(format: "demo: done in %.1f s", Date().timeIntervalSince(started)))
    return 0
  }
}

extension LabProfile {
  /// The profile's name in the demo's headings.
  var title: String {
    switch self {
    case .legacy: return "legacy UIKit (iOS 7 era: overlapping animations crash)"
    case .deferring, .modern:
      return "deferring UIKit (about iOS 9-18: overlapping calls deferred; F15 on alerts)"
    case .fluid: return "fluid UIKit (iOS 26: a second call preempts the running transition)"
    }
  }
}
