import Foundation

/// One event of a Chrome trace-event timeline (the JSON format chrome://tracing and Perfetto
/// open).
struct ChromeTraceEvent: Sendable, Equatable {
  /// The kind of event, spelled as the format's `ph` field.
  enum Phase: String, Sendable {
    /// A span with its start and duration.
    case complete = "X"
    /// A point in time.
    case instant = "i"
    /// Metadata, such as a track's name.
    case metadata = "M"
  }

  /// The event's name, shown on the timeline.
  var name: String
  /// A comma-separated category list, for filtering.
  var category: String
  /// The kind of event.
  var phase: Phase
  /// When the event happened (or began), in seconds.
  var time: TimeInterval
  /// How long a complete event lasted, in seconds; zero for the others.
  var duration: TimeInterval
  /// The process (group of tracks) the event belongs to.
  var processID: Int
  /// The track the event is drawn on.
  var threadID: Int
  /// Extra key-value pairs shown when the event is selected.
  var arguments: [String: String]

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - name: The event's name.
  ///   - category: A comma-separated category list.
  ///   - phase: The kind of event.
  ///   - time: When it happened or began, in seconds.
  ///   - duration: How long a complete event lasted, in seconds.
  ///   - processID: The process the event belongs to.
  ///   - threadID: The track the event is drawn on.
  ///   - arguments: Extra key-value pairs.
  init(
    name: String,
    category: String,
    phase: Phase,
    time: TimeInterval,
    duration: TimeInterval = 0,
    processID: Int,
    threadID: Int,
    arguments: [String: String] = [:]
  ) {
    self.name = name
    self.category = category
    self.phase = phase
    self.time = time
    self.duration = duration
    self.processID = processID
    self.threadID = threadID
    self.arguments = arguments
  }
}
