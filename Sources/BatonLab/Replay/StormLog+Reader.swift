import Foundation

extension StormLog {
  /// Reads a recording one line at a time and checks each line as it comes, so that a replay
  /// knows the whole file can be compared before it runs anything, and then runs it shard by
  /// shard without holding more than one.
  ///
  /// A storm's recording (version 1) must have, in order: its header on the first line, with
  /// numbers within the storm's own limits (``CommandLimits``); every shard the header implies,
  /// each with its index, seed and action count, as many inputs as actions and an `end` line;
  /// then at most one figures line, and nothing after it. An input's time and gap are finite
  /// and not negative, the gap and a swipe's duration at most ``CommandLimits/waitSeconds``.
  /// Blank lines are skipped. An app's recording (flight events, no header) must be JSON
  /// objects with times that are not negative.
  struct Reader {
    /// The storm's settings, once the header is read.
    private(set) var configuration: StormConfiguration?
    /// The recorded figures, once read.
    private(set) var figures: String?
    /// An app's flight events (a recording without a storm header), when kept.
    private(set) var looseEvents: [[String: Any]] = []
    /// How many shards and lines were read so far.
    private(set) var shardCount = 0
    private(set) var shardLines = 0
    /// Whether a shard keeps its lines (a replay compares them; a check only counts them).
    var keepsLines = true
    private var shards: StormShards?
    private var current: Shard?
    private var lastLine = 0

    /// Reads line `number`; returns the shard it completes (its `end` line), if it does.
    ///
    /// - Throws: A ``StormLog/Problem`` naming the line and what is wrong with it.
    mutating func read(_ line: String, number: Int) throws(Problem) -> Shard? {
      lastLine = number
      guard !line.isEmpty else { return nil }
      func fail(_ text: String) -> Problem { Problem(line: number, text: text) }
      if line.hasPrefix("{\"t\":") || line.hasPrefix("{\"w\":") {
        try event(line, fail: fail)
        return nil
      }
      guard let kind = field("e", in: Substring(line)) else {
        throw fail("not a recording line: \(line.prefix(80))")
      }
      if kind == "storm" {
        guard number == 1 else { throw fail("a storm header must be the first line") }
        let configuration = try StormLog.header(Substring(line), fail: fail)
        self.configuration = configuration
        shards = StormShard.split(configuration)
        return nil
      }
      guard let shards else {
        // An app's recording notes the events its ring dropped; other kinds need a header.
        guard kind == "dropped" else {
          throw fail("a '\(kind)' line without a storm header on line 1")
        }
        return nil
      }
      guard figures == nil else { throw fail("a line after the figures line") }
      switch kind {
      case "shard": try beginShard(line, of: shards, fail: fail)
      case "launch": try launch(line, fail: fail)
      case "input": try input(line, fail: fail)
      case "end": return try endShard(line, fail: fail)
      case "figures":
        guard current == nil, shardCount == shards.count else {
          throw fail("the figures line comes before the last shard's end line")
        }
        let prefix = "{\"e\":\"figures\",\"report\":"
        guard line.hasPrefix(prefix), line.hasSuffix("}") else { throw fail("bad figures") }
        figures = String(line.dropFirst(prefix.count).dropLast())
      default:
        throw fail("'\(kind)' is not a line of a version 1 recording")
      }
      return nil
    }

    /// Checks that the recording ended where it may: after the last shard's `end` line.
    ///
    /// - Throws: A ``StormLog/Problem`` naming the last line for a recording cut short, and
    ///   line 1 for an empty one.
    func finish() throws(Problem) {
      guard lastLine > 0, configuration != nil || !looseEvents.isEmpty else {
        throw Problem(line: 1, text: "no recording: the file is empty")
      }
      guard let shards else { return }
      if let current {
        throw Problem(
          line: lastLine,
          text: "the recording ends inside shard \(current.shard.index) (no end line): it was "
            + "cut short and cannot be compared"
        )
      }
      guard shardCount == shards.count else {
        throw Problem(
          line: lastLine,
          text: "the recording ends after \(shardCount) of its \(shards.count) shard(s): it was "
            + "cut short and cannot be compared"
        )
      }
    }

