import Foundation

/// A container that shows one of several child controllers, chosen with a tab bar.
@MainActor
open class UITabBarController: UIViewController {
  private var tabStorage: [UIViewController]?
  private var selectedStorage: Int = 0

  /// The delegate told about selections.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name.
  ///   - nibBundleOrNil: The nib's bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var asTabBarController: UITabBarController? { self }

  /// The tabs' root controllers.
  open var viewControllers: [UIViewController]? {
    get { tabStorage }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs; the first becomes selected.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs' root controllers.
  ///   - animated: Whether to animate.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let old = selectedViewController
    for controller in tabStorage ?? [] where controller.parent === self {
      controller.willMove(toParent: nil)
      detach(controller)
      controller.didMove(toParent: nil)
    }
    tabStorage = viewControllers
    for controller in viewControllers ?? [] {
      controller.parent?.detach(controller)
      controller.willMove(toParent: self)
      attach(controller)
      controller.didMove(toParent: self)
    }
    selectedStorage = 0
    switchContent(from: old, to: selectedViewController)
  }

  /// The selected tab's controller.
  ///
  /// Setting it calls the implementation held in the world's method table (an exchange
  /// replaces it, `Docs/UIKitFacts.md` A15); a controller that is not one of the tabs is
  /// ignored (UIKit raises).
  open var selectedViewController: UIViewController? {
    get {
      guard let tabs = tabStorage, tabs.indices.contains(selectedStorage) else { return nil }
      return tabs[selectedStorage]
    }
    set { world.methodTable.setSelectedViewController(self, newValue) }
  }

  /// The selected tab's index.
  ///
  /// Setting it calls the implementation held in the world's method table; an index past the
  /// tabs is ignored, as UIKit does (A14).
  open var selectedIndex: Int {
    get { selectedStorage }
    set { world.methodTable.setSelectedIndex(self, newValue) }
  }

  /// UIKit's `setSelectedViewController:`: selects `viewController` when it is one of the tabs.
  func performSelect(_ viewController: UIViewController?) {
    guard let viewController, let index = tabStorage?.firstIndex(where: { $0 === viewController })
    else { return }
    performSelect(index: index)
  }

  /// UIKit's `setSelectedIndex:`: selects the tab at `index` when there is one.
  func performSelect(index: Int) {
    guard let tabs = tabStorage, tabs.indices.contains(index), index != selectedStorage else {
      return
    }
    let old = selectedViewController
    selectedStorage = index
    switchContent(from: old, to: tabs[index])
  }

  /// Creates the container view with the selected tab's view.
  open override func loadView() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view = container
    if let selected = selectedViewController { container.addSubview(selected.loadedView) }
  }

  private func switchContent(from old: UIViewController?, to new: UIViewController?) {
    guard old !== new, let container = viewStorage else { return }
    let visible = container.window != nil
    if visible { old?.beginAppearance(false, animated: false) }
    if let new {
      let view = new.loadedView
      if visible { new.beginAppearance(true, animated: false) }
      container.addSubview(view)
    }
    old?.viewStorage?.removeFromSuperview()
    if visible {
      old?.endAppearance()
      new?.endAppearance()
    }
  }

  /// Selects a tab as the user does: asks the delegate, switches, then tells it.
  ///
  /// - Parameter viewController: The tab's controller.
  /// - Returns: Whether the delegate allowed the selection.
  @discardableResult
  func userSelect(_ viewController: UIViewController) -> Bool {
    guard delegate?.tabBarController(self, shouldSelect: viewController) ?? true else {
      return false
    }
    selectedViewController = viewController
    delegate?.tabBarController(self, didSelect: viewController)
    return true
  }
}

/// The delegate of a tab bar controller.
///
/// Members are optional in UIKit: here each has a default.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Whether the user may select `viewController` (`true` when not implemented).
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: Whether to select it.
  func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool

  /// The user selected `viewController`.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  )
}

extension UITabBarControllerDelegate {
  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didSelect viewController: UIViewController
  ) {}
}

extension Headless.World {
  /// A simulated tap on a tab: asks the delegate, selects, then tells the delegate.
  ///
  /// - Parameters:
  ///   - viewController: The tab's controller.
  ///   - tabBarController: The tab bar controller.
  public func selectTab(_ viewController: UIViewController, in tabBarController: UITabBarController)
  {
    tabBarController.userSelect(viewController)
  }
}
