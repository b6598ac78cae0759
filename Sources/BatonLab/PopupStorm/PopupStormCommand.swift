import Foundation

/// The pop-up parts of `baton-lab storm`: `--popups` / `--popup-strategy` for the main app, and
/// `--app popups`, the focused pop-up storm.
@MainActor
enum PopupStormCommand {
  static let help = """
    usage: baton-lab storm --app popups [--popup-strategy S] [--profile P] [--seed N]
                           [--actions K] [--json] [--no-wall-clock]

    The focused pop-up storm: one navigation stack over a home screen, a launch round (force
    update, permission, promotion), then seeded events: pushes, pops, alerts from user events
    and late network replies, a home-only tip, toasts that auto-dismiss, pop-up screens that
    close themselves (sometimes just as their auto-dismissal fires), answers, background and
    foreground, forced log-outs. It runs in this process; the main storm's app has the same
    pop-ups with `storm --popups`.

    options:
      --popup-strategy S  raw | semaphore | baton | swiftmessages | swiftentrykit (default baton;
                      the last two re-implement SwiftKickMobile/SwiftMessages and
                      huri000/SwiftEntryKit)
      --profile P     legacy | deferring | fluid                           (default deferring)
      --seed N        the events' seed                                     (default 1)
      --actions K     how many events, 1 to 100000000                      (default 20000)
      --json          one JSON object: popupStrategy, profile, seed, actions, popupsShown,
                      overlappingPopups, popupsDuringTransition, lostPopups, popupsOutOfScope,
                      doublePopupOutcomes, stuckPopupQueues, tapsLostToAutoDismiss,
                      blockedThreadSeconds, strandedRequests (as in `storm --help`; 0 without Baton's lane)
      --no-wall-clock accepted for symmetry with the other storms: this one reports nothing
                      that depends on the wall clock (blockedThreadSeconds is virtual time)
    """

  /// The main storm's pop-up strategy: nil without `--popups`; with it, `--popup-strategy`,
  /// by default Baton's queue for the Baton page strategy and raw alerts for the others.
  ///
  /// - Throws: A ``UsageError`` for an unknown strategy, or for Baton's queue under another page
  ///   strategy (the queue shares the window's lane with the page transitions).
  static func strategy(
    _ parsed: ParsedArguments,
    pages: StrategyName
  ) throws(UsageError) -> PopupStrategyName? {
    let strategy = try parsed.choice("--popup-strategy", default: PopupStrategyName.matching(pages))
    guard parsed.flags.contains("--popups") else { return nil }
    if strategy == .baton, pages != .baton {
      throw UsageError.invalidValue(
        flag: "--popup-strategy",
        value: "baton",
        expected:
          "raw, semaphore, swiftmessages or swiftentrykit with --strategy \(pages.rawValue) (Baton's queue needs its lane)"
      )
    }
    return strategy
  }

  /// Runs the focused pop-up storm (`storm --app popups`) of `actions` events (checked by
  /// ``StormCommand``).
  static func run(_ parsed: ParsedArguments, actions: Int, io: CommandIO) throws -> Int32 {
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let strategy = try parsed.choice("--popup-strategy", default: PopupStrategyName.baton)
    let profile = try parsed.profile(default: .deferring)
    let seed = try parsed.seed("--seed", default: 1)
    let figures = PopupStormRunner.run(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions
    )
    if parsed.flags.contains("--json") {
      io.out(figures.json(strategy: strategy, profile: profile, seed: seed, actions: actions))
    } else {
      io.out(
        "pop-up storm: \(strategy.rawValue) on \(profile.rawValue), seed \(seed), \(actions) events"
      )
      for (name, value) in figures.jsonFields { io.out("  \(name): \(value)") }
    }
    return 0
  }
}
