extension BatonLabCommandLine {
  /// Checks that the lab accepts a command line, without running it.
  ///
  /// Parses the options with the same lists the commands use, and checks the values a command
  /// checks before it starts (numbers in range, the names of apps, strategies and profiles, a
  /// former profile name included). What only running can tell (a file that cannot be read, a
  /// scenario's content) is not checked. The documentation's command lines go through it in a
  /// test, so that a flag the README shows is never refused.
  ///
  /// - Parameter arguments: The arguments after the program name, command first.
  /// - Throws: The ``UsageError`` the command would exit with (status 2).
  static func check(_ arguments: [String]) throws(UsageError) {
    guard let command = arguments.first else { throw .missingArgument("command") }
    let options = Array(arguments.dropFirst())
    let quiet = CommandIO(out: { _ in }, err: { _ in })
    switch command {
    case "--help", "-h", "help", "--version":
      guard options.isEmpty else { throw .unexpectedArgument(options[0]) }
    case "demo":
      let parsed = try ParsedArguments.parse(
        options,
        options: DemoCommand.options,
        command: command
      )
      _ = try parsed.integer("--actions", default: 1, in: CommandLimits.actions)
      _ = try parsed.seed("--seed", default: 1)
      _ = try parsed.profile(default: .deferring)
      _ = try DemoCommand.markdownLanguage(parsed)
      if !parsed.wantsHelp { try DemoCommand.checkFlagsApply(parsed) }
    case "storm":
      let parsed = try ParsedArguments.parse(
        options,
        options: StormCommand.options,
        command: command
      )
      try checkStorm(parsed, io: quiet)
    case "scenario":
      let parsed = try checkFileCommand(options, ScenarioCommand.options, command, io: quiet)
      _ = try parsed.choice("--popup-strategy", default: PopupStrategyName.baton)
    case "replay":
      let parsed = try checkFileCommand(options, ReplayCommand.options, command, io: quiet)
      if !parsed.wantsHelp { try ReplayCommand.checkFlagsApply(parsed) }
    case "route":
      let parsed = try ParsedArguments.parse(
        options,
        options: [.value("--routes"), .flag("--host-as-path")],
        command: command
      )
      guard parsed.wantsHelp || parsed.values["--routes"] != nil else {
        throw .missingArgument("--routes FILE")
      }
    case "bench":
      let parsed = try ParsedArguments.parse(
        options,
        options: [],
        command: command,
        maximumPositionals: 1
      )
      try BenchCommand.checkBenchmark(parsed.positionals.first ?? "all")
    default:
      throw .unknownCommand(command)
    }
  }

  /// The checks of a command that reads one FILE and takes `--strategy` and `--profile`
  /// (`scenario`, `replay`).
  private static func checkFileCommand(
    _ arguments: [String],
    _ options: [ParsedArguments.Option],
    _ command: String,
    io: CommandIO
  ) throws(UsageError) -> ParsedArguments {
    let parsed = try ParsedArguments.parse(
      arguments,
      options: options,
      command: command,
      maximumPositionals: 1
    )
    guard parsed.wantsHelp || !parsed.positionals.isEmpty else {
      throw .missingArgument("FILE")
    }
    _ = try parsed.choice("--strategy", default: StrategyName.baton)
    _ = try parsed.profile(default: .deferring)
    return parsed
  }

  /// The values `storm` checks before it runs, for each `--app`.
  private static func checkStorm(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) {
    let app = parsed.values["--app"] ?? "uikit"
    _ = try parsed.integer("--actions", default: 1, in: CommandLimits.actions)
    _ = try parsed.integer("--shard-size", default: 1, in: CommandLimits.shardSize)
    _ = try parsed.integer("--jobs", default: 1, in: CommandLimits.jobs)
    _ = try parsed.seed("--seed", default: 1)
    if !parsed.wantsHelp { try StormCommand.checkFlagsApply(parsed, app: app) }
    switch app {
    case "uikit":
      let pages = try parsed.choice("--strategy", default: StrategyName.baton)
      _ = try parsed.profile(default: .deferring)
      _ = try PopupStormCommand.strategy(parsed, pages: pages)
    case "swiftui":
      _ = try parsed.choice("--strategy", default: SwiftUIStrategyName.baton)
      _ = try parsed.choice("--profile", default: SwiftUIProfile.ios17)
    case "popups":
      _ = try parsed.choice("--popup-strategy", default: PopupStrategyName.baton)
      _ = try parsed.profile(default: .deferring)
    default:
      throw .invalidValue(flag: "--app", value: app, expected: "uikit, swiftui or popups")
    }
  }
}
