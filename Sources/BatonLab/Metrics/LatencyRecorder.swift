import Foundation

/// Added latency: for each transition the app asked for, its start time minus the earliest time
/// it could have started given the animations before it on the same window.
///
/// The earliest possible start is the later of the request time and the end of the last
/// transition on that window that had ended by the time this one started (an end at the same
/// instant counts, within 1e-9 s). Waiting for an animation to end is not added latency; a
/// fixed delay after it is.
///
/// Ends and starts are recorded as the virtual clock runs, in time order. A start is measured
/// as soon as the clock has moved past it (no later end can count for it then) and goes into
/// the histogram, so the recorder keeps only the starts of the current instant and the last end
/// of each window still in use (see ``windowEnded(_:)``), whatever the length of the run.
struct LatencyRecorder {
  /// The last end on each window.
  private var lastEnds = WindowTable<TimeInterval?>(defaultValue: nil)
  /// Starts an end at the same instant may still count for, in recording order.
  private var unmeasured: [(window: Int, requested: TimeInterval, started: TimeInterval)] = []
  /// The measured starts' added latencies.
  private var measured = LatencyHistogram()

  /// Records that a transition on `window` ended at `time`.
  mutating func transitionEnded(window: Int, at time: TimeInterval) {
    measureStarts(before: time)
    lastEnds[window] = time
  }

  /// Records that a transition requested at `requested` started at `started` on `window`.
  mutating func transitionStarted(window: Int, requested: TimeInterval, started: TimeInterval) {
    measureStarts(before: started)
    unmeasured.append((window, requested, started))
  }

  /// `window` will record nothing more (its life ended): its starts are measured now, and its
  /// last end is let go.
  mutating func windowEnded(_ window: Int) {
    var kept = 0
    for start in unmeasured {
      if start.window == window {
        measured.add(addedLatency(of: start))
      } else {
        unmeasured[kept] = start
        kept += 1
      }
    }
    unmeasured.removeLast(unmeasured.count - kept)
    lastEnds.reset(window)
  }

  /// The added latencies as a histogram at 1 µs resolution.
  func histogram() -> LatencyHistogram {
    var histogram = measured
    for start in unmeasured { histogram.add(addedLatency(of: start)) }
    return histogram
  }

  /// Measures the starts that no end from `time` on can count for.
  private mutating func measureStarts(before time: TimeInterval) {
    guard let first = unmeasured.first, first.started + 1e-9 < time else { return }
    var kept = 0
    for start in unmeasured {
      if start.started + 1e-9 < time {
        measured.add(addedLatency(of: start))
      } else {
        unmeasured[kept] = start
        kept += 1
      }
    }
    unmeasured.removeLast(unmeasured.count - kept)
  }

  /// The added latency of `start`, given the ends recorded so far.
  private func addedLatency(
    of start: (window: Int, requested: TimeInterval, started: TimeInterval)
  ) -> TimeInterval {
    var earliest = start.requested
    if let end = lastEnds[start.window], end <= start.started + 1e-9 {
      earliest = max(earliest, end)
    }
    return max(0, start.started - earliest)
  }
}
