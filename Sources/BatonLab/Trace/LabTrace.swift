import Baton
import Foundation

/// Builds a run's Chrome trace: a track per window and per navigation controller, a span per
/// transition, instants for faults and dropped requests.
struct LabTrace {
  private(set) var trace = ChromeTrace(processName: "baton-lab")
  private var windowTracks: [ObjectIdentifier: ChromeTrace.Track] = [:]
  private var containerTracks: [ObjectIdentifier: ChromeTrace.Track] = [:]
  private var open: [ObjectIdentifier: [(kind: String, label: String, start: TimeInterval)]] = [:]
  private var appTrack: ChromeTrace.Track?
  private var userTrack: ChromeTrace.Track?
  /// Added to every time, so that the lives of a restarted app follow each other.
  var timeOffset: TimeInterval = 0

  /// Names the track of a window (created on first use otherwise).
  mutating func nameWindow(_ window: ObjectIdentifier, _ name: String) {
    guard windowTracks[window] == nil else { return }
    windowTracks[window] = trace.addTrack(named: name)
  }

  /// Names the track of a navigation controller or other container.
  mutating func nameContainer(_ container: ObjectIdentifier, _ name: String) {
    guard containerTracks[container] == nil else { return }
    containerTracks[container] = trace.addTrack(named: name)
  }

  mutating func transitionBegan(
    container: ObjectIdentifier,
    kind: String,
    label: String,
    time: TimeInterval
  ) {
    open[container, default: []].append((kind, label, time + timeOffset))
  }

  mutating func transitionEnded(
    container: ObjectIdentifier,
    window: ObjectIdentifier?,
    cancelled: Bool,
    time: TimeInterval
  ) {
    guard var running = open[container], !running.isEmpty else { return }
    let began = running.removeFirst()
    open[container] = running
    let name = began.label.isEmpty ? began.kind : began.label
    let arguments = ["kind": began.kind, "ended": cancelled ? "cancelled" : "completed"]
    let end = time + timeOffset
    let track = containerTracks[container] ?? windowTrack(window)
    trace.addSpan(
      named: name,
      category: "transition",
      on: track,
      from: began.start,
      to: end,
      arguments: arguments
    )
    if let window, let windowTrack = windowTracks[window], windowTrack != track {
      trace.addSpan(
        named: name,
        category: "transition",
        on: windowTrack,
        from: began.start,
        to: end,
        arguments: arguments
      )
    }
  }

  mutating func fault(
    _ name: String,
    message: String,
    isCrash: Bool,
    window: ObjectIdentifier?,
    time: TimeInterval
  ) {
    trace.addInstant(
      named: name,
      category: isCrash ? "fault,crash" : "fault,warning",
      on: windowTrack(window),
      at: time + timeOffset,
      arguments: ["message": message]
    )
  }

  mutating func dropped(
    _ label: String,
    reason: String,
    window: ObjectIdentifier?,
    time: TimeInterval
  ) {
    trace.addInstant(
      named: "dropped: \(label)",
      category: "dropped",
      on: windowTrack(window),
      at: time + timeOffset,
      arguments: ["reason": reason]
    )
  }

  mutating func note(_ name: String, time: TimeInterval) {
    trace.addInstant(named: name, category: "app", on: windowTrack(nil), at: time + timeOffset)
  }

  /// A user action, on the "user" track.
  mutating func userAction(_ name: String, time: TimeInterval) {
    let track = userTrack ?? trace.addTrack(named: "user")
    userTrack = track
    trace.addInstant(named: name, category: "user", on: track, at: time + timeOffset)
  }

  /// Writes the trace as JSON to `path`.
  func write(to path: String) throws {
    try trace.jsonString().write(toFile: path, atomically: true, encoding: .utf8)
  }

  private mutating func windowTrack(_ window: ObjectIdentifier?) -> ChromeTrace.Track {
    if let window, let track = windowTracks[window] { return track }
    if let appTrack { return appTrack }
    let track = trace.addTrack(named: "app")
    appTrack = track
    return track
  }
}
