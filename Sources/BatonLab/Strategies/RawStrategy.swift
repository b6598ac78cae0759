import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Direct UIKit calls, as most apps make them.
@MainActor
final class RawStrategy: NavigationStrategy {
  private let probe: LabProbe

  init(probe: LabProbe) {
    self.probe = probe
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    UINavigationController(rootViewController: root)
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Int?
  ) {
    probe.markIssued(intent)
    stack.pushViewController(screen, animated: animated)
  }

  func pop(_ stack: UINavigationController, intent: Int?) {
    probe.markIssued(intent)
    stack.popViewController(animated: true)
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    stack.popToRootViewController(animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Int?) {
    probe.markIssued(intent)
    presenter.present(screen, animated: true) { [probe] in probe.completionRan(intent) }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Int?) {
    probe.markIssued(intent)
    screen.dismiss(animated: animated)
  }
}
