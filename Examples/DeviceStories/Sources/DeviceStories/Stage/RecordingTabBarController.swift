import UIKit

/// The window's root: two tabs, as in the lab's app.
///
/// Each tab is a recording navigation controller with a list at its root. It records the
/// presentations and dismissals sent to it and what its delegate hears.
@MainActor
final class RecordingTabBarController: UITabBarController, UITabBarControllerDelegate {
  private var trace: Trace?

  convenience init(trace: Trace) {
    self.init(nibName: nil, bundle: nil)
    self.trace = trace
    delegate = self
  }

  override var selectedViewController: UIViewController? {
    get { super.selectedViewController }
    set {
      trace?.note("setSelectedViewController \(newValue.map(index(of:)) ?? "nil")")
      super.selectedViewController = newValue
    }
  }

  override var selectedIndex: Int {
    get { super.selectedIndex }
    set {
      trace?.note("setSelectedIndex \(newValue)")
      super.selectedIndex = newValue
    }
  }

  override func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    trace?.note("present sent to tabs: \(Screen.kind(of: viewControllerToPresent))")
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    trace?.note("dismiss sent to tabs")
    super.dismiss(animated: flag, completion: completion)
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool {
    trace?.note("shouldSelect \(index(of: viewController))")
    return true
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {
    trace?.note("didSelect \(index(of: viewController))")
  }

  private func index(of controller: UIViewController) -> String {
    (viewControllers?.firstIndex(of: controller)).map(String.init) ?? "?"
  }
}
