import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Navigation calls through one ``WindowLock`` for the app's window.
@MainActor
final class WindowLockStrategy: NavigationStrategy {
  private let probe: LabProbe
  let lock = WindowLock()

  init(probe: LabProbe) {
    self.probe = probe
    lock.probe = probe
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    let stack = UINavigationController(rootViewController: root)
    stack.delegate = lock
    return stack
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    lock.perform(intent: intent) { stack.pushViewController(screen, animated: animated) }
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    lock.perform(intent: intent) { screen.navigationController?.popViewController(animated: true) }
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    lock.perform(intent: nil) { [weak probe] in
      guard let probe else { return }
      probe.resetting(stack) { stack.popToRootViewController(animated: animated) }
    }
  }

  // The lock's queued calls and the presentations' completions refer to the lock weakly: the
  // lock holds its queue, and a presentation holds its completion until it ends, so strong
  // references would be cycles that a lock stuck for good (or an abandoned life) never breaks.

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    let appCompletion: @MainActor () -> Void = { [weak probe] in probe?.completionRan(intent) }
    lock.perform(intent: intent, completion: appCompletion) { [weak lock] in
      presenter.present(screen, animated: true) { lock?.release() }
    }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    lock.perform(intent: intent) { [weak lock] in
      screen.dismiss(animated: animated) { lock?.release() }
    }
  }
}
