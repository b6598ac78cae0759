import Foundation

/// `baton-lab demo`: a storm per strategy on both profiles, and the comparison table.
@MainActor
enum DemoCommand {
  static let help = """
    usage: baton-lab demo [--profile P] [--actions K] [--seed N] [--json] [--no-wall-clock]
                          [--report FILE.html] [--peers] [--markdown] [--language L]
           baton-lab demo --markdown-from FILE.json [--language L]

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
      --no-wall-clock     leave each storm's wallSeconds out of --json, and the closing
                          'done in' time out of the progress (the same demo then prints the
                          same bytes on any machine)
      --report FILE.html  also write a self-contained page (inline SVG, nothing fetched) with
                          a bar chart per figure and profile and the timeline of a short storm
      --peers             also storm each re-implemented library (buffered-nav,
                          fd-fullscreen-pop) and print, after
                          the tables, a peers section: per profile, its row beside raw and baton
                          (with --json, the peers' storms join each profile's storms; the report
                          page adds a peers chart per profile); then the pop-up peers
                          (swiftmessages, swiftentrykit) beside raw, semaphore and baton in the
                          pop-up storm (with --json, a popupPeers object shaped like the demo's)
      --markdown          with --peers, print the peers section as Docs/Lab.md's Markdown table
                          instead of the tables
      --markdown-from FILE.json
                          storm nothing: print Docs/Lab.md's peers table from FILE.json, what
                          'demo --peers --json' printed (Docs/figures/peers.json)
      --language L        the table's first headings: en (default) | zh-CN
      --help              show this help
    """

  /// The profiles the demo runs without `--profile`, in the order it prints them: one table per
  /// iOS era, newest first.
  static let profiles: [LabProfile] = [.fluid, .deferring, .legacy]

