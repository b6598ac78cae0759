import Foundation

/// Added latency: for each transition the app asked for, its start time minus the earliest time
/// it could have started given the animations before it on the same window.
///
/// The earliest possible start is the later of the request time and the end of the last
/// transition on that window that had ended by the time this one started. Waiting for an
/// animation to end is not added latency; a fixed delay after it is.
struct LatencyRecorder {
  private var ends = WindowTable<[TimeInterval]>(defaultValue: [])
  /// The windows with at least one end, for ``addedLatencies()``.
  private var windowsWithEnds: Set<Int> = []
  private var samples: [(window: Int, requested: TimeInterval, started: TimeInterval)] = []

  /// Records that a transition on `window` ended at `time`.
  mutating func transitionEnded(window: Int, at time: TimeInterval) {
    if ends[window].isEmpty { windowsWithEnds.insert(window) }
    ends.update(window) { $0.append(time) }
  }

  /// Records that a transition requested at `requested` started at `started` on `window`.
  mutating func transitionStarted(window: Int, requested: TimeInterval, started: TimeInterval) {
    samples.append((window, requested, started))
  }

  /// The added latency of each recorded start, in seconds, in recording order.
  func addedLatencies() -> [TimeInterval] {
    var sortedEnds = WindowTable<[TimeInterval]>(defaultValue: [])
    for window in windowsWithEnds { sortedEnds[window] = ends[window].sorted() }
    // Samples come a window at a time: look each window's ends up once per run of samples.
    var window = Int.min
    var windowEnds: [TimeInterval] = []
    return samples.map { sample in
      if sample.window != window {
        window = sample.window
        windowEnds = sortedEnds[window]
      }
      var earliest = sample.requested
      if let lastEnd = Self.last(in: windowEnds, atMost: sample.started) {
        earliest = max(earliest, lastEnd)
      }
      return max(0, sample.started - earliest)
    }
  }

  /// The added latencies as a histogram at 1 µs resolution.
  func histogram() -> LatencyHistogram {
    LatencyHistogram(addedLatencies())
  }

  private static func last(in sorted: [TimeInterval], atMost limit: TimeInterval) -> TimeInterval? {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] <= limit + 1e-9 { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : sorted[low - 1]
  }
}
