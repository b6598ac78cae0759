import Testing

@testable import BatonLab

/// One name per profile: `deferring` everywhere the lab prints one; the former name `modern` is
/// refused on the command line and in a scenario file like any unknown name.
@MainActor
@Suite struct ProfileNameTests {
  /// `modern`, the name `deferring` had before the library was first published, is refused
  /// like any unknown name: the library has one name per profile.
  @Test func theFormerNameIsRefusedWithThePresentNames() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--profile", "modern", "--actions", "20", "--jobs", "1", "--json"],
      io: capture.io
    )
    #expect(status == 2)
    #expect(
      capture.err == [
        "baton-lab: invalid value 'modern' for '--profile': expected legacy|deferring|fluid"
      ]
    )
  }

  @Test func aStormWithoutProfileRunsDeferringUnderThatName() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--actions", "20", "--jobs", "1", "--json"],
      io: capture.io
    )
    #expect(status == 0)
    #expect(capture.err.isEmpty)
    #expect(capture.out.joined().contains("\"profile\":\"deferring\""))
  }

  @Test func anUnknownProfileIsRefusedWithThePresentNames() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--profile", "ancient"],
      io: capture.io
    )
    #expect(status == 2)
    #expect(
      capture.err == [
        "baton-lab: invalid value 'ancient' for '--profile': expected legacy|deferring|fluid"
      ]
    )
  }

  @Test func aScenarioFileWithTheFormerNameIsRefusedWithThePresentNames() {
    #expect(
      throws: ScenarioParseError(
        line: 1,
        text: "profile modern",
        problem: "expected 'profile legacy|deferring|fluid'"
      )
    ) {
      try ScenarioParser.parse("profile modern\ntap detail")
    }
  }

  @Test func theDemoRunsOneProfileWithProfile() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--profile", "fluid", "--actions", "20", "--json", "--no-wall-clock"],
      io: capture.io
    )
    #expect(status == 0)
    let json = capture.out.joined()
    #expect(json.contains("{\"profile\":\"fluid\""))
    #expect(!json.contains("\"profile\":\"deferring\""))
    #expect(!json.contains("\"profile\":\"legacy\""))
  }

  @Test func theDemoRunsEveryProfileWithoutProfileAndNeverPrintsTheFormerName() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "demo", "--actions", "20", "--no-wall-clock"],
      io: capture.io
    )
    #expect(status == 0)
    let text = (capture.out + capture.err).joined(separator: "\n")
    for profile in LabProfile.allCases {
      #expect(text.contains("\(profile.rawValue) UIKit"))
    }
    #expect(!text.contains("modern"))
    // --no-wall-clock acts on the text too, leaving the closing time out.
    #expect(!capture.err.contains { $0.hasPrefix("demo: done in") })
  }

  @Test func everyHelpNamesTheProfilesByTheirPresentNamesOnly() {
    for command in ["demo", "storm", "scenario", "bench"] {
      let capture = OutputCapture()
      _ = BatonLabCommandLine.run(["baton-lab", command, "--help"], io: capture.io)
      #expect(!capture.out.joined().contains("modern"), "\(command) --help")
    }
    let capture = OutputCapture()
    _ = BatonLabCommandLine.run(["baton-lab", "demo", "--help"], io: capture.io)
    #expect(capture.out.joined().contains("--profile P"))
  }
}
