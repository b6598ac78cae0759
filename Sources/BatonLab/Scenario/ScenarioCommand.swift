import Foundation

/// `baton-lab scenario FILE`: runs a scripted user story and checks its expectations.
@MainActor
enum ScenarioCommand {
  static let help = """
    usage: baton-lab scenario FILE [--strategy S] [--profile P] [--popup-strategy S]
                                   [--trace FILE] [--json]

    Runs a scripted user story (format: Scenarios/README.md) against the simulated app.
    A failed expectation prints its line and exits with status 1.

    options:
      --strategy S   raw | delay | switching-flag | window-lock | replace-delegate | baton |
                     guard | buffered-nav | fd-fullscreen-pop (re-implementations of
                     Plasma/BufferedNavigationController and forkingdog/FDFullscreenPopGesture,
                     libraries apps pick instead)
                     (default: the file's 'strategy' line, else baton)
      --profile P    legacy | deferring | fluid (default: the file's 'profile' line, else
                     deferring)
      --popup-strategy S  (a scenario with pop-ups only)
                     raw | semaphore | baton | swiftmessages | swiftentrykit (the
                     last two re-implement SwiftKickMobile/SwiftMessages and
                     huri000/SwiftEntryKit): how its pop-ups show (default: the
                     file's 'popup-strategy' line, else baton with --strategy baton and raw
                     with the others; a file's baton falls back to raw with those)
      --trace FILE   write the run's timeline as Chrome trace-event JSON (Perfetto)
      --json         print one JSON line instead: the story, strategy, profile, the
                     expectations' result, and what the app showed once every action ran
                     (stack, presented, selected tab, faults by kind); the exit status is
                     the same. Examples/DeviceStories compares it with real UIKit
      --help         show this help
    """

  /// The options `scenario` accepts, besides its FILE.
  static let options: [ParsedArguments.Option] = [
    .value("--strategy"), .value("--profile"), .value("--trace"), .value("--popup-strategy"),
    .flag("--json"),
  ]

  static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
    let parsed = try ParsedArguments.parse(
      arguments,
      options: options,
      command: "scenario",
      maximumPositionals: 1
    )
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    guard let path = parsed.positionals.first else { throw UsageError.missingArgument("FILE") }
    let source = try TextFile.read(path)
    let tracePath = parsed.values["--trace"]
    if let tracePath { try TextFile.checkWritable(tracePath) }
    let scenario: Scenario
    do {
      scenario = try ScenarioParser.parse(source)
    } catch {
      io.err("\(path):\(error.line): \(error.problem): \(error.text)")
      return 2
    }
    let strategy = try parsed.choice("--strategy", default: scenario.strategy ?? .baton)
    let profile = try parsed.profile(default: scenario.profile ?? .deferring)
    if !ScenarioRunner.hasPopups(scenario) {
      try parsed.refuse(["--popup-strategy"], "with a scenario without pop-ups")
    }
    let popupFlag: PopupStrategyName? =
      parsed.values["--popup-strategy"] == nil
      ? nil : try parsed.choice("--popup-strategy", default: PopupStrategyName.baton)
    if popupFlag == .baton, strategy != .baton {
      throw UsageError.invalidValue(
        flag: "--popup-strategy",
        value: "baton",
        expected:
          "raw, semaphore, swiftmessages or swiftentrykit with --strategy \(strategy.rawValue) (Baton's queue needs its lane)"
      )
    }
    var trace = tracePath.map { _ in LabTrace() }
    let result = ScenarioRunner.run(
      scenario,
      strategy: strategy,
      profile: profile,
      popupStrategy: popupFlag,
      trace: &trace
    )
    let popups =
      ScenarioRunner.hasPopups(scenario)
      ? ", pop-ups \(ScenarioRunner.popupStrategy(for: scenario, pages: strategy, flag: popupFlag).rawValue)"
      : ""
    if let tracePath, let trace {
      try trace.write(to: tracePath)
    }
    if parsed.flags.contains("--json") {
      let expectations: String
      switch result {
      case .passed: expectations = "passed"
      case .failed(let step, let message):
        expectations = "failed at line \(step.line): \(step.text): \(message)"
      }
      let verdict = ScenarioVerdict(
        story: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
        strategy: strategy.rawValue,
        profile: profile.rawValue,
        expectations: expectations,
        observed: ScenarioVerdict.observe(
          scenario,
          strategy: strategy,
          profile: profile,
          popupStrategy: popupFlag
        )
      )
      io.out(try verdict.line())
      if case .passed = result { return 0 }
      return 1
    }
    switch result {
    case .passed(let checks):
      io.out(
        "\(path): passed \(checks) expectation(s) with \(strategy.rawValue)\(popups) on \(profile.rawValue)"
      )
      return 0
    case .failed(let step, let message):
      io.out("\(path):\(step.line): expectation failed: \(step.text)")
      io.out("  \(message) (strategy \(strategy.rawValue)\(popups), profile \(profile.rawValue))")
      return 1
    }
  }
}
