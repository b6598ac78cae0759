import Foundation
import Testing

@testable import BatonLab

/// The lab's files are inputs too. Each reproducer through the command
/// line's entry point: a recording `replay` cannot compare exits with status 2 naming the line,
/// before it runs anything.
@MainActor
@Suite struct LabFileInputTests {
  /// A small storm's recording: 2 shards of 20 actions, raw pages on the legacy profile.
  private func recording(in folder: TemporaryFolder) throws -> (path: String, lines: [String]) {
    let path = folder.file("storm.jsonl")
    let storm = [
      "baton-lab", "storm", "--strategy", "raw", "--profile", "legacy", "--actions", "40",
      "--shard-size", "20", "--json", "--no-wall-clock", "--record", path,
    ]
    #expect(BatonLabCommandLine.run(storm, io: OutputCapture().io) == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return (path, text.split(separator: "\n").map(String.init))
  }

  private func replay(_ path: String, _ options: [String] = []) -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(["baton-lab", "replay", path] + options, io: capture.io)
    return (status, capture)
  }

  /// R1: a header whose action count is past the storm's limits ran forever.
  @Test func aHeaderPastTheStormsLimitsIsRefusedBeforeAnythingRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let header =
      #"{"e":"storm","version":1,"strategy":"raw","profile":"legacy","seed":1,"#
      + #""actions":1000000000000000000,"shardSize":1,"thirdParty":false}"#
    let path = try folder.write("r1.jsonl", bytes: Array(header.utf8))
    let (status, capture) = replay(path)
    #expect(status == 2)
    #expect(capture.out.isEmpty)
    #expect(capture.err.first?.contains("line 1: actions 1000000000000000000 is outside") == true)
  }

  /// R2: a recording cut after its header claimed a match it never made.
  @Test func aRecordingCutShortSaysSoAndExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (_, lines) = try recording(in: folder)
    let cut = try folder.write("cut.jsonl", bytes: Array((lines[0] + "\n").utf8))
    let (status, capture) = replay(cut)
    #expect(status == 2)
    #expect(!capture.out.contains { $0.hasPrefix("lines: identical") })
    #expect(capture.err.first?.contains("line 1: the recording ends after 0 of its 2") == true)
    let midShard = lines.prefix(5).joined(separator: "\n")
    let inside = try folder.write("inside.jsonl", bytes: Array(midShard.utf8))
    let (insideStatus, insideCapture) = replay(inside)
    #expect(insideStatus == 2)
    #expect(insideCapture.err.first?.contains("line 5: the recording ends inside shard 0") == true)
  }

  /// R2: a recording written with CRLF line endings read as one line and compared nothing.
  @Test func aRecordingWithCRLFLineEndingsReplaysLineByLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (_, lines) = try recording(in: folder)
    let crlf = lines.joined(separator: "\r\n") + "\r\n"
    let path = try folder.write("crlf.jsonl", bytes: Array(crlf.utf8))
    let (status, capture) = replay(path)
    #expect(status == 0)
    let shardLines = lines.count - 2  // all but the header and the figures
    #expect(capture.out.contains("lines: identical to the recording (\(shardLines))"))
    #expect(capture.out.contains("figures: identical to the recording"))
  }

  /// R3: any version was accepted.
  @Test(arguments: [#""version":999,"#, #""version":-1,"#, #""version":"2.0","#, ""])
  func aVersionThisLabDoesNotReadIsRefused(_ version: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (_, lines) = try recording(in: folder)
    var edited = lines
    edited[0] = lines[0].replacingOccurrences(of: #""version":1,"#, with: version)
    #expect(edited[0] != lines[0])
    let path = try folder.write("version.jsonl", bytes: Array(edited.joined(separator: "\n").utf8))
    let (status, capture) = replay(path)
    #expect(status == 2)
    #expect(capture.err.first?.contains("line 1:") == true)
    #expect(capture.err.first?.contains("version") == true)
  }

  /// R5: infinite, not-a-number and negative times, gaps and durations were replayed.
  @Test(arguments: [
    (#""gap":"#, #""gap":inf,"#), (#""gap":"#, #""gap":nan,"#), (#""gap":"#, #""gap":-1,"#),
    (#""t":"#, #""t":-0.5,"#), (#""gap":"#, #""gap":1e400,"#), (#""gap":"#, #""gap":90000,"#),
  ])
  func anInputsNumberOutsideTheStormsLimitsIsRefusedNamingItsLine(
    _ key: String,
    _ replacement: String
  ) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (_, lines) = try recording(in: folder)
    let index = try #require(lines.firstIndex { $0.hasPrefix(#"{"e":"input""#) })
    var edited = lines
    let field = try #require(lines[index].range(of: key))
    let valueEnd = try #require(lines[index][field.upperBound...].firstIndex(of: ","))
    edited[index] =
      String(lines[index][..<field.lowerBound]) + replacement
      + String(lines[index][lines[index].index(after: valueEnd)...])
    let path = try folder.write("numbers.jsonl", bytes: Array(edited.joined(separator: "\n").utf8))
    let (status, capture) = replay(path)
    #expect(status == 2)
    #expect(capture.err.first?.contains("line \(index + 1): '") == true)
  }

  /// R5: a swipe's duration that is not a positive, finite number of seconds.
  @Test(arguments: ["inf", "nan", "-0.2", "0"])
  func aSwipesDurationOutsideTheLimitsIsRefused(_ duration: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let header =
      #"{"e":"storm","version":1,"strategy":"raw","profile":"legacy","seed":1,"#
      + #""actions":1,"shardSize":1,"thirdParty":false}"#
    let lines = [
      header, #"{"e":"shard","index":0,"seed":1,"actions":1}"#, #"{"e":"launch"}"#,
      #"{"e":"input","t":0.5,"gap":0.5,"action":"swipe finish","duration":"# + duration + "}",
      #"{"e":"end"}"#,
    ]
    let path = try folder.write("swipe.jsonl", bytes: Array(lines.joined(separator: "\n").utf8))
    let (status, capture) = replay(path)
    #expect(status == 2)
    #expect(capture.err.first?.contains("line 4: 'duration'") == true)
  }

  /// A shard the header implies must be there, in order, with as many inputs as actions.
  @Test func aMissingOrShortShardIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (_, lines) = try recording(in: folder)
    let second = try #require(lines.lastIndex { $0.hasPrefix(#"{"e":"shard""#) })
    let withoutFirst = [lines[0]] + lines[second...]
    let skipped = try folder.write(
      "skip.jsonl",
      bytes: Array(withoutFirst.joined(separator: "\n").utf8)
    )
    let (status, capture) = replay(skipped)
    #expect(status == 2)
    #expect(capture.err.first?.contains("line 2: expected shard 0") == true)
    let input = try #require(lines.firstIndex { $0.hasPrefix(#"{"e":"input""#) })
    var short = lines
    short.remove(at: input)
    let shortPath = try folder.write(
      "short.jsonl",
      bytes: Array(short.joined(separator: "\n").utf8)
    )
    let (shortStatus, shortCapture) = replay(shortPath)
    #expect(shortStatus == 2)
    #expect(shortCapture.err.first?.contains("shard 0 ends after 19 of its 20 inputs") == true)
  }

  /// C5: `replay --profile` was ignored on a storm's recording, which names its own.
  @Test func replayRefusesOptionsItWouldIgnore() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try recording(in: folder)
    for options in [["--profile", "nope"], ["--profile", "fluid"], ["--out", folder.file("x")]] {
      let (status, capture) = replay(path, options)
      #expect(status == 2, "\(options)")
      #expect(capture.err.first?.contains("'\(options[0])'") == true, "\(options)")
    }
    let (status, _) = replay(path, ["--shrink", "--json"])
    #expect(status == 2)
  }

  /// `replay --json` printed text lines before the JSON on standard output.
  @Test func replayJSONPrintsOneJSONObjectAndNothingElse() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try recording(in: folder)
    let (status, capture) = replay(path, ["--json"])
    #expect(status == 0)
    #expect(capture.out.count == 1)
    let object = try JSONSerialization.jsonObject(with: Data(capture.out.joined().utf8))
    #expect(object is [String: Any])
    #expect(capture.err.contains { $0.hasPrefix("lines: identical to the recording") })
  }
}
