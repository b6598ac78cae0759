import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The fixed-delay fix: every handler waits 0.3 s (`asyncAfter`) before each of its
/// navigation calls, one hop after the other.
///
/// Its weaknesses (Docs/UIKitFacts.md A4) are kept: two handlers that run together hop by the
/// same amount and collide; every step pays 0.3 s of dead time; a hop shorter than the animation it
/// follows still overlaps it.
@MainActor
final class DelayStrategy: NavigationStrategy {
  static let hop: TimeInterval = 0.3

  private let calls: DirectCalls
  /// The life's delayed work: a hop still waiting when the life ends is cancelled with it.
  private let timers: LifeTimers
  private var hops = 0

  init(probe: LabProbe, timers: LifeTimers) {
    calls = DirectCalls(probe: probe)
    self.timers = timers
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    UINavigationController(rootViewController: root)
  }

  func beginHandler() {
    hops = 0
  }

  private func afterHop(_ work: @escaping @MainActor () -> Void) {
    hops += 1
    timers.run(after: Self.hop * Double(hops), work)
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    afterHop { [calls] in calls.push(screen, on: stack, animated: animated, intent: intent) }
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    afterHop { [calls] in calls.pop(from: screen, intent: intent) }
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    afterHop { [calls] in calls.popToRoot(stack, animated: animated) }
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    afterHop { [calls] in calls.present(screen, from: presenter, intent: intent) }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    afterHop { [calls] in calls.dismiss(screen, animated: animated, intent: intent) }
  }
}
