import UIKit

/// A navigation controller that records the public calls it receives, from the app or from
/// UIKit itself (a back tap, a swipe), and what its delegate hears.
@MainActor
final class RecordingNavigationController: UINavigationController, UINavigationControllerDelegate {
  private var trace: Trace?

  convenience init(root: UIViewController, trace: Trace) {
    self.init(rootViewController: root)
    self.trace = trace
    delegate = self
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    trace?.note("pushViewController \(Screen.kind(of: viewController))")
    super.pushViewController(viewController, animated: animated)
  }

  override func popViewController(animated: Bool) -> UIViewController? {
    let top = topViewController.map(Screen.kind(of:)) ?? "nothing"
    trace?.note("popViewController from \(top)")
    let popped = super.popViewController(animated: animated)
    trace?.note("popViewController returned \(popped.map(Screen.kind(of:)) ?? "nil")")
    return popped
  }

  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    trace?.note("popToRootViewController")
    return super.popToRootViewController(animated: animated)
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    trace?.note(
      "setViewControllers \(viewControllers.map(Screen.kind(of:)).joined(separator: " "))"
    )
    super.setViewControllers(viewControllers, animated: animated)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    trace?.note("dismiss sent to stack")
    super.dismiss(animated: flag, completion: completion)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    trace?.note("willShow \(Screen.kind(of: viewController))")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    trace?.note("didShow \(Screen.kind(of: viewController))")
  }

  /// The kinds on the stack, bottom first.
  var kinds: [String] { viewControllers.map(Screen.kind(of:)) }
}