  /// The options `demo` accepts.
  static let options: [ParsedArguments.Option] = [
    .value("--profile"), .value("--actions"), .value("--seed"), .flag("--json"),
    .value("--report"), .flag(StormCommand.noWallClockFlag), .flag(peersFlag),
    .flag(markdownFlag), .value(markdownFromOption), .value(languageOption),
  ]
  /// The flag that adds the peers section.
  static let peersFlag = "--peers"
  /// The flag that prints the peers section as the lab report's Markdown table (`Docs/Lab.md`).
  static let markdownFlag = "--markdown"
  /// The option that prints the lab report's peers table from a saved `demo --peers --json`.
  static let markdownFromOption = "--markdown-from"
  /// The option that picks the Markdown table's language.
  static let languageOption = "--language"
  /// The rows of the peers section on each profile: `raw`, each re-implemented library, `baton`.
  static let peerRows: [StrategyName] = [.raw] + StrategyName.peers + [.baton]
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
    let language = try markdownLanguage(parsed)
    try checkFlagsApply(parsed)
    if let path = parsed.values[markdownFromOption] {
      try printMarkdown(fromDemoJSON: TextFile.read(path), language: language, io: io)
      return 0
    }
    let actions = try parsed.integer("--actions", default: 20_000, in: CommandLimits.actions)
    let seed = try parsed.seed("--seed", default: 1)
    let profiles =
      parsed.values["--profile"] == nil
      ? Self.profiles : [try parsed.profile(default: .deferring)]
    let reportPath = parsed.values["--report"]
    if let reportPath { try TextFile.checkWritable(reportPath) }
    let started = Date()
    let wantsPeers = parsed.flags.contains(peersFlag)
    let results = runStorms(
      profiles: profiles,
      strategies: strategies(peers: wantsPeers),
      actions: actions,
      seed: seed,
      io: io
    )
    let popupPeers =
      wantsPeers
      ? DemoPopupPeers.run(profiles: profiles, actions: actions, seed: seed, io: io) : nil
    if parsed.flags.contains("--json") {
      let json = results.json(wallClock: !parsed.flags.contains(StormCommand.noWallClockFlag))
      io.out(DemoPopupPeers.json(json, adding: popupPeers))
    } else if wantsPeers, parsed.flags.contains(markdownFlag) {
      try printMarkdown(
        fromDemoJSON: DemoPopupPeers.json(results.json(wallClock: false), adding: popupPeers),
        language: language,
        io: io
      )
    } else {
      printTables(of: results, rows: StrategyName.demo, io: io)
      io.out("")
      ComparisonTable.legend.forEach(io.out)
      if wantsPeers {
        io.out("")
        io.out("peers: the re-implemented libraries beside raw and baton, same storms")
        printTables(of: results, rows: peerRows, io: io)
        popupPeers?.printTables(io: io)
      }
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
      let page = DemoReportPage(
        results: results.only(StrategyName.demo),
        timelines: timelines,
        peers: wantsPeers ? results.only(peerRows) : nil
      )
      .xhtml()
      try OutputFile.save(page, to: reportPath)
      io.err("demo: wrote \(reportPath)")
    }
    if !parsed.flags.contains(StormCommand.noWallClockFlag) {
      io.err(String(format: "demo: done in %.1f s", Date().timeIntervalSince(started)))
    }
    return 0
  }

  /// Refuses every option the demo would ignore with the others given.
  ///
  /// - Throws: ``UsageError/inapplicable(flag:context:)`` naming the first such option.
  static func checkFlagsApply(_ parsed: ParsedArguments) throws(UsageError) {
    if parsed.has(markdownFromOption) {
      try parsed.refuse(
        [
          "--profile", "--actions", "--seed", "--json", "--report", StormCommand.noWallClockFlag,
          peersFlag, markdownFlag,
        ],
        "with \(markdownFromOption) (it storms nothing)"
      )
      return
    }
    if parsed.has(markdownFlag) {
      guard parsed.has(peersFlag) else {
        throw .inapplicable(flag: markdownFlag, context: "without \(peersFlag)")
      }
      try parsed.refuse(["--json"], "with \(markdownFlag)")
    } else {
      try parsed.refuse([languageOption], "without \(markdownFlag) or \(markdownFromOption)")
    }
  }

  /// The `--language` of the Markdown table (English without it).
  static func markdownLanguage(_ parsed: ParsedArguments) throws(UsageError)
    -> PeersMarkdownTable.Language
  {
    guard let value = parsed.values[languageOption] else { return .english }
    guard let language = PeersMarkdownTable.Language(rawValue: value) else {
      throw .invalidValue(flag: languageOption, value: value, expected: "en or zh-CN")
    }
    return language
  }

  /// Prints the lab report's peers table from what `demo --peers --json` printed.
  static func printMarkdown(
    fromDemoJSON json: String,
    language: PeersMarkdownTable.Language,
    io: CommandIO
  ) throws(PeersMarkdownTable.ReadError) {
    for line in try PeersMarkdownTable.lines(fromDemoJSON: json, language: language) {
      io.out(line)
    }
  }

  /// The strategies the demo storms: its seven, then with `--peers` each re-implemented library.
  ///
  /// - Parameter peers: Whether `--peers` was given.
  /// - Returns: The strategies, in the order the demo runs them.
  static func strategies(peers: Bool) -> [StrategyName] {
    peers ? StrategyName.demo + StrategyName.peers : StrategyName.demo
  }

  /// Prints one table per profile of `results`, with the rows of `rows` in that order.
  static func printTables(of results: DemoResults, rows: [StrategyName], io: CommandIO) {
    for run in results.profiles {
      io.out("")
      io.out(
        "\(run.profile.title): \(results.actions) user actions per strategy, seed \(results.seed)"
      )
      ComparisonTable.render(run.reports(of: rows)).forEach(io.out)
    }
  }

  /// One storm per strategy of `strategies` (by default the demo's seven) on each of `profiles`
  /// (by default ``profiles``).
  static func runStorms(
    profiles: [LabProfile] = profiles,
    strategies: [StrategyName] = StrategyName.demo,
    actions: Int,
    seed: UInt64,
    io: CommandIO
  ) -> DemoResults {
    let runs = profiles.map { profile in
      let reports = strategies.map { strategy in
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
