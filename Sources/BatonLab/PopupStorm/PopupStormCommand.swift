/// The pop-up part of `baton-lab storm` (`--popups`, `--popup-strategy`).
@MainActor
enum PopupStormCommand {
  /// The pop-up storm's figures when `--popups` was given, nil otherwise.
  static func figures(
    _ parsed: ParsedArguments,
    _ configuration: StormConfiguration
  ) throws(UsageError) -> PopupStormMetrics? {
    let strategy = try parsed.choice(
      "--popup-strategy",
      default: PopupStrategyName.matching(configuration.strategy)
    )
    guard parsed.flags.contains("--popups") else { return nil }
    return PopupStormRunner.run(
      strategy: strategy,
      profile: configuration.profile,
      seed: configuration.seed,
      actions: configuration.actions
    )
  }
}
