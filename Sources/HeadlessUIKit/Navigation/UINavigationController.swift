import Foundation

/// A container that manages a stack of controllers, with a bar and a swipe-back gesture.
///
/// Pushes and pops animate on the world's virtual clock with UIKit's callback order
/// (`Docs/UIKitFacts.md` A2) and fail the way UIKit fails (F1, F2, F3, F9, F10, F11, F14, F15;
/// F12 and F13 freeze it), as the world's profile and SDK era say.
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first; updated when a change starts, as UIKit does.
  var stack: [UIViewController] = []
  var navigationState = NavigationState.idle
  /// Every animated transition that has not ended, oldest first.
  ///
  /// The current one and, in the legacy profile, the ones it overlaps (a frozen controller keeps
  /// its last). The controller owns them; the timers that end them refer to the controller
  /// weakly and find them by serial, so a world dropped mid-transition is freed.
  var liveTransitions: [NavigationTransition] = []
  /// The serial of the last transition started.
  var lastTransitionSerial = 0
  /// Which animator ran the last change of the stack (UIKit's private
  /// `_isUsingBuiltinAnimator`, `Docs/UIKitFacts.md` A5 R1).
  var lastAnimator = NavigationAnimator.builtin
  /// Whether the top changed while the controller was out of a window (UIKit's
  /// `needsDeferredTransition`): its delegate hears of it when the controller next appears.
  var needsDeferredTransition = false
  private let barStorage: UINavigationBar
  private let popGesture: UIScreenEdgePanGestureRecognizer
  private let defaultPopGestureDelegate = PopGestureDefaultDelegate()
  /// iOS 26's full-width swipe-back recognizer, made with the view in the fluid profile (see
  /// `UINavigationController+ContentPop.swift`).
  var contentPopGesture: UIPanGestureRecognizer?
  private var barHidden = false
  private var barHideGestureStorage: UIPanGestureRecognizer?

  /// The delegate told about shown controllers.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller with custom bar classes (the model uses its own bar).
  ///
  /// - Parameters:
  ///   - navigationBarClass: A `UINavigationBar` subclass, or `nil`.
  ///   - toolbarClass: A toolbar class, or `nil`.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    barStorage = UINavigationBar()
    popGesture = UIScreenEdgePanGestureRecognizer(
      target: nil,
      action: Selector(("handleNavigationTransition:"))
    )
    super.init(nibName: nil, bundle: nil)
    setUp()
  }

  /// Creates a navigation controller whose stack holds `rootViewController`.
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    barStorage = UINavigationBar()
    popGesture = UIScreenEdgePanGestureRecognizer(
      target: nil,
      action: Selector(("handleNavigationTransition:"))
    )
    super.init(nibName: nil, bundle: nil)
    setUp()
    // UIKit's initializer sends the push (D26 `initWithRootViewController:`): a subclass's
    // override and an exchanged implementation see it (`Docs/UIKitFacts.md` A15).
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name.
  ///   - nibBundleOrNil: The nib's bundle.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    barStorage = UINavigationBar()
    popGesture = UIScreenEdgePanGestureRecognizer(
      target: nil,
      action: Selector(("handleNavigationTransition:"))
    )
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  /// Creates a navigation controller from an archive.
  ///
  /// - Parameter aDecoder: The unarchiver.
  public required init?(coder aDecoder: NSCoder) {
    barStorage = UINavigationBar()
    popGesture = UIScreenEdgePanGestureRecognizer(
      target: nil,
      action: Selector(("handleNavigationTransition:"))
    )
    super.init(coder: aDecoder)
    setUp()
  }

  private func setUp() {
    barStorage.managingController = self
    popGesture.edges = .left
    popGesture.addTarget(self, action: Selector(("handleNavigationTransition:")))
    defaultPopGestureDelegate.navigationController = self
    popGesture.delegate = defaultPopGestureDelegate
  }

  override var asNavigationController: UINavigationController? { self }

  /// Creates the container view with the bar and the swipe-back gesture.
  open override func loadView() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    container.addSubview(barStorage)
    container.addGestureRecognizer(popGesture)
    if world.profile.hasInteractiveContentPopGesture {
      let recognizer = UIPanGestureRecognizer()
      recognizer.delegate = defaultPopGestureDelegate
      container.addGestureRecognizer(recognizer)
      contentPopGesture = recognizer
    }
    view = container
    if let top = stack.last { container.addSubview(top.loadedView) }
  }

  /// The controllers on the stack, bottom first.
  ///
  /// Setting it calls
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller presented over the top one, else the top one.
  open var visibleViewController: UIViewController? {
    guard let top = stack.last else { return presentedViewController }
    var visible = top
    while let presented = visible.presentedViewController, presented !== visible {
      visible = presented
    }
    return visible
  }

  /// Pushes `viewController`, animated on virtual time when `animated` is `true`.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether to animate.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    world.methodTable.pushViewController(self, viewController, animated)
  }

  /// Pops the top controller.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controller; `nil` at the root (F11) or when the call was deferred or
  ///   dropped.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    world.methodTable.popViewController(self, animated)
  }

  /// Pops until `viewController` is on top.
  ///
  /// - Parameters:
  ///   - viewController: The controller to reveal; not on the stack throws F9.
  ///   - animated: Whether to animate.
  /// - Returns: The popped controllers, or `nil` when nothing happened.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    world.methodTable.popToViewController(self, viewController, animated)
  }

  /// Pops until the root is on top.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controllers, or `nil` when nothing happened.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    world.methodTable.popToRootViewController(self, animated)
  }

  /// Replaces the stack.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack; an instance twice or a navigation controller throws F14.
  ///   - animated: Whether to animate when the top changes.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    world.methodTable.setViewControllers(self, viewControllers, animated)
  }

  /// Pushes `vc`.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// The navigation bar the controller manages.
  open var navigationBar: UINavigationBar { barStorage }

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether to animate (the bar animates for ``hideShowBarDuration``; its
  ///     visibility changes at once in the model).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    world.methodTable.setNavigationBarHidden(self, hidden, animated)
  }

  /// UIKit's `setNavigationBarHidden:animated:`: an animated change animates the bar for
  /// `hideShowBarDuration`.
  func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    if animated, hidden != barHidden { barStorage.animateVisibilityChange(in: world) }
    barHidden = hidden
    barStorage.isHidden = hidden
  }

  /// Whether the toolbar is hidden.
  open var isToolbarHidden = true

  /// Whether the bars hide when the user swipes.
  open var hidesBarsOnSwipe = false

  /// The recognizer that hides the bars on swipe (never driven by the model).
  open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideGesture }

  private var barHideGesture: UIPanGestureRecognizer {
    if let recognizer = barHideGestureStorage { return recognizer }
    let recognizer = UIPanGestureRecognizer()
    barHideGestureStorage = recognizer
    return recognizer
  }

  /// The duration of hiding or showing the bar (0.2 s, Docs/UIKitFacts.md A3).
  public static let hideShowBarDuration: CGFloat = 0.2

  /// The edge-swipe recognizer that pops the top controller.
  ///
  /// Its default delegate refuses at the root (and, after the legacy profile, during a
  /// transition).
  /// Replacing the delegate with one that allows the root freezes the controller (F12).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  /// The transition operations a delegate's animator can be asked for.
  public enum Operation: Int, Sendable {
    /// No operation.
    case none = 0
    /// A push.
    case push = 1
    /// A pop.
    case pop = 2
  }

  /// Whether F12 or F13 froze the controller.
  var isFrozen: Bool {
    if case .frozen = navigationState { return true }
    return false
  }

  /// The running transition, if any.
  var runningTransition: NavigationTransition? {
    if case .transitioning(let transition) = navigationState { return transition }
    return nil
  }
}
