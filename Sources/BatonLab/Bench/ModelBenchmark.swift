import Baton
import Foundation
import HeadlessUIKit

/// The HeadlessUIKit model benchmark (`baton-lab bench model`).
///
/// Measures an animated push + pop cycle through the model, advancing the virtual clock past
/// each animation, against a baseline that only schedules and runs two closures on the same
/// virtual clock. Storms run millions of such steps, so the target is at most 5 µs per cycle.
@MainActor
public enum ModelBenchmark {
  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  public static func run() -> [String] {
    let cycles = 200_000
    let model = measureModel(cycles: cycles)
    let baseline = measureBaseline(cycles: cycles)
    let ratio = baseline > 0 ? model / baseline : 0
    return [
      "model push+pop ns=\(format(model)) closure_ns=\(format(baseline)) ratio=\(format(ratio)) "
        + "cycles=\(cycles)"
    ]
  }

  private static func measureModel(cycles: Int) -> Double {
    let world = Headless.World(profile: .modern)
    return world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let navigation = UINavigationController(rootViewController: UIViewController())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let screen = UIViewController()
      let scheduler = world.scheduler
      let push = world.durations.push
      let pop = world.durations.pop
      for _ in 0..<1_000 {
        navigation.pushViewController(screen, animated: true)
        scheduler.advance(by: push)
        navigation.popViewController(animated: true)
        scheduler.advance(by: pop)
      }
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<cycles {
        navigation.pushViewController(screen, animated: true)
        scheduler.advance(by: push)
        navigation.popViewController(animated: true)
        scheduler.advance(by: pop)
      }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      precondition(world.faults.isEmpty, "Internal inconsistency: the benchmark faulted")
      return Double(elapsed) / Double(cycles)
    }
  }

  private static func measureBaseline(cycles: Int) -> Double {
    let scheduler = VirtualScheduler()
    var counter = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<cycles {
      scheduler.run(after: 0.35) { counter += 1 }
      scheduler.advance(by: 0.35)
      scheduler.run(after: 0.35) { counter += 1 }
      scheduler.advance(by: 0.35)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    precondition(counter == 2 * cycles, "Internal inconsistency: the baseline lost work")
    return Double(elapsed) / Double(cycles)
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
