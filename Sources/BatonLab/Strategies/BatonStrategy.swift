import Baton
import Foundation
import HeadlessUIKit

/// Placeholder until BatonUIKit lands on this branch: behaves like ``RawStrategy``.
@MainActor
final class BatonStrategy: NavigationStrategy {
  private let raw: RawStrategy

  init(probe: LabProbe, scheduler: VirtualScheduler) {
    raw = RawStrategy(probe: probe)
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    raw.makeNavigationController(root: root)
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Int?
  ) {
    raw.push(screen, on: stack, animated: animated, intent: intent)
  }

  func pop(_ stack: UINavigationController, intent: Int?) { raw.pop(stack, intent: intent) }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    raw.popToRoot(stack, animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Int?) {
    raw.present(screen, from: presenter, intent: intent)
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Int?) {
    raw.dismiss(screen, animated: animated, intent: intent)
  }
}
