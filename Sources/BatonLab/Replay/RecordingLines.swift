import Foundation

/// The lines of a recording, read a chunk at a time: `replay` never holds more of the file than
/// one line and one chunk.
///
/// A line ends at `"\n"`; a `"\r"` before it is dropped, so a file written with CRLF line endings
/// reads as the same lines. A line must be UTF-8 text of at most
/// ``CommandLimits/recordingLineBytes`` bytes.
struct RecordingLines {
  /// How many bytes are read from the file at a time.
  static let chunkBytes = 1 << 20

  private var handle: FileHandle?
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var start = 0
  private var isAtEnd = false
  /// The number of the line ``next()`` returned last (1 is the first line).
  private(set) var number = 0

  /// The lines of the file at `path`.
  ///
  /// - Throws: A ``FileProblem`` for a missing file, a folder, or a file that cannot be opened.
  init(path: String) throws(FileProblem) {
    handle = try TextFile.openForReading(path)
  }

  /// The lines of `bytes` (a recording already in memory).
  init(bytes: [UInt8]) {
    buffer = bytes
    isAtEnd = true
  }

  /// The next line, without its line ending, or nil after the last one.
  ///
  /// - Throws: A ``StormLog/Problem`` naming the line for one that is too long or not UTF-8,
  ///   or the file that could not be read on.
  mutating func next() throws(StormLog.Problem) -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        return try line(upTo: newline, next: newline + 1)
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        return try line(upTo: buffer.count, next: buffer.count)
      }
      // One byte more than the bound: the "\r" of a CRLF line that has just the bound's length.
      guard buffer.count - start <= CommandLimits.recordingLineBytes + 1 else {
        throw StormLog.Problem(line: number + 1, text: Self.tooLong)
      }
      try refill()
    }
  }

  private static let tooLong =
    "longer than \(CommandLimits.recordingLineBytes) bytes (no recording line is)"

  private mutating func line(upTo end: Int, next: Int) throws(StormLog.Problem) -> String {
    number += 1
    var last = end
    if last > start, buffer[last - 1] == 0x0D { last -= 1 }
    guard last - start <= CommandLimits.recordingLineBytes else {
      throw StormLog.Problem(line: number, text: Self.tooLong)
    }
    guard let text = String(validating: buffer[start..<last], as: UTF8.self) else {
      throw StormLog.Problem(line: number, text: "not UTF-8 text")
    }
    start = next
    return text
  }

  private mutating func refill() throws(StormLog.Problem) {
    buffer.removeSubrange(..<start)
    start = 0
    guard let handle else {
      isAtEnd = true
      return
    }
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: Self.chunkBytes)
    } catch {
      throw StormLog.Problem(line: number + 1, text: "the file could not be read: \(error)")
    }
    guard let chunk, !chunk.isEmpty else {
      isAtEnd = true
      try? handle.close()
      self.handle = nil
      return
    }
    buffer.append(contentsOf: chunk)
  }
}
