import Baton
import BatonTesting
import Foundation
import Testing

/// A bounded ring of a window's navigation events, on the lane's clock.
@MainActor
@Suite(.endsQuiescent) struct FlightRecorderTests {
  private func objects(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any])
    }
  }

  @Test func recordsEachRequestsLifeOnTheLanesClock() {
    let harness = LaneHarness()
    let recorder = FlightRecorder(lane: harness.lane)
    harness.clock.advance(by: 2)
    let first = harness.submit("push Detail")
    let second = harness.submit("push Detail", kind: .present)
    harness.clock.advance(by: 0.5)
    harness.finish("push Detail")
    harness.clock.runDueWork()
    harness.finish("push Detail")
    harness.runToEnd()
    let expected: [FlightEvent] = [
      FlightEvent(time: 2, kind: .requested(first.id, .push, label: "push Detail")),
      FlightEvent(time: 2, kind: .started(first.id, preempting: nil)),
      FlightEvent(time: 2, kind: .requested(second.id, .present, label: "push Detail")),
      FlightEvent(time: 2, kind: .queued(second.id)),
      FlightEvent(time: 2.5, kind: .finished(first.id, .completed)),
      FlightEvent(time: 2.5, kind: .started(second.id, preempting: nil)),
      FlightEvent(time: 2.5, kind: .finished(second.id, .completed)),
    ]
    #expect(recorder.events == expected)
    #expect(recorder.droppedCount == 0)
  }

  @Test func recordsEachRequestsPolicyAndExportsAllButTheDefault() throws {
    let harness = LaneHarness()
    let recorder = FlightRecorder(lane: harness.lane)
    let first = harness.submit("push A")
    let second = harness.submit("push B", policy: .dropIfBusy)
    let third = harness.submit(
      "select tab",
      kind: .custom("selectTab"),
      policy: .replacePending(key: "tab")
    )
    let policies = recorder.events.compactMap { event -> String? in
      switch event.kind {
      case .requested(let id, _, _): "requested \(id.rawValue)"
      case .policy(let id, let policy): "policy \(id.rawValue) \(policy)"
      default: nil
      }
    }
    #expect(
      policies == [
        "requested \(first.id.rawValue)", "requested \(second.id.rawValue)",
        "policy \(second.id.rawValue) dropIfBusy", "requested \(third.id.rawValue)",
        "policy \(third.id.rawValue) replacePending(key: \"tab\")",
      ]
    )
    let lines = try objects(recorder.jsonLines()).filter { $0["e"] as? String == "policy" }
    #expect(lines.map { $0["policy"] as? String } == ["dropIfBusy", "replacePending"])
    #expect(lines.map { $0["id"] as? UInt64 } == [second, third].map(\.id.rawValue))
    harness.finish("push A")
    harness.runToEnd()
    harness.finish("select tab")
    harness.runToEnd()
  }

  @Test func ringKeepsTheNewestEventsAndCountsTheDroppedOnes() throws {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "main", capacity: 3) { clock.now }
    for index in 1...5 {
      clock.advance(by: 1)
      recorder.record(.note("event \(index)"))
    }
    #expect(recorder.events.map(\.kind) == [.note("event 3"), .note("event 4"), .note("event 5")])
    #expect(recorder.events.map(\.time) == [3, 4, 5])
    #expect(recorder.droppedCount == 2)
    let lines = try objects(recorder.jsonLines())
    #expect(lines.count == 4)
    #expect(lines[0]["e"] as? String == "dropped")
    #expect(lines[0]["count"] as? Int == 2)
    #expect(lines[1]["text"] as? String == "event 3")
    recorder.removeAll()
    #expect(recorder.events.isEmpty)
    #expect(recorder.jsonLines().isEmpty)
  }

  @Test func exportsOneJSONObjectPerEvent() throws {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "main \"1\"") { clock.now }
    let id = RequestID(rawValue: 7)
    clock.advance(by: 0.25)
    recorder.record(.requested(id, .push, label: "push Product\nScreen"))
    recorder.record(.started(id, preempting: RequestID(rawValue: 6)))
    recorder.record(.finished(id, .dropped(.duplicate)))
    recorder.record(.diagnostic(Diagnostic.Code(rawValue: "watchdogExpired"), id))
    recorder.record(.lifecycle("background"))
    let lines = try objects(recorder.jsonLines())
    #expect(
      lines.map { $0["e"] as? String } == [
        "requested", "started", "finished", "diagnostic", "lifecycle",
      ]
    )
    #expect(lines[0]["t"] as? Double == 0.25)
    #expect(lines[0]["w"] as? String == "main \"1\"")
    #expect(lines[0]["id"] as? Int == 7)
    #expect(lines[0]["kind"] as? String == "push")
    #expect(lines[0]["label"] as? String == "push Product\nScreen")
    #expect(lines[1]["preempting"] as? Int == 6)
    #expect(lines[2]["outcome"] as? String == "dropped.duplicate")
    #expect(lines[3]["code"] as? String == "watchdogExpired")
    #expect(lines[4]["text"] as? String == "background")
  }

  @Test func sinkSeesEveryEventIncludingOnesTheRingDrops() {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "main", capacity: 1) { clock.now }
    var seen: [FlightEvent.Kind] = []
    recorder.sink = { seen.append($0.kind) }
    recorder.record(.note("a"))
    recorder.record(.note("b"))
    #expect(seen == [.note("a"), .note("b")])
    #expect(recorder.events.map(\.kind) == [.note("b")])
  }

  @Test func recordsItsOwnLanesDiagnosticsOnly() {
    let harness = LaneHarness()
    let recorder = FlightRecorder(lane: harness.lane)
    harness.center.report(
      Diagnostic(code: .watchdogExpired, severity: .error, message: "m", laneName: "other", time: 0)
    )
    harness.center.report(
      Diagnostic(
        code: .watchdogExpired,
        severity: .error,
        message: "private text",
        laneName: "test lane",
        time: 1
      )
    )
    #expect(recorder.events == [FlightEvent(time: 1, kind: .diagnostic(.watchdogExpired, nil))])
    #expect(!recorder.jsonLines().contains("private text"))
  }

  @Test func stopEndsTheRecording() {
    let harness = LaneHarness()
    let recorder = FlightRecorder(lane: harness.lane)
    var stopped = false
    recorder.onStop { stopped = true }
    recorder.stop()
    harness.submit("push Detail")
    harness.finish("push Detail")
    harness.runToEnd()
    #expect(recorder.events.isEmpty)
    #expect(stopped)
  }
}