    private mutating func event(_ line: String, fail: (String) -> Problem) throws(Problem) {
      if current != nil {
        if keepsLines { current?.lines.append(Substring(line)) }
        current?.lineCount += 1
        return
      }
      guard configuration == nil else { throw fail("a flight event outside a shard") }
      guard let object = StormLog.object(Substring(line)) else {
        throw fail("not a JSON object: \(line.prefix(80))")
      }
      if let time = object["t"] {
        guard let seconds = time as? Double, seconds >= 0 else {
          throw fail("'t' must be a number of seconds, not negative")
        }
      }
      looseEvents.append(object)
    }

    private mutating func beginShard(
      _ line: String,
      of shards: StormShards,
      fail: (String) -> Problem
    ) throws(Problem) {
      if let current {
        throw fail("a shard line before shard \(current.shard.index)'s end line")
      }
      let text = Substring(line)
      guard let index = field("index", in: text).flatMap({ Int($0) }),
        let seed = field("seed", in: text).flatMap({ UInt64($0) }),
        let actions = field("actions", in: text).flatMap({ Int($0) })
      else { throw fail("a shard line needs index, seed, actions") }
      guard shardCount < shards.count else {
        throw fail("a shard line after the storm's \(shards.count) shard(s)")
      }
      let expected = shards[shardCount]
      guard index == expected.index, seed == expected.seed, actions == expected.actions else {
        throw fail(
          "expected shard \(expected.index) (seed \(expected.seed), \(expected.actions) "
            + "actions), found shard \(index) (seed \(seed), \(actions) actions)"
        )
      }
      current = Shard(shard: expected)
      current?.lineCount = 1
      if keepsLines { current?.lines.append(text) }
    }

    private mutating func launch(_ line: String, fail: (String) -> Problem) throws(Problem) {
      guard let shard = current else { throw fail("a launch line outside a shard") }
      // Each launch after the first follows a crash or a force-quit, one per action at most.
      guard shard.launches.count <= shard.shard.actions else {
        throw fail("more launches than shard \(shard.shard.index) has actions")
      }
      var link: DeepLink?
      if let text = field("link", in: Substring(line)) {
        guard let found = ScenarioParser.deepLink(String(text)) else {
          throw fail("'\(text)' is not one of the lab app's deep links")
        }
        link = found
      }
      current?.launches.append(link)
      current?.lineCount += 1
      if keepsLines { current?.lines.append(Substring(line)) }
    }

    private mutating func input(_ line: String, fail: (String) -> Problem) throws(Problem) {
      guard let shard = current else { throw fail("an input line outside a shard") }
      let input = try StormLog.input(Substring(line), fail: fail)
      guard shard.inputs.count < shard.shard.actions else {
        throw fail(
          "more inputs than shard \(shard.shard.index)'s \(shard.shard.actions) actions"
        )
      }
      current?.inputs.append(input)
      current?.lineCount += 1
      if keepsLines { current?.lines.append(Substring(line)) }
    }

    private mutating func endShard(
      _ line: String,
      fail: (String) -> Problem
    ) throws(Problem) -> Shard {
      guard var shard = current else { throw fail("an end line outside a shard") }
      guard shard.inputs.count == shard.shard.actions else {
        throw fail(
          "shard \(shard.shard.index) ends after \(shard.inputs.count) of its "
            + "\(shard.shard.actions) inputs"
        )
      }
      shard.lineCount += 1
      if keepsLines { shard.lines.append(Substring(line)) }
      current = nil
      shardCount += 1
      shardLines += shard.lineCount
      return shard
    }
  }
}
