import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Direct UIKit calls through ``SwitchingFlagNavigationController``.
@MainActor
final class SwitchingFlagStrategy: NavigationStrategy {
  private let probe: LabProbe
  private let calls: DirectCalls

  init(probe: LabProbe) {
    self.probe = probe
    calls = DirectCalls(probe: probe)
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    let stack = SwitchingFlagNavigationController(rootViewController: root)
    stack.probe = probe
    return stack
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    issuing(intent, on: stack) { stack.pushViewController(screen, animated: animated) }
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    guard let stack = screen.navigationController else { return }
    issuing(intent, on: stack) { stack.popViewController(animated: true) }
  }

  /// Makes `call` on `stack` with the flagged controller knowing which intent it serves.
  private func issuing(_ intent: Intent?, on stack: UINavigationController, _ call: () -> Void) {
    let flagged = stack as? SwitchingFlagNavigationController
    flagged?.issuingIntent = intent
    call()
    flagged?.issuingIntent = nil
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    calls.popToRoot(stack, animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    calls.present(screen, from: presenter, intent: intent)
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    calls.dismiss(screen, animated: animated, intent: intent)
  }
}
