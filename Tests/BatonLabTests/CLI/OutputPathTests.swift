import Foundation
import Testing

@testable import BatonLab

/// Every output path writes through a symbolic link, refuses a pipe, and
/// turns a failed write (a full disk: `/dev/full`) into a message and exit status 2.
@MainActor
@Suite struct OutputPathTests {
  private func run(_ arguments: [String]) -> (Int32, OutputCapture) {
    let capture = OutputCapture()
    return (BatonLabCommandLine.run(["baton-lab"] + arguments, io: capture.io), capture)
  }

  /// The commands that write a file, each with the output path last.
  private static func writers(scenario: String) -> [[String]] {
    [
      ["storm", "--strategy", "raw", "--actions", "30", "--record"],
      ["storm", "--strategy", "raw", "--actions", "30", "--trace"],
      ["scenario", scenario, "--trace"],
    ]
  }

  private func scenario(in folder: TemporaryFolder) throws -> String {
    try folder.write("story.txt", bytes: Array("tap detail\nsettle\n".utf8))
  }

  /// W2: the output replaced a symbolic link with a regular file.
  @Test func anOutputWritesThroughASymbolicLink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (index, command) in Self.writers(scenario: try scenario(in: folder)).enumerated() {
      let target = folder.file("target-\(index)")
      let link = folder.file("link-\(index)")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      let (status, _) = run(command + [link])
      #expect(status == 0, "\(command)")
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
      #expect(destination == target, "\(command)")
      let written = try #require(FileManager.default.contents(atPath: target))
      #expect(!written.isEmpty, "\(command)")
    }
  }

  /// W2: a pipe (or, run as root, a device) was replaced with a regular file, or blocked.
  @Test func anOutputThatIsAPipeIsRefusedBeforeAnythingRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let pipe = folder.file("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    for command in Self.writers(scenario: try scenario(in: folder)) {
      let (status, capture) = run(command + [pipe])
      #expect(status == 2, "\(command)")
      #expect(capture.err.first?.contains("not a regular file") == true, "\(command)")
    }
    var status = stat()
    #expect(stat(pipe, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
  }

  /// W1: `storm --record` on a full disk trapped (exit 132); `--trace` gave a raw error.
  @Test func aFullDiskIsAMessageAndExitStatus2() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    for command in Self.writers(scenario: try scenario(in: folder)) {
      let (status, capture) = run(command + ["/dev/full"])
      #expect(status == 2, "\(command)")
      #expect(
        capture.err.last == "baton-lab: cannot write '/dev/full': no space left on device",
        "\(command)"
      )
    }
  }

  /// A full disk while `replay --shrink --out` writes its scenario.
  @Test func anOutputFileReportsItsFailedWriteWhenClosed() throws {
    let file = try OutputFile(path: "/dev/full")
    file.appendLine("a line")
    #expect(throws: FileProblem.writeFailed(path: "/dev/full", reason: "no space left on device")) {
      try file.close()
    }
    #expect(throws: FileProblem.writeFailed(path: "/dev/full", reason: "no space left on device")) {
      try OutputFile.save(String(repeating: "x", count: OutputFile.chunkBytes + 1), to: "/dev/full")
    }
  }

  /// C5: `--record` had no action limit (about 38 GB at 10^8 actions).
  @Test func recordRefusesMoreActionsThanItsBound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("big.jsonl")
    let actions = "\(CommandLimits.recordedActions + 1)"
    let (status, capture) = run(["storm", "--actions", actions, "--record", path])
    #expect(status == 2)
    #expect(capture.err.first?.contains("at most 1000000 with --record") == true)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// C5: options the chosen storm ignored were accepted silently.
  @Test(arguments: [
    ["--app", "swiftui", "--popups"], ["--app", "swiftui", "--third-party"],
    ["--app", "swiftui", "--popup-strategy", "raw"], ["--app", "swiftui", "--jobs", "2"],
    ["--app", "swiftui", "--compare", "--strategy", "raw"], ["--app", "popups", "--popups"],
    ["--app", "popups", "--third-party"], ["--app", "popups", "--strategy", "raw"],
    ["--app", "popups", "--shard-size", "10"], ["--compare"], ["--popup-strategy", "raw"],
    ["--trace", "/tmp/never-written.json", "--jobs", "2"],
  ])
  func aStormOptionThatWouldDoNothingIsRefused(_ options: [String]) {
    let (status, capture) = run(["storm", "--actions", "10"] + options)
    #expect(status == 2)
    #expect(capture.err.first?.contains("does nothing") == true)
    #expect(capture.out.isEmpty)
  }

  /// C5: the demo's Markdown options without what they apply to.
  @Test(arguments: [
    ["--markdown"], ["--language", "zh-CN"], ["--markdown-from", "x.json", "--actions", "5"],
    ["--peers", "--markdown", "--json"],
  ])
  func aDemoOptionThatWouldDoNothingIsRefused(_ options: [String]) {
    let (status, capture) = run(["demo"] + options)
    #expect(status == 2)
    #expect(capture.err.first?.contains("does nothing") == true)
  }
}

/// `scenario --popup-strategy` on a story without pop-ups did nothing.
@MainActor
@Suite struct ScenarioFlagTests {
  @Test func aPopupStrategyForAStoryWithoutPopupsIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let story = try folder.write("story.txt", bytes: Array("tap detail\nsettle\n".utf8))
    let capture = OutputCapture()
    let arguments = ["baton-lab", "scenario", story, "--popup-strategy", "raw"]
    #expect(BatonLabCommandLine.run(arguments, io: capture.io) == 2)
    #expect(capture.err.first?.contains("'--popup-strategy' does nothing") == true)
    let popups = try folder.write("popups.txt", bytes: Array("popup a\nsettle\n".utf8))
    let withPopups = ["baton-lab", "scenario", popups, "--popup-strategy", "raw"]
    #expect(BatonLabCommandLine.run(withPopups, io: capture.io) == 0)
  }
}
