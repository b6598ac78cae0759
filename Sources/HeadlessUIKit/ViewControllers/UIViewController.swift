import Foundation

/// An object that manages a view hierarchy: the model's unit of navigation.
///
/// Appearance callbacks, containment, presentation and the transition coordinator follow
/// UIKit's order (`Docs/UIKitFacts.md` A2). Each controller belongs to the ``Headless/World``
/// that was current when it was created.
@MainActor
open class UIViewController: UIResponder {
  /// The world this controller belongs to.
  let world: Headless.World
  private let nibNameStorage: String?
  private let nibBundleStorage: Bundle?
  var viewStorage: UIView?
  // Like UIKit, a container holds its children and a child refers to its parent weakly.
  private(set) weak var parentStorage: UIViewController?
  private var childStorage: [UIViewController] = []
  /// The controller this one presents (stored on the presentation context, the root-most
  /// ancestor of the presenter).
  var presentedStorage: UIViewController?
  /// The controller that presents this one (which holds this one strongly).
  weak var presentingStorage: UIViewController?
  /// The window whose root this controller is.
  weak var windowOfRoot: UIWindow?
  var appearance = AppearanceState.disappeared
  var appearanceAnimated = false
  var movingToParent = false
  var movingFromParent = false
  var beingPresented = false
  var beingDismissed = false
  // Weak: the running transition owns its coordinator (a navigation controller's, a window's
  // and its presentation context's); the controllers taking part only point at it. A strong
  // reference here would be a cycle through a call deferred to the transition's end that holds
  // this controller (pushing it again), which an abandoned world never breaks.
  weak var coordinatorStorage: TransitionCoordinator?
  /// The animated presentation or dismissal this controller runs as the presentation context,
  /// until it ends.
  var runningModalTransition: ModalTransition?
  private var navigationItemStorage: UINavigationItem?
  var presentationControllerStorage: UIPresentationController?
  /// The style the running or last presentation resolved to.
  var resolvedPresentationStyle = UIModalPresentationStyle.fullScreen
  /// Creates a controller, optionally from a nib (the model loads no nibs).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name.
  ///   - nibBundleOrNil: The nib's bundle.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    world = Headless.World.current
    nibNameStorage = nibNameOrNil
    nibBundleStorage = nibBundleOrNil
    super.init()
  }

  /// Creates a controller from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    world = Headless.World.current
    nibNameStorage = nil
    nibBundleStorage = nil
    super.init()
  }

  /// Creates a controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The nib's name, if any.
  open var nibName: String? { nibNameStorage }

  /// The nib's bundle, if any.
  open var nibBundle: Bundle? { nibBundleStorage }

  /// The root view; reading it loads it (``loadView()`` then ``viewDidLoad()``).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get { loadedView }
    set {
      viewStorage?.owningViewController = nil
      viewStorage = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view, loading it if needed.
  var loadedView: UIView {
    if let view = viewStorage { return view }
    loadView()
    let view = viewStorage ?? UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    viewStorage = view
    view.owningViewController = self
    viewDidLoad()
    return view
  }

  /// Creates the root view; the default creates a plain ``UIView``.
  open func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    _ = loadedView
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Called after the root view loaded.
  open func viewDidLoad() {}

  /// Called before the view is added to a view hierarchy.
  ///
  /// - Parameter animated: Whether the change is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view was added to a view hierarchy.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a view hierarchy.
  ///
  /// - Parameter animated: Whether the change is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a view hierarchy.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Whether containers forward appearance callbacks to their children automatically.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance transition: calls `viewWillAppear` or `viewWillDisappear`.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` for appearing, `false` for disappearing.
  ///   - animated: Whether the change is animated.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends an appearance transition: calls `viewDidAppear` or `viewDidDisappear`.
  open func endAppearanceTransition() {
    endAppearance()
  }

  /// The title shown by containers such as the navigation bar (also the navigation item's).
  open var title: String? {
    didSet { navigationItemStorage?.title = title }
  }

  /// The view's owner chain: the superview of the root view.
  open override var next: UIResponder? { viewStorage?.superview }

  // MARK: Containment

  /// The parent controller, if this one is a child.
  open var parent: UIViewController? { parentStorage }

  /// The child controllers.
  open var children: [UIViewController] { childStorage }

  /// Adds a child controller; calls its ``willMove(toParent:)`` (the caller calls `didMove`).
  ///
  /// - Parameter childController: The controller to add.
  open func addChild(_ childController: UIViewController) {
    guard childController.parentStorage !== self, childController !== self
    else { return }
    childController.willMove(toParent: self)
    childController.parentStorage?.detach(childController)
    attach(childController)
  }

  /// Removes the controller from its parent; calls its ``didMove(toParent:)`` with `nil`.
  open func removeFromParent() {
    guard let parent = parentStorage else { return }
    parent.detach(self)
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container.
  ///
  /// - Parameter parent: The new parent, or `nil` when it is being removed.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container.
  ///
  /// - Parameter parent: The new parent, or `nil` when it was removed.
  open func didMove(toParent parent: UIViewController?) {}

  /// Links `child` without calling any callbacks (containers call them at the right moments).
  func attach(_ child: UIViewController) {
    childStorage.append(child)
    child.parentStorage = self
  }

  /// Unlinks `child` without calling any callbacks.
  func detach(_ child: UIViewController) {
    if let index = childStorage.lastIndex(where: { $0 === child }) {
      childStorage.remove(at: index)
    }
    if child.parentStorage === self { child.parentStorage = nil }
  }

  /// Replaces the children without callbacks (the navigation stack).
  func replaceChildren(_ children: [UIViewController]) {
    for child in childStorage where child.parentStorage === self {
      child.parentStorage = nil
    }
    childStorage = children
    for child in children { child.parentStorage = self }
  }

  /// Whether the controller is being added to a container (during its appearance).
  open var isMovingToParent: Bool { movingToParent }

  /// Whether the controller is being removed from a container (during its disappearance).
  open var isMovingFromParent: Bool { movingFromParent }

  /// Whether the controller is being presented (during its appearance).
  open var isBeingPresented: Bool { beingPresented }

  /// Whether the controller is being dismissed (during its disappearance).
  open var isBeingDismissed: Bool { beingDismissed }

  /// `self` for a navigation controller (avoids dynamic casts on the hot path).
  var asNavigationController: UINavigationController? { nil }

  /// `self` for a tab bar controller.
  var asTabBarController: UITabBarController? { nil }

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var candidate = parentStorage
    while let current = candidate {
      if let navigation = current.asNavigationController { return navigation }
      candidate = current.parentStorage
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    var candidate = parentStorage
    while let current = candidate {
      if let tabs = current.asTabBarController { return tabs }
      candidate = current.parentStorage
    }
    return nil
  }

  /// The item that represents this controller in a navigation bar, created on demand.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// Whether the tab bar hides when this controller is pushed.
  open var hidesBottomBarWhenPushed = false

  /// The coordinator of the transition this controller (or an ancestor) takes part in.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let coordinator = coordinatorStorage { return coordinator }
    return parentStorage?.transitionCoordinator
  }

  // MARK: Presentation

  /// How the controller is shown when presented (default `.automatic`: a page sheet).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  /// Whether the presented controller refuses interactive (swipe) dismissal.
  open var isModalInPresentation = false

  /// The object that vends custom presentation animators (not used by the model's animations).
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The transition UIKit uses to push or present this controller, and to pop or dismiss it
  /// (iOS 18; `nil`, the default, for the system's own).
  ///
  /// A navigation controller whose top screen has a zoom transition refuses the system
  /// swipe-back, the zoom having its own exit gesture (`Docs/UIKitFacts.md` A5 R1).
  open var preferredTransition: UIViewController.Transition?

  /// The controller presented by this one or by its presentation context.
  open var presentedViewController: UIViewController? {
    if let presented = presentedStorage { return presented }
    return parentStorage?.presentedViewController
  }

  /// The controller that presented this one or its presented ancestor.
  open var presentingViewController: UIViewController? {
    if let presenting = presentingStorage { return presenting }
    return parentStorage?.presentingViewController
  }

  /// The presentation controller of this controller's presentation (created when presented).
  open var presentationController: UIPresentationController? {
    if let controller = presentationControllerStorage { return controller }
    return parentStorage?.presentationController
  }

  /// Presents `viewControllerToPresent` modally.
  ///
  /// Refusals follow UIKit: an active controller throws F8; a presenter not in a window (F4),
  /// one already presenting (F5) or a presentation in progress (F6) logs and drops the call, and
  /// `completion` never runs. In the modern profile the call waits for the window's running
  /// navigation transitions first.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Runs after the presented controller's `viewDidAppear`.
  open func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    world.methodTable.present(self, viewControllerToPresent, flag, completion)
  }

  /// Dismisses the controller presented by this one, or this one if it was presented.
  ///
  /// With nothing to dismiss the call does nothing and `completion` does not run.
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Runs after the dismissed controller's `viewDidDisappear`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    world.methodTable.dismiss(self, flag, completion)
  }

  /// Shows `vc` in a primary context: pushes it when in a navigation controller, else presents.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = navigationController {
      navigation.show(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }
}
