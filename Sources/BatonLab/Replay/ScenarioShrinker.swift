import Foundation

/// `replay FILE --shrink`: turns a recorded shard that shows a fault or a lost request into the
/// smallest scenario (`Scenarios/README.md`) that still shows it.
///
/// The recorded inputs become scenario statements at their recorded times (a removed input's
/// time passes as a `wait` before the next one). The prefix that first shows the problem is
/// found by doubling, then ``DeltaDebugging`` removes every input it can. A candidate counts
/// when its scenario fails `expect faults 0` or `expect lost-intents 0` with the replay's
/// strategy and, unless that strategy is `baton`, passes with `baton`: the result is a
/// regression test Baton passes.
@MainActor
enum ScenarioShrinker {
  /// What a shrink produced.
  struct Result {
    /// The scenario file's text.
    var scenario: String
    /// Its statements (lines other than comments and blank ones).
    var statements: Int
    /// How many of the shard's inputs it keeps, of how many.
    var kept: Int
    var recorded: Int
    /// How many scenarios were run to find it.
    var runs: Int
  }

  /// One thing the scenario may keep: the launch's deep link, or an input.
  enum Item: Equatable {
    case launchLink(DeepLink)
    case input(StormLog.Input)
  }

  /// Shrinks the first shard of `log` that shows a problem with `strategy` on the log's
  /// profile; nil when none does.
  static func shrink(_ log: StormLog, strategy: StrategyName) -> Result? {
    guard let profile = log.configuration?.profile else { return nil }
    var shards = log.shards.makeIterator()
    return shrink(profile: profile, strategy: strategy) { shards.next() }
  }

  /// Shrinks the first shard `nextShard` reads (one at a time, in order) that shows a problem
  /// with `strategy` on `profile`; nil when none does.
  ///
  /// - Throws: What `nextShard` throws (a ``StormLog/Problem`` for a file read as it goes).
  static func shrink<Failure: Error>(
    profile: LabProfile,
    strategy: StrategyName,
    nextShard: () throws(Failure) -> StormLog.Shard?
  ) throws(Failure) -> Result? {
    var runs = 0
    while let shard = try nextShard() {
      var items: [Item] = shard.launches.first.flatMap { $0 }.map { [.launchLink($0)] } ?? []
      items += shard.inputs.map(Item.input)
      let start = shard.inputs.first?.time ?? 0
      func fails(_ candidate: [Item]) -> Bool {
        runs += 1
        let text = scenario(candidate, profile: profile, start: start, note: "")
        return shows(text, strategy: strategy, profile: profile)
      }
      var length = min(items.count, 64)
      while !fails(Array(items.prefix(length))) {
        guard length < items.count else { break }
        length = min(items.count, length * 2)
      }
      let prefix = Array(items.prefix(length))
      guard fails(prefix) else { continue }
      let kept = DeltaDebugging.minimize(prefix, fails: fails)
      let note =
        "# Shrunk by `baton-lab replay --shrink` from a recorded storm (shard \(shard.shard.index),"
        + " seed \(shard.shard.seed)): \(kept.count) of \(shard.inputs.count) inputs.\n"
        + "# Fails with --strategy \(strategy.rawValue) on \(profile.rawValue)"
        + (strategy == .baton ? "" : "; passes with --strategy baton") + ".\n"
      let text = scenario(kept, profile: profile, start: start, note: note)
      return Result(
        scenario: text,
        statements: statementCount(text),
        kept: kept.count,
        recorded: shard.inputs.count,
        runs: runs
      )
    }
    return nil
  }

  /// Whether the scenario `text` fails with `strategy` (and passes with `baton`, for another
  /// strategy).
  static func shows(_ text: String, strategy: StrategyName, profile: LabProfile) -> Bool {
    guard let parsed = try? ScenarioParser.parse(text) else { return false }
    guard !passes(parsed, strategy: strategy, profile: profile) else { return false }
    return strategy == .baton || passes(parsed, strategy: .baton, profile: profile)
  }

  static func passes(_ scenario: Scenario, strategy: StrategyName, profile: LabProfile) -> Bool {
    var trace: LabTrace?
    let result = ScenarioRunner.run(scenario, strategy: strategy, profile: profile, trace: &trace)
    if case .passed = result { return true }
    return false
  }

  /// The lines of a scenario that are statements.
  static func statementCount(_ text: String) -> Int {
    text.split(separator: "\n").filter { line in
      let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
      return !(body ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }.count
  }

  /// The scenario that performs `items` at their recorded times (counted from `start`).
  static func scenario(
    _ items: [Item],
    profile: LabProfile,
    start: TimeInterval,
    note: String
  ) -> String {
    var lines = ["profile \(profile.rawValue)"]
    var clock = start
    for item in items {
      switch item {
      case .launchLink(let link):
        lines += ["cold", "deeplink \(link.url)", "launch", "settle"]
      case .input(let input):
        let wait = input.time - clock
        if wait >= 0.0005 { lines.append("wait \(format(wait))") }
        clock = max(clock, input.time)
        lines += statements(for: input.timed.action)
        clock += input.timed.action.swipeDuration ?? 0
      }
    }
    lines += ["settle", "expect faults 0", "expect lost-intents 0"]
    return note + lines.joined(separator: "\n") + "\n"
  }

  /// The statements that perform `action`.
  private static func statements(for action: UserAction) -> [String] {
    switch action {
    case .swipeBack(let finishes, let duration):
      let half = "wait \(format(duration / 2))"
      return [
        "swipe begin", half, "swipe progress \(finishes ? 0.6 : 0.3)", half,
        "swipe \(finishes ? "finish" : "cancel")",
      ]
    case .midScreenSwipe(let finishes, _):
      return ["swipe mid-screen \(finishes ? "finish" : "cancel")"]
    case .tap, .doubleTap, .twoFingerTap, .back, .doubleBack, .backButton, .toggleKeyboard,
      .toggleSearch, .selectTab, .deepLink, .notification, .openCloseBurst:
      return [action.description]
    }
  }

  private static func format(_ seconds: TimeInterval) -> String {
    String(format: "%.3f", seconds)
  }
}
