import Baton
import BatonTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pop-up queue benchmark (`baton-lab bench popups`).
///
/// Measures the cost of one pop-up cycle (enqueue, show, dismiss and hide, with their lane
/// transitions and queue turns) on the ``VirtualScheduler`` while 1, 10 or 64 pop-ups are
/// pending (64 is the queue's default bound, `maximumPending`). The presenter completes at
/// once, so only Baton's work is timed. Each cycle enqueues one pop-up and dismisses the
/// visible one, so the pending count stays constant. Wall time is
/// read with `ContinuousClock` (`baton_ns`) and the thread's CPU time (`cpu_ns`, which leaves out
/// the time other processes ran on a shared machine); each figure is the best of many short
/// rounds on one queue.
@MainActor
package enum PopupBenchmark {
  /// The pending counts measured.
  static let pendingCounts = [1, 10, 64]
  /// Cycles timed per round.
  static let cyclesPerRound = 2_000
  /// Rounds per figure; the fastest counts (the machine may be shared with other work).
  static let rounds = 30

  /// Runs the benchmark and returns its report.
  ///
  /// - Returns: One line per pending count,
  ///   `popups N=<pending> baton_ns=<wall ns per cycle> cpu_ns=<CPU ns per cycle>`, then
  ///   `popups ratio=<wall at the largest / at the smallest> cpu_ratio=<the same in CPU time>`.
  package static func run() -> [String] {
    run(pendingCounts: pendingCounts, cycles: cyclesPerRound, rounds: rounds)
  }

  /// Runs the benchmark with the given sizes.
  static func run(pendingCounts: [Int], cycles: Int, rounds: Int) -> [String] {
    let figures = pendingCounts.map { pending in
      let rounds = measure(pending: pending, cycles: cycles, rounds: rounds)
      return (wall: rounds.map(\.wall).min() ?? .nan, cpu: rounds.map(\.cpu).min() ?? .nan)
    }
    var lines = zip(pendingCounts, figures).map { pending, figure in
      "popups N=\(pending) baton_ns=\(format(figure.wall)) cpu_ns=\(format(figure.cpu))"
    }
    if let first = figures.first, let last = figures.last, figures.count > 1 {
      lines.append(
        "popups ratio=\(format(last.wall / first.wall)) cpu_ratio=\(format(last.cpu / first.cpu))"
      )
    }
    return lines
  }

  /// Wall and CPU nanoseconds per cycle with `pending` pop-ups waiting, for each round of
  /// `cycles` cycles.
  static func measure(
    pending: Int,
    cycles: Int,
    rounds: Int = 1
  ) -> [(wall: Double, cpu: Double)] {
    let clock = VirtualScheduler()
    let lane = Lane(name: "bench", scheduler: clock, diagnostics: DiagnosticsCenter())
    let queue = PopupQueue(
      lane: lane,
      configuration: PopupQueue.Configuration(maximumPending: pending + 1)
    )
    let presenter = ImmediatePopupPresenter()
    let keys = (0..<(pending + cycles * rounds + 1)).map { "popup\($0)" }
    var dismissed = 0
    let onOutcome: @MainActor (PopupOutcome) -> Void = { outcome in
      if case .dismissed = outcome { dismissed += 1 }
    }
    func request(_ index: Int) -> PopupRequest {
      PopupRequest(key: keys[index], priority: index % 7, presenter: presenter)
    }
    for index in 0...pending { queue.show(request(index), onOutcome: onOutcome) }
    clock.runDueWork()
    var next = pending + 1
    let figures = (0..<max(1, rounds)).map { _ in
      let cpuStart = threadCPUNanoseconds()
      let elapsed = ContinuousClock().measure {
        for _ in 0..<cycles {
          queue.show(request(next), onOutcome: onOutcome)
          next += 1
          queue.current?.dismiss("OK")
          clock.runDueWork()
        }
      }
      let cpu = threadCPUNanoseconds() - cpuStart
      return (nanoseconds(elapsed) / Double(cycles), cpu / Double(cycles))
    }
    guard dismissed == cycles * max(1, rounds), queue.pendingCount == pending,
      queue.current?.state == .visible
    else {
      preconditionFailure("Internal inconsistency: the benchmark lost pop-ups")
    }
    return figures
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The calling thread's CPU time, in nanoseconds.
  private static func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
  }
}

/// A presenter whose shows and hides complete at once.
@MainActor
private final class ImmediatePopupPresenter: PopupPresenter {
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    completion(.shown)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    completion()
  }
}
