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
    /// Every line from the `shard` line to the `end` line, as written.
    var lines: [Substring] = []
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

  /// Reads a recording.
  static func parse(_ text: String) throws(Problem) -> StormLog {
    var log = StormLog()
    var current: Shard?
    for (offset, line) in text.split(separator: "\n").enumerated() {
      let number = offset + 1
      if line.hasPrefix("{\"t\":") || line.hasPrefix("{\"w\":") {
        // A library event: a storm compares it as text; an app's recording is replayed from it.
        if current != nil {
          current?.lines.append(line)
        } else if let object = object(line) {
          log.looseEvents.append(object)
        }
        continue
      }
      guard let kind = field("e", in: line) else {
        throw Problem(line: number, text: "not a recording line: \(line.prefix(80))")
      }
      switch kind {
      case "storm":
        log.configuration = try configuration(line, number: number)
      case "shard":
        guard let index = field("index", in: line).flatMap({ Int($0) }),
          let seed = field("seed", in: line).flatMap({ UInt64($0) }),
          let actions = field("actions", in: line).flatMap({ Int($0) })
        else { throw Problem(line: number, text: "a shard line needs index, seed, actions") }
        current = Shard(shard: StormShard(index: index, seed: seed, actions: actions))
        current?.lines.append(line)
      case "launch":
        let link = field("link", in: line).flatMap { ScenarioParser.deepLink(String($0)) }
        current?.launches.append(link)
        current?.lines.append(line)
      case "input":
        guard let time = field("t", in: line).flatMap({ Double($0) }),
          let gap = field("gap", in: line).flatMap({ Double($0) }),
          let text = field("action", in: line),
          let action = UserAction(
            recorded: String(text),
            duration: field("duration", in: line).flatMap { Double($0) }
          )
        else { throw Problem(line: number, text: "not an input: \(line.prefix(80))") }
        current?.inputs.append(Input(time: time, timed: TimedAction(gap: gap, action: action)))
        current?.lines.append(line)
      case "end":
        current?.lines.append(line)
        if let shard = current { log.shards.append(shard) }
        current = nil
      case "figures":
        let prefix = "{\"e\":\"figures\",\"report\":"
        guard line.hasPrefix(prefix) else { throw Problem(line: number, text: "bad figures") }
        log.figures = String(line.dropFirst(prefix.count).dropLast())
      default:
        // `dropped` (an app's ring that overflowed) and lines from later versions.
        continue
      }
    }
    return log
  }

  private static func object(_ line: Substring) -> [String: Any]? {
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

  private static func configuration(
    _ line: Substring,
    number: Int
  ) throws(Problem) -> StormConfiguration {
    guard
      let strategy = field("strategy", in: line).flatMap({ StrategyName(rawValue: String($0)) }),
      let profile = field("profile", in: line).flatMap({ LabProfile(rawValue: String($0)) }),
      let seed = field("seed", in: line).flatMap({ UInt64($0) }),
      let actions = field("actions", in: line).flatMap({ Int($0) }),
      let shardSize = field("shardSize", in: line).flatMap({ Int($0) })
    else {
      throw Problem(line: number, text: "a storm header needs strategy, profile, seed, actions")
    }
    var configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions,
      shardSize: shardSize
    )
    configuration.popups = field("popups", in: line).flatMap {
      PopupStrategyName(rawValue: String($0))
    }
    configuration.thirdParty = field("thirdParty", in: line) == "true"
    return configuration
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
