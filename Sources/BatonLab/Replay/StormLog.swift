import Foundation

/// A recording read back: the storm's settings, each shard's launches and inputs, and the
/// lines a replay compares with its own.
///
/// A storm's recording (`storm --record FILE`, ``StormRecording``) starts with a `storm`
/// header; a recording an app exported from its ``FlightRecorder`` has none, and
/// ``UserSession`` turns its events into inputs instead.
struct StormLog {
  /// One recorded input: when it happened in the run's virtual time, the gap before it and
  /// the action.
  struct Input: Equatable, Sendable {
    var time: TimeInterval
    var timed: TimedAction
  }

  /// One shard as recorded.
  struct Shard {
    var shard: StormShard
    /// Each launch's deep link, in order (nil for a launch without one).
    var launches: [DeepLink?] = []
    var inputs: [Input] = []
    /// Every line from the `shard` line to the `end` line, as written (without a CRLF's
    /// `"\r"`), when the reader keeps them.
    var lines: [Substring] = []
    /// How many lines the shard has, from its `shard` line to its `end` line.
    var lineCount = 0
  }

  /// The storm's settings, from the header.
  var configuration: StormConfiguration?
  var shards: [Shard] = []
  /// The recorded figures (the report's JSON without the wall clock), if the storm ended.
  var figures: String?
  /// Flight events outside any storm shard (a recording exported by an app).
  var looseEvents: [[String: Any]] = []

  /// Why a recording cannot be read.
  struct Problem: Error, Equatable, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "line \(line): \(text)" }
  }

  /// Reads a recording held in memory, checked as ``Reader`` checks a file.
  ///
  /// - Throws: A ``Problem`` naming the first line that is wrong, or the last line of a
  ///   recording cut short.
  static func parse(_ text: String) throws(Problem) -> StormLog {
    var lines = RecordingLines(bytes: Array(text.utf8))
    var reader = Reader()
    var log = StormLog()
    while let line = try lines.next() {
      if let shard = try reader.read(line, number: lines.number) { log.shards.append(shard) }
    }
    try reader.finish()
    log.configuration = reader.configuration
    log.figures = reader.figures
    log.looseEvents = reader.looseEvents
    return log
  }

  static func object(_ line: Substring) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  /// The value of `key` in one of the recording's own lines: a number, `true`/`false`, or a
  /// string without escapes (the lab writes no others), without its quotes.
  static func field(_ key: String, in line: Substring) -> Substring? {
    guard let range = line.range(of: "\"\(key)\":") else { return nil }
    let rest = line[range.upperBound...]
    if rest.first == "\"" {
      let body = rest.dropFirst()
      return body.firstIndex(of: "\"").map { body[..<$0] }
    }
    let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
    return rest[..<end]
  }

  /// The storm's settings from its header, checked against the storm's own limits.
  static func header(
    _ line: Substring,
    fail: (String) -> Problem
  ) throws(Problem) -> StormConfiguration {
    guard let version = field("version", in: line) else {
      throw fail("the storm header has no version (this lab reads version 1)")
    }
    guard line.contains("\"version\":1,") || line.hasSuffix("\"version\":1}") else {
      throw fail("version \(version) is not one this lab reads (version 1)")
    }
    guard
      let strategy = field("strategy", in: line).flatMap({ StrategyName(rawValue: String($0)) }),
      let profile = field("profile", in: line).flatMap({ LabProfile(rawValue: String($0)) }),
      let seed = field("seed", in: line).flatMap({ UInt64($0) }),
      let actions = field("actions", in: line).flatMap({ Int($0) }),
      let shardSize = field("shardSize", in: line).flatMap({ Int($0) })
    else {
      throw fail("a storm header needs strategy, profile, seed, actions, shardSize")
    }
    let recordable = 1...min(CommandLimits.recordedActions, CommandLimits.actions.upperBound)
    guard recordable.contains(actions) else {
      throw fail(
        "actions \(actions) is outside the storm's limits (\(recordable.lowerBound) to "
          + "\(recordable.upperBound) with --record)"
      )
    }
    guard CommandLimits.shardSize.contains(shardSize) else {
      throw fail(
        "shardSize \(shardSize) is outside the storm's limits (\(CommandLimits.shardSize.lowerBound) "
          + "to \(CommandLimits.shardSize.upperBound))"
      )
    }
    var configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions,
      shardSize: shardSize
    )
    guard StormShard.split(configuration).count <= CommandLimits.shards else {
      throw fail("more than \(CommandLimits.shards) shards (actions / shardSize)")
    }
    if let popups = field("popups", in: line) {
      guard let name = PopupStrategyName(rawValue: String(popups)) else {
        throw fail("unknown pop-up strategy '\(popups)'")
      }
      guard name != .baton || strategy == .baton else {
        throw fail("pop-up strategy baton needs strategy baton (Baton's queue needs its lane)")
      }
      configuration.popups = name
    }
    switch field("thirdParty", in: line) {
    case "true": configuration.thirdParty = true
    case "false", nil: configuration.thirdParty = false
    case let other?: throw fail("thirdParty must be true or false, not \(other)")
    }
    return configuration
  }

  /// One `input` line, its numbers checked: finite, not negative, the gap and a swipe's
  /// duration at most ``CommandLimits/waitSeconds`` (a duration more than zero).
  static func input(_ line: Substring, fail: (String) -> Problem) throws(Problem) -> Input {
    let limit = CommandLimits.waitSeconds
    func seconds(_ key: String, in range: ClosedRange<Double>) throws(Problem) -> Double? {
      guard let text = field(key, in: line) else { return nil }
      guard let value = Double(text), value.isFinite, range.contains(value) else {
        throw fail(
          "'\(key)' is \(text); expected a number of seconds"
            + (range.upperBound.isFinite ? " from 0 to \(Int(range.upperBound))" : ", not negative")
        )
      }
      return value
    }
    guard let time = try seconds("t", in: 0...Double.infinity),
      let gap = try seconds("gap", in: 0...limit),
      let text = field("action", in: line)
    else { throw fail("an input needs t, gap and action: \(line.prefix(80))") }
    let duration = try seconds("duration", in: 0...limit)
    if let duration, duration <= 0 { throw fail("'duration' is 0; a swipe takes some time") }
    guard let action = UserAction(recorded: String(text), duration: duration) else {
      throw fail("not an input: \(line.prefix(80))")
    }
    return Input(time: time, timed: TimedAction(gap: gap, action: action))
  }
}

/// A recorded user: the launches' deep links and the inputs of one shard, in order.
struct RecordedUser: StormUser {
  private var launches: [DeepLink?]
  private var inputs: [StormLog.Input]
  private var nextLaunch = 0
  private var nextInput = 0

  init(_ shard: StormLog.Shard) {
    launches = shard.launches
    inputs = shard.inputs
  }

  mutating func opensWithDeepLink() -> DeepLink? {
    // A replay with another strategy may launch more often (after crashes): no link then.
    guard nextLaunch < launches.count else { return nil }
    defer { nextLaunch += 1 }
    return launches[nextLaunch]
  }

  func nextGap() -> TimeInterval {
    nextInput < inputs.count ? inputs[nextInput].timed.gap : 0
  }

  mutating func nextAction(seeing view: RandomUser.View) -> UserAction {
    guard nextInput < inputs.count else { return .selectTab(0) }
    defer { nextInput += 1 }
    return inputs[nextInput].timed.action
  }
}
