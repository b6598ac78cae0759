/// `replay`'s reader, as its fuzz target (`replay-reader`) drives it: a recording's bytes
/// checked as `replay` checks a file before it runs anything.
package enum RecordingCheck {
  /// What reading a recording found.
  package struct Outcome: Equatable, Sendable {
    /// Whether the recording has a storm header (false for an app's flight events).
    package var isStorm: Bool
    /// The shards read, each with its inputs, all of them as the header implies.
    package var shards: Int
    /// How many inputs the shards held, and how many actions their headers promised.
    package var inputs: Int
    package var actions: Int
    /// The app's flight events, for a recording without a header.
    package var looseEvents: Int
    /// Whether the recording ends with its figures.
    package var hasFigures: Bool
  }

  /// Why a recording cannot be replayed: the line (1 is the first) and what is wrong.
  package struct Problem: Error, Equatable, Sendable {
    package var line: Int
    package var text: String
  }

  /// Reads `bytes` as `replay` reads a file.
  ///
  /// - Parameter bytes: The recording's bytes.
  /// - Returns: What the recording holds.
  /// - Throws: A ``Problem`` naming the first line `replay` refuses, or the last line of a
  ///   recording cut short.
  package static func read(_ bytes: [UInt8]) throws(Problem) -> Outcome {
    var lines = RecordingLines(bytes: bytes)
    var reader = StormLog.Reader()
    var outcome = Outcome(
      isStorm: false,
      shards: 0,
      inputs: 0,
      actions: 0,
      looseEvents: 0,
      hasFigures: false
    )
    do throws(StormLog.Problem) {
      while let line = try lines.next() {
        if let shard = try reader.read(line, number: lines.number) {
          outcome.shards += 1
          outcome.inputs += shard.inputs.count
          outcome.actions += shard.shard.actions
        }
      }
      try reader.finish()
    } catch {
      throw Problem(line: error.line, text: error.text)
    }
    outcome.isStorm = reader.configuration != nil
    outcome.looseEvents = reader.looseEvents.count
    outcome.hasFigures = reader.figures != nil
    if let configuration = reader.configuration {
      guard outcome.shards == StormShard.split(configuration).count else {
        preconditionFailure("Internal inconsistency: a checked recording lacks shards")
      }
    }
    return outcome
  }
}
