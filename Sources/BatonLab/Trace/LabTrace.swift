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
  /// Where the current shard of a storm starts, so that shards follow each other too.
  private var shardStart: TimeInterval = 0
  /// Put before the names of the current shard's tracks ("" for shard 0).
  private var trackPrefix = ""

  /// The run's time for a time of the current life.
  private func runTime(_ time: TimeInterval) -> TimeInterval {
    time + timeOffset + shardStart
  }

  /// Starts the timeline of shard `index` of a storm (a new session) at `start` seconds.
  ///
  /// The tracks of shard 0 keep their names; those of later shards start with "shard N · ".
  mutating func beginShard(_ index: Int, at start: TimeInterval) {
    shardStart = start
    timeOffset = 0
    trackPrefix = index == 0 ? "" : "shard \(index) · "
    windowTracks.removeAll()
    containerTracks.removeAll()
    open.removeAll()
  }

  /// Names the track of a window (created on first use otherwise).
  mutating func nameWindow(_ window: ObjectIdentifier, _ name: String) {
    guard windowTracks[window] == nil else { return }
    windowTracks[window] = trace.addTrack(named: trackPrefix + name)
  }

  /// Names the track of a navigation controller or other container.
  mutating func nameContainer(_ container: ObjectIdentifier, _ name: String) {
    guard containerTracks[container] == nil else { return }
    containerTracks[container] = trace.addTrack(named: trackPrefix + name)
  }

  mutating func transitionBegan(
    container: ObjectIdentifier,
    kind: String,
    label: String,
    time: TimeInterval
  ) {
    open[container, default: []].append((kind, label, runTime(time)))
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
    let end = runTime(time)
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
      at: runTime(time),
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
      at: runTime(time),
      arguments: ["reason": reason]
    )
  }

  mutating func note(_ name: String, time: TimeInterval) {
    trace.addInstant(named: name, category: "app", on: windowTrack(nil), at: runTime(time))
  }

  /// A user action, on the "user" track.
  mutating func userAction(_ name: String, time: TimeInterval) {
    let track = userTrack ?? trace.addTrack(named: "user")
    userTrack = track
    trace.addInstant(named: name, category: "user", on: track, at: runTime(time))
  }

  /// Writes the trace as JSON to `path` (through a symbolic link; see ``OutputFile``).
  ///
  /// - Throws: A ``FileProblem`` for a path that cannot be written or a write that failed.
  func write(to path: String) throws(FileProblem) {
    try OutputFile.save(trace.jsonString(), to: path)
  }

  private mutating func windowTrack(_ window: ObjectIdentifier?) -> ChromeTrace.Track {
    if let window, let track = windowTracks[window] { return track }
    if let appTrack { return appTrack }
    let track = trace.addTrack(named: "app")
    appTrack = track
    return track
  }
}
