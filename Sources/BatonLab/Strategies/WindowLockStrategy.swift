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
    intent: Int?
  ) {
    lock.perform(intent: intent) { stack.pushViewController(screen, animated: animated) }
  }

  func pop(_ stack: UINavigationController, intent: Int?) {
    lock.perform(intent: intent) { stack.popViewController(animated: true) }
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    lock.perform(intent: nil) { stack.popToRootViewController(animated: animated) }
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Int?) {
    let lock = self.lock
    let appCompletion: @MainActor () -> Void = { [probe] in probe.completionRan(intent) }
    lock.perform(intent: intent, completion: appCompletion) {
      presenter.present(screen, animated: true) { lock.release() }
    }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Int?) {
    let lock = self.lock
    lock.perform(intent: intent) {
      screen.dismiss(animated: animated) { lock.release() }
    }
  }
}
