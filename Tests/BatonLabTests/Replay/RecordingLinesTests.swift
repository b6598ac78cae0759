import Foundation
import Testing

@testable import BatonLab

/// `replay` reads its file a chunk at a time, so lines that cross a chunk's
/// end (and a CRLF cut between two chunks) read whole, and a line past the bound is named.
@Suite struct RecordingLinesTests {
  private func lines(ofFile bytes: [UInt8]) throws -> [String] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var reader = try RecordingLines(path: try folder.write("lines.jsonl", bytes: bytes))
    var lines: [String] = []
    while let line = try reader.next() { lines.append(line) }
    return lines
  }

  @Test func linesAcrossAChunksEndReadWholeWithCRLFCutBetweenChunks() throws {
    let chunk = RecordingLines.chunkBytes
    // The first line ends with "\r" as the chunk's last byte, its "\n" opens the next chunk.
    let first = String(repeating: "a", count: chunk - 1)
    let second = String(repeating: "b", count: chunk / 2)
    let text = first + "\r\n" + second + "\r\n" + "last"
    let read = try lines(ofFile: Array(text.utf8))
    #expect(read == [first, second, "last"])
    #expect(
      read == (try lines(ofFile: Array(text.replacingOccurrences(of: "\r\n", with: "\n").utf8)))
    )
  }

  @Test func aLinePastTheBoundIsNamedWithoutReadingItAll() throws {
    let long = String(repeating: "x", count: CommandLimits.recordingLineBytes + 2)
    let text = "{\"e\":\"end\"}\n" + long + "\nnext"
    #expect(throws: StormLog.Problem.self) { try lines(ofFile: Array(text.utf8)) }
    do {
      _ = try lines(ofFile: Array(text.utf8))
    } catch let problem as StormLog.Problem {
      #expect(problem.line == 2)
      #expect(problem.text.hasPrefix("longer than \(CommandLimits.recordingLineBytes) bytes"))
    }
  }

  @Test func bytesThatAreNotUTF8AreNamedByLine() throws {
    let bytes = Array("one\n".utf8) + [0xFF, 0xFE] + Array("\nthree".utf8)
    #expect(throws: StormLog.Problem(line: 2, text: "not UTF-8 text")) {
      try lines(ofFile: bytes)
    }
  }
}
