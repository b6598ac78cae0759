import Baton
import BatonTesting

/// The flight recorder benchmark (`baton-lab bench recorder`).
///
/// Measures what a ``FlightRecorder`` adds per recorded event: a lane's request cycle (submit,
/// start, completion signal, outcome: three events) with and without a recorder observing it,
/// the difference divided by the events recorded; and the bare cost of ``FlightRecorder/record(_:)``
/// once the ring is full (every event then drops the oldest). The ring's memory is its capacity
/// times the stride of ``FlightEvent``: fixed per window, whatever the app does. Each figure is
/// the best of several rounds.
@MainActor
package enum RecorderBenchmark {
  /// Request cycles per round.
  static let cyclesPerRound = 100_000
  /// Rounds per figure; the fastest counts (the machine may be shared with other work).
  static let rounds = 9
  /// The ring's capacity measured (the default).
  static let capacity = 512

  /// Runs the benchmark and returns its report.
  ///
  /// - Returns: `recorder lane_ns=<ns per cycle without> observed_ns=<with an empty observer>
  ///   recorded_ns=<with a recorder> per_event_ns=<recorded − bare, per event>
  ///   recorder_per_event_ns=<recorded − observed, per event> record_ns=<ns per bare record>
  ///   ring_bytes=<bytes> capacity=<n> event_stride=<bytes>`.
  package static func run() -> [String] {
    run(cycles: cyclesPerRound, rounds: rounds)
  }

  /// Runs the benchmark with the given sizes.
  static func run(cycles: Int, rounds: Int) -> [String] {
    func best(_ measure: () -> Double) -> Double {
      (0..<max(1, rounds)).map { _ in measure() }.min() ?? .nan
    }
    let bare = best { measureLane(recording: false, cycles: cycles) }
    let observed = best { measureLane(recording: false, observing: true, cycles: cycles) }
    let recorded = best { measureLane(recording: true, cycles: cycles) }
    let record = best { measureRecord(events: cycles * 3) }
    let stride = MemoryLayout<FlightEvent>.stride
    return [
      "recorder lane_ns=\(format(bare)) observed_ns=\(format(observed)) "
        + "recorded_ns=\(format(recorded)) per_event_ns=\(format(max(0, recorded - bare) / 3)) "
        + "recorder_per_event_ns=\(format(max(0, recorded - observed) / 3)) "
        + "record_ns=\(format(record)) "
        + "ring_bytes=\(stride * capacity) capacity=\(capacity) event_stride=\(stride)"
    ]
  }

  /// Nanoseconds per request cycle, with or without a recorder on the lane (or, observing, an
  /// observer that does nothing: the cost of the lane's events themselves).
  static func measureLane(
    recording: Bool,
    observing: Bool = false,
    cycles: Int = cyclesPerRound
  ) -> Double {
    let clock = VirtualScheduler()
    let lane = Lane(name: "bench", scheduler: clock, diagnostics: DiagnosticsCenter())
    let recorder = recording ? FlightRecorder(lane: lane, capacity: capacity) : nil
    let observation = observing ? lane.addObserver { _ in } : nil
    defer {
      observation?.cancel()
      recorder?.stop()
    }
    let request = TransitionRequest(kind: .push, label: "push ProductScreen") { _ in }
    var completed = 0
    let elapsed = ContinuousClock().measure {
      for _ in 0..<cycles {
        lane.submit(request) { if $0 == .completed { completed += 1 } }
        lane.current?.finish(.completed)
        clock.runDueWork()
      }
    }
    let kept = recorder.map { $0.events.count == min(capacity, 3 * cycles) } ?? true
    guard completed == cycles, kept else {
      preconditionFailure("Internal inconsistency: the benchmark lost requests or events")
    }
    return nanoseconds(elapsed) / Double(cycles)
  }

  /// Nanoseconds per ``FlightRecorder/record(_:)`` into a full ring.
  static func measureRecord(events: Int = cyclesPerRound * 3) -> Double {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "bench", capacity: capacity) { clock.now }
    let label = "push ProductScreen"
    let elapsed = ContinuousClock().measure {
      for index in 0..<events {
        recorder.record(.requested(RequestID(rawValue: UInt64(index)), .push, label: label))
      }
    }
    guard recorder.droppedCount == max(0, events - capacity) else {
      preconditionFailure("Internal inconsistency: the ring lost count")
    }
    return nanoseconds(elapsed) / Double(events)
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  private static func format(_ value: Double) -> String {
    "\((value * 100).rounded() / 100)"
  }
}
