import Baton
import BatonTesting
import Foundation
import Testing

@testable import BatonLab

/// `storm --record`, `replay` and `replay --shrink` from the command line, and an
/// app's exported recording replayed on the lab app.
@MainActor
@Suite struct ReplayCommandTests {
  @Test func aRecordedStormReplaysIdenticallyAndShrinksToAScenarioFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let recording = folder.file("storm.jsonl")
    let scenario = folder.file("shrunk.txt")
    let capture = OutputCapture()
    let storm = [
      "baton-lab", "storm", "--strategy", "raw", "--profile", "legacy", "--actions", "200",
      "--json", "--no-wall-clock", "--record", recording,
    ]
    #expect(BatonLabCommandLine.run(storm, io: capture.io) == 0)
    let figures = try #require(capture.out.last)
    #expect(
      BatonLabCommandLine.run(["baton-lab", "replay", recording, "--json"], io: capture.io) == 0
    )
    // With --json, the comparison goes to standard error and the figures alone to the output.
    #expect(capture.err.contains { $0.hasPrefix("lines: identical to the recording") })
    #expect(capture.err.contains("figures: identical to the recording"))
    #expect(capture.out.last == figures)
    let shrink = ["baton-lab", "replay", recording, "--shrink", "--out", scenario]
    #expect(BatonLabCommandLine.run(shrink, io: capture.io) == 0)
    #expect(BatonLabCommandLine.run(["baton-lab", "scenario", scenario], io: capture.io) == 0)
    let raw = ["baton-lab", "scenario", scenario, "--strategy", "raw"]
    #expect(BatonLabCommandLine.run(raw, io: capture.io) == 1)
  }

  @Test func onlyTheUIKitStormRecords() {
    let capture = OutputCapture()
    let storm = ["baton-lab", "storm", "--app", "popups", "--record", "/tmp/never-written.jsonl"]
    #expect(BatonLabCommandLine.run(storm, io: capture.io) == 2)
    #expect(capture.err.first?.contains("--record") == true)
  }

  @Test func aFileThatIsNotARecordingExitsWithStatus2() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("notes.txt", bytes: Array("hello\n".utf8))
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab", "replay", path], io: capture.io) == 2)
    #expect(capture.err.first?.contains("line 1") == true)
  }

  @Test func anAppsRecordingReplaysOnTheLabAppWithTheSameOutcomes() throws {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "main") { clock.now }
    var next: UInt64 = 0
    func request(_ kind: TransitionKind, _ label: String, at time: TimeInterval, lasting: Double) {
      next += 1
      let id = RequestID(rawValue: next)
      clock.advance(to: time)
      recorder.record(.requested(id, kind, label: label))
      recorder.record(.started(id, preempting: nil))
      clock.advance(to: time + lasting)
      recorder.record(.finished(id, .completed))
    }
    request(.push, "push DetailScreen", at: 1, lasting: 0.5)
    request(.push, "push CommentsScreen", at: 3, lasting: 0.5)
    request(.pop, "pop", at: 5, lasting: 0.5)
    request(.interactivePop, "interactive pop", at: 7, lasting: 0.5)
    let log = try StormLog.parse(recorder.jsonLines())
    #expect(log.configuration == nil)
    let session = UserSession.log(from: log.looseEvents, strategy: .baton, profile: .deferring)
    #expect(
      session.shards.first?.inputs.map(\.timed.action) == [
        .tap(.detail), .tap(.comments), .back, .swipeBack(finishes: true, duration: 0.5),
      ]
    )
    let result = try #require(StormReplay.replay(session, collectsOutcomes: true))
    #expect(
      UserSession.outcomes(of: log.looseEvents) == [
        "push completed", "push completed", "pop completed", "interactivePop completed",
      ]
    )
    #expect(result.outcomes == UserSession.outcomes(of: log.looseEvents))
  }
}
