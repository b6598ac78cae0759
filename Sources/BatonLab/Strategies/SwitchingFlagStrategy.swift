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

  init(probe: LabProbe) {
    self.probe = probe
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
    intent: Int?
  ) {
    let flagged = stack as? SwitchingFlagNavigationController
    flagged?.issuingIntent = intent
    stack.pushViewController(screen, animated: animated)
    flagged?.issuingIntent = nil
  }

  func pop(_ stack: UINavigationController, intent: Int?) {
    let flagged = stack as? SwitchingFlagNavigationController
    flagged?.issuingIntent = intent
    stack.popViewController(animated: true)
    flagged?.issuingIntent = nil
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
