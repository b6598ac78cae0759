import Foundation
import Testing

@testable import BatonLab

@Suite struct ChromeTraceTests {
  private func decode(_ trace: ChromeTrace) throws -> [[String: Any]] {
    let data = Data(trace.jsonString().utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["traceEvents"] as? [[String: Any]])
  }

  @Test func namesTheProcessAndEachTrack() throws {
    var trace = ChromeTrace(processName: "storm")
    let window = trace.addTrack(named: "window 1")
    let stack = trace.addTrack(named: "nav 1")
    #expect(window != stack)
    let events = try decode(trace)
    let names = events.filter { $0["name"] as? String == "thread_name" }
    #expect(names.count == 2)
    let labels = names.compactMap { ($0["args"] as? [String: String])?["name"] }
    #expect(labels == ["window 1", "nav 1"])
    #expect(events.first?["ph"] as? String == "M")
    #expect((events.first?["args"] as? [String: String])?["name"] == "storm")
  }

  @Test func writesSpansInMicroseconds() throws {
    var trace = ChromeTrace(processName: "storm")
    let track = trace.addTrack(named: "window 1")
    trace.addSpan(
      named: "push Detail",
      category: "transition",
      on: track,
      from: 1.25,
      to: 1.6,
      arguments: ["outcome": "completed"]
    )
    let span = try #require(try decode(trace).first { $0["ph"] as? String == "X" })
    #expect(span["name"] as? String == "push Detail")
    #expect(span["ts"] as? Int == 1_250_000)
    #expect(span["dur"] as? Int == 350_000)
    #expect(span["tid"] as? Int == track.id)
    #expect((span["args"] as? [String: String])?["outcome"] == "completed")
  }

  @Test func writesThreadScopedInstants() throws {
    var trace = ChromeTrace(processName: "storm")
    let track = trace.addTrack(named: "window 1")
    trace.addInstant(named: "F2 Can't add self as subview", category: "fault", on: track, at: 0.5)
    let instant = try #require(try decode(trace).first { $0["ph"] as? String == "i" })
    #expect(instant["s"] as? String == "t")
    #expect(instant["ts"] as? Int == 500_000)
    #expect(instant["cat"] as? String == "fault")
  }

  @Test func escapesTextSoTheJSONStaysValid() throws {
    var trace = ChromeTrace(processName: "a \"quoted\"\nname\\\u{1}")
    _ = trace.addTrack(named: "tab\t1")
    let events = try decode(trace)
    #expect((events.first?["args"] as? [String: String])?["name"] == "a \"quoted\"\nname\\\u{1}")
  }

  @Test func aSpanEndingBeforeItStartsHasNoDuration() throws {
    var trace = ChromeTrace(processName: "storm")
    let track = trace.addTrack(named: "w")
    trace.addSpan(named: "odd", category: "transition", on: track, from: 2, to: 1)
    let span = try #require(try decode(trace).first { $0["ph"] as? String == "X" })
    #expect(span["dur"] as? Int == 0)
  }
}
