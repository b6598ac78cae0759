import Baton
import BatonTesting

/// The lane benchmark (`baton-lab bench lane`).
///
/// Measures the lane's cost per request (submit, start, completion signal, next-turn hop,
/// outcome) on the ``VirtualScheduler`` for bursts of 1, 100 and 100,000 queued requests, and
/// in the same run the cost of a bare closure call as the baseline. Wall time is read with
/// `ContinuousClock`; each figure is the best of several rounds.
@MainActor
package enum LaneBenchmark {
  /// The burst sizes measured: how many requests are queued at once.
  static let bursts = [1, 100, 100_000]
  /// About this many requests are run per round, or one burst when that is larger.
  static let requestsPerRound = 50_000
  /// Rounds per figure; the fastest counts (the machine may be shared with other work).
  static let rounds = 9

  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: One line per burst size:
  ///   `lane burst=<n> baton_ns=<ns per request> closure_ns=<ns per call> ratio=<baton/closure>`.
  package static func run() -> [String] {
    let closureNanoseconds = best { measureClosureCall() }
    return bursts.map { burst in
      let laneNanoseconds = best { measureLane(burst: burst) }
      return "lane burst=\(burst) baton_ns=\(format(laneNanoseconds)) "
        + "closure_ns=\(format(closureNanoseconds)) "
        + "ratio=\(format(laneNanoseconds / closureNanoseconds))"
    }
  }

  /// Nanoseconds per request for bursts of `burst` queued requests.
  static func measureLane(burst: Int) -> Double {
    let clock = VirtualScheduler()
    let lane = Lane(name: "bench", scheduler: clock, diagnostics: DiagnosticsCenter())
    let request = TransitionRequest(kind: .push, label: "bench") { _ in }
    var completed = 0
    let onOutcome: @MainActor (TransitionOutcome) -> Void = { outcome in
      if outcome == .completed { completed += 1 }
    }
    let bursts = max(1, requestsPerRound / burst)
    let elapsed = ContinuousClock().measure {
      for _ in 0..<bursts {
        for _ in 0..<burst { lane.submit(request, onOutcome: onOutcome) }
        while let running = lane.current {
          running.finish(.completed)
          clock.runDueWork()
        }
      }
    }
    guard completed == bursts * burst, clock.isIdle, lane.pendingCount == 0 else {
      preconditionFailure("Internal inconsistency: the benchmark lost requests")
    }
    return nanoseconds(elapsed) / Double(bursts * burst)
  }

  /// Nanoseconds per call of a closure the optimiser cannot see through.
  static func measureClosureCall() -> Double {
    let calls = 20_000_000
    let closure = makeOpaqueClosure()
    var sum = 0
    let elapsed = ContinuousClock().measure {
      for index in 0..<calls { sum &+= closure(index) }
    }
    blackHole(sum)
    return nanoseconds(elapsed) / Double(calls)
  }

  private static func best(_ measure: () -> Double) -> Double {
    (0..<rounds).map { _ in measure() }.min() ?? .nan
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
  }
}

@inline(never)
private func makeOpaqueClosure() -> (Int) -> Int {
  let factor = Int.random(in: 2...3)
  return { value in value &* factor }
}

@inline(never)
private func blackHole(_ value: Int) {
  if value == 42 { print("", terminator: "") }
}
