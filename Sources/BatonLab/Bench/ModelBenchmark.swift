import Baton
import BatonTesting
import Foundation
import HeadlessUIKit

/// The HeadlessUIKit model benchmark (`baton-lab bench model`).
///
/// Measures an animated push + pop cycle through the model, advancing the virtual clock past
/// each animation, against a baseline that only schedules and runs two closures on the same
/// virtual clock. Storms run millions of such steps, so the target is at most 5 µs per cycle.
///
/// Each figure is the best of several rounds of wall time (the machine is shared, so the best
/// round is the one least disturbed); `cpu_ns` is the same round's thread CPU time.
/// `BATON_MODEL_BENCH_CYCLES` sets the cycles per round (default 50 000).
///
/// A second line times `Headless.World.run` itself: a run of the world already bound (the fast
/// path every nested run takes) against a run that binds another world.
@MainActor
package enum ModelBenchmark {
  private struct Sample {
    var wall: Double
    var cpu: Double
  }

  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  package static func run() -> [String] {
    let override = ProcessInfo.processInfo.environment["BATON_MODEL_BENCH_CYCLES"]
    let cycles = max(1, override.flatMap { Int($0) } ?? 50_000)
    let rounds = 5
    let model = best(of: rounds) { measureModel(cycles: cycles) }
    let baseline = best(of: rounds) { measureBaseline(cycles: cycles) }
    let ratio = baseline.wall > 0 ? model.wall / baseline.wall : 0
    let runCalls = cycles * 20
    let bound = best(of: rounds) { measureRun(calls: runCalls, rebinding: false) }
    let rebound = best(of: rounds) { measureRun(calls: runCalls, rebinding: true) }
    return [
      "model push+pop ns=\(format(model.wall)) closure_ns=\(format(baseline.wall)) "
        + "ratio=\(format(ratio)) cpu_ns=\(format(model.cpu)) cycles=\(cycles)x\(rounds)",
      "model world.run bound_ns=\(format(bound.wall)) rebind_ns=\(format(rebound.wall)) "
        + "calls=\(runCalls)x\(rounds)",
    ]
  }

  /// Nanoseconds per `run` nested in an outer run: of the same world, or of another one.
  private static func measureRun(calls: Int, rebinding: Bool) -> Sample {
    let outer = Headless.World(profile: .deferring)
    let inner = rebinding ? Headless.World(profile: .deferring) : outer
    var count = 0
    let sample = outer.run {
      time(cycles: calls) { inner.run { count += 1 } }
    }
    precondition(count == calls, "Internal inconsistency: the benchmark lost runs")
    return sample
  }

  private static func best(of rounds: Int, _ measure: () -> Sample) -> Sample {
    var best = measure()
    for _ in 1..<rounds {
      let sample = measure()
      if sample.wall < best.wall { best = sample }
    }
    return best
  }

  private static func measureModel(cycles: Int) -> Sample {
    let world = Headless.World(profile: .deferring)
    return world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let navigation = UINavigationController(rootViewController: UIViewController())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let screen = UIViewController()
      let scheduler = world.scheduler
      let push = world.durations.push
      let pop = world.durations.pop
      let cycle = {
        navigation.pushViewController(screen, animated: true)
        scheduler.advance(by: push)
        navigation.popViewController(animated: true)
        scheduler.advance(by: pop)
      }
      for _ in 0..<1_000 { cycle() }
      let sample = time(cycles: cycles, cycle)
      precondition(world.faults.isEmpty, "Internal inconsistency: the benchmark faulted")
      precondition(navigation.viewControllers.count == 1, "Internal inconsistency: stack grew")
      return sample
    }
  }

  private static func measureBaseline(cycles: Int) -> Sample {
    let scheduler = VirtualScheduler()
    var counter = 0
    let sample = time(cycles: cycles) {
      scheduler.run(after: 0.35) { counter += 1 }
      scheduler.advance(by: 0.35)
      scheduler.run(after: 0.35) { counter += 1 }
      scheduler.advance(by: 0.35)
    }
    precondition(counter == 2 * cycles, "Internal inconsistency: the baseline lost work")
    return sample
  }

  private static func time(cycles: Int, _ body: () -> Void) -> Sample {
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let cpuStart = threadCPUNanoseconds()
    for _ in 0..<cycles { body() }
    let cpu = threadCPUNanoseconds() - cpuStart
    let wall = DispatchTime.now().uptimeNanoseconds - wallStart
    return Sample(wall: Double(wall) / Double(cycles), cpu: Double(cpu) / Double(cycles))
  }

  private static func threadCPUNanoseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1_000_000_000 + Double(spec.tv_nsec)
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
