// The app-wide guard on real UIKit (issue 41, point 7): stories that run in the iOS simulator,
// where HeadlessUIKit's model of the Objective-C runtime is replaced by the runtime itself.
// `Tests/GuardOnDeviceTests` runs them under xcodebuild; `typecheck.sh` checks them against the
// real SDK on Linux. Nothing here runs on Linux.

#if canImport(UIKit)
  import BatonUIKit
  import UIKit

  /// One story's verdict.
  public struct GuardCheckResult: Sendable, CustomStringConvertible {
    /// The story.
    public let name: String
    /// Whether UIKit did what the story expects.
    public let passed: Bool
    /// What was seen.
    public let detail: String

    /// `PASS name: detail` or `FAIL name: detail`.
    public var description: String { "\(passed ? "PASS" : "FAIL") \(name): \(detail)" }
  }

  /// Runs the guard's stories on real UIKit, in order, in one window.
  ///
  /// The guard is installed once per process, so the stories run in one sequence: a swizzler
  /// installed before the guard, the seven operations on an idle lane without the guard (the
  /// baseline), the guard, a swizzler installed after it, the same operations again (the trace
  /// must be the same: stack frame, return values, callback order), one overlap, and a SwiftUI
  /// `NavigationStack` push while an existing alert holds the pop-up queue.
  @MainActor
  public final class GuardOnDeviceChecks {
    private let window: UIWindow

    /// Creates the checks for `window`, which must be key and visible.
    ///
    /// - Parameter window: The window the stories run in.
    public init(window: UIWindow) {
      self.window = window
    }

    /// Runs every story once; call it once per process.
    ///
    /// - Returns: One verdict per story.
    public func runAll() async -> [GuardCheckResult] {
      let before = PushCounter()
      before.install()
      let baseline = await SevenOperations(window: window).trace()
      BatonGuard.install()
      let after = PushCounter()
      after.install()
      let guarded = await SevenOperations(window: window).trace()
      var results = [compare(baseline: baseline, guarded: guarded)]
      let pushesBefore = (before.pushes, after.pushes)
      results.append(await overlapIsQueued())
      results.append(
        swizzlersSeeEachPushOnce(
          before: before.pushes - pushesBefore.0,
          after: after.pushes - pushesBefore.1
        )
      )
      if #available(iOS 16, *) {
        results.append(await SwiftUIStackCheck(window: window).pushWhileAnAlertShows())
      }
      return results
    }

    /// The seven operations on an idle lane leave the same trace with the guard as without.
    private func compare(baseline: [String], guarded: [String]) -> GuardCheckResult {
      let difference = zip(baseline, guarded).enumerated().first { $0.element.0 != $0.element.1 }
      let detail: String
      if let (index, pair) = difference {
        detail = "event \(index): without the guard \(pair.0), with it \(pair.1)"
      } else if baseline.count != guarded.count {
        detail = "\(baseline.count) events without the guard, \(guarded.count) with it"
      } else {
        detail = "\(baseline.count) events, identical"
      }
      return GuardCheckResult(
        name: "seven operations idle",
        passed: baseline == guarded && !baseline.isEmpty,
        detail: detail
      )
    }

    /// A push asked while another push animates waits for it, then runs.
    private func overlapIsQueued() async -> GuardCheckResult {
      // Not `init(rootViewController:)`: UIKit 26 pushes the root through the public selector,
      // which the swizzlers would count (`Docs/UIKitFacts.md` A15).
      let navigation = UINavigationController()
      navigation.setViewControllers([UIViewController()], animated: false)
      window.rootViewController = navigation
      await pause(0.3)
      let first = UIViewController()
      let second = UIViewController()
      navigation.pushViewController(first, animated: true)
      navigation.pushViewController(second, animated: true)
      let waited = navigation.viewControllers.last !== second
      await pause(1.5)
      let stack = navigation.viewControllers
      let passed = waited && stack.count == 3 && stack[1] === first && stack[2] === second
      return GuardCheckResult(
        name: "one overlap queued",
        passed: passed,
        detail: "second push waited: \(waited); stack of \(stack.count) after both"
      )
    }

    /// Each of the two swizzlers saw the overlap story's two pushes once each.
    private func swizzlersSeeEachPushOnce(before: Int, after: Int) -> GuardCheckResult {
      GuardCheckResult(
        name: "another swizzler before and after",
        passed: before == 2 && after == 2,
        detail: "the swizzler installed before the guard saw \(before) pushes, the one after "
          + "\(after); 2 each expected"
      )
    }
  }

  /// Waits `seconds` of real time, letting UIKit's animations run.
  @MainActor
  func pause(_ seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
  }
#endif
