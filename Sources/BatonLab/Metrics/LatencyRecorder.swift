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
    // Samples come a window at a time, in the order their transitions started: each window's
    // ends are looked up once per run of samples and walked forward while the starts grow
    // (a start earlier than the one before searches again).
    var window = Int.min
    var windowEnds: [TimeInterval] = []
    var endsSoFar = 0
    var previousStart = -TimeInterval.infinity
    return samples.map { sample in
      if sample.window != window {
        window = sample.window
        windowEnds = sortedEnds[window]
        endsSoFar = 0
        previousStart = -.infinity
      }
      if sample.started < previousStart {
        endsSoFar = Self.count(in: windowEnds, atMost: sample.started)
      } else {
        while endsSoFar < windowEnds.count, windowEnds[endsSoFar] <= sample.started + 1e-9 {
          endsSoFar += 1
        }
      }
      previousStart = sample.started
      var earliest = sample.requested
      if endsSoFar > 0 {
        earliest = max(earliest, windowEnds[endsSoFar - 1])
      }
      return max(0, sample.started - earliest)
    }
  }

  /// The added latencies as a histogram at 1 µs resolution.
  func histogram() -> LatencyHistogram {
    LatencyHistogram(addedLatencies())
  }

  /// How many of the `sorted` ends are at or before `limit`.
  private static func count(in sorted: [TimeInterval], atMost limit: TimeInterval) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] <= limit + 1e-9 { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
