import Baton
import Testing

@testable import BatonLab

@MainActor
@Suite struct BatonLabCommandLineTests {
  @Test(arguments: ["demo", "storm", "scenario", "replay", "bench"])
  func everyCommandHasHelp(command: String) {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(["baton-lab", command, "--help"], io: capture.io)
    #expect(status == 0)
    #expect(capture.out.joined().contains("usage: baton-lab \(command)"))
  }

  @Test func noCommandPrintsUsageAndExitsTwo() {
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab"], io: capture.io) == 2)
    #expect(capture.err.joined().contains("usage: baton-lab"))
  }

  @Test func unknownCommandExitsTwo() {
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab", "dance"], io: capture.io) == 2)
    #expect(capture.err.first == "baton-lab: unknown command 'dance'")
  }

  @Test(arguments: [
    ["storm", "--bogus"],
    ["storm", "--strategy", "magic"],
    ["storm", "--profile", "ios6"],
    ["storm", "--actions"],
    ["storm", "--jobs", "0"],
    ["storm", "--jobs", "two"],
    ["storm", "--jobs"],
    ["storm", "--shard-size", "0"],
    ["demo", "--actions", "many"],
    ["scenario"],
    ["scenario", "a", "b"],
    ["bench", "everything"],
  ])
  func aBadFlagGetsAClearMessageAndExitsTwo(arguments: [String]) {
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab"] + arguments, io: capture.io) == 2)
    #expect(capture.err.first?.hasPrefix("baton-lab: ") == true)
    #expect(capture.out.isEmpty)
  }

  @Test func aMissingScenarioFileExitsTwo() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "scenario", "/nonexistent/story.txt"],
      io: capture.io
    )
    #expect(status == 2)
    #expect(capture.err.first?.contains("cannot read") == true)
  }
}

@MainActor
@Suite struct VersionTests {
  @Test func versionPrintsTheLabAndBatonVersion() {
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab", "--version"], io: capture.io) == 0)
    #expect(capture.out == ["baton-lab \(BatonVersion.string)"])
    #expect(capture.err.isEmpty)
  }
}
