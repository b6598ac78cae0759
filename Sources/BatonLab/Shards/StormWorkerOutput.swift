import Foundation

/// What a worker prints: one line of JSON with the figures of each of its shards.
struct StormWorkerOutput: Equatable, Sendable, Codable {
  /// The format's version; a worker of another version is unreadable (2: `strandedRequests`).
  static let currentVersion = 2

  var version = Self.currentVersion
  var shards: [ShardResult]

  init(shards: [ShardResult]) {
    self.shards = shards
  }

  /// The output as one line of JSON.
  ///
  /// - Throws: An `EncodingError` for a figure JSON cannot hold (a non-finite number).
  func line() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// Reads a worker's standard output, which must be exactly one such line.
  ///
  /// - Parameter text: Everything the worker printed.
  /// - Returns: The worker's shards.
  /// - Throws: A reason why the text is not one readable line, as a ``ReadError``.
  static func read(_ text: String) throws(ReadError) -> StormWorkerOutput {
    let lines = text.split(whereSeparator: \.isNewline).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
    guard lines.count == 1, let line = lines.first else {
      throw ReadError(reason: "expected one line of JSON, got \(lines.count) lines")
    }
    let output: StormWorkerOutput
    do {
      output = try JSONDecoder().decode(StormWorkerOutput.self, from: Data(line.utf8))
    } catch {
      throw ReadError(reason: "not a worker's JSON (\(error))")
    }
    guard output.version == currentVersion else {
      throw ReadError(reason: "format version \(output.version), expected \(currentVersion)")
    }
    return output
  }

  /// Why a worker's output could not be read.
  struct ReadError: Error, Equatable, Sendable {
    var reason: String
  }
}
