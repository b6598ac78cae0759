import Foundation

/// A timeline in the Chrome trace-event format: named tracks, spans and instants, written as the
/// JSON that chrome://tracing and Perfetto open.
///
/// ```swift
/// var trace = ChromeTrace(processName: "app")
/// let window = trace.addTrack(named: "window 1")
/// trace.addSpan(named: "push Detail", category: "transition", on: window, from: 0, to: 0.35)
/// trace.addInstant(named: "F2", category: "fault", on: window, at: 0.1)
/// let json = trace.jsonString()
/// ```
struct ChromeTrace: Sendable, Equatable {
  /// A track (a row of the timeline).
  struct Track: Hashable, Sendable {
    /// The track's thread identifier in the trace.
    let id: Int
  }

  /// The events in the order they were added.
  private(set) var events: [ChromeTraceEvent] = []
  /// The process identifier every event carries.
  let processID: Int
  private var trackCount = 0

  /// Creates an empty trace whose tracks are grouped under `processName`.
  ///
  /// - Parameters:
  ///   - processName: The name shown for the group of tracks.
  ///   - processID: The process identifier written with every event.
  init(processName: String, processID: Int = 1) {
    self.processID = processID
    events.append(
      ChromeTraceEvent(
        name: "process_name",
        category: "__metadata",
        phase: .metadata,
        time: 0,
        processID: processID,
        threadID: 0,
        arguments: ["name": processName]
      )
    )
  }

  /// Adds a named track and returns it; tracks are drawn in the order they were added.
  ///
  /// - Parameter name: The track's label.
  /// - Returns: The new track.
  mutating func addTrack(named name: String) -> Track {
    trackCount += 1
    let track = Track(id: trackCount)
    for (metadata, value) in [("thread_name", name), ("thread_sort_index", "\(trackCount)")] {
      events.append(
        ChromeTraceEvent(
          name: metadata,
          category: "__metadata",
          phase: .metadata,
          time: 0,
          processID: processID,
          threadID: track.id,
          arguments: [metadata == "thread_name" ? "name" : "sort_index": value]
        )
      )
    }
    return track
  }

  /// Adds a span that lasted from `start` to `end` (seconds) on `track`.
  ///
  /// - Parameters:
  ///   - name: The span's label.
  ///   - category: A comma-separated category list.
  ///   - track: The track to draw it on.
  ///   - start: When it began, in seconds.
  ///   - end: When it ended, in seconds; an end before the start counts as the start.
  ///   - arguments: Extra key-value pairs.
  mutating func addSpan(
    named name: String,
    category: String,
    on track: Track,
    from start: TimeInterval,
    to end: TimeInterval,
    arguments: [String: String] = [:]
  ) {
    events.append(
      ChromeTraceEvent(
        name: name,
        category: category,
        phase: .complete,
        time: start,
        duration: max(0, end - start),
        processID: processID,
        threadID: track.id,
        arguments: arguments
      )
    )
  }

  /// Adds an instant (a point in time) on `track`.
  ///
  /// - Parameters:
  ///   - name: The instant's label.
  ///   - category: A comma-separated category list.
  ///   - track: The track to draw it on.
  ///   - time: When it happened, in seconds.
  ///   - arguments: Extra key-value pairs.
  mutating func addInstant(
    named name: String,
    category: String,
    on track: Track,
    at time: TimeInterval,
    arguments: [String: String] = [:]
  ) {
    events.append(
      ChromeTraceEvent(
        name: name,
        category: category,
        phase: .instant,
        time: time,
        processID: processID,
        threadID: track.id,
        arguments: arguments
      )
    )
  }
}
