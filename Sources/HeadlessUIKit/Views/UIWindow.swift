import Foundation

/// The backdrop for an app's user interface and the object that dispatches events to views.
///
/// A window is hidden until ``makeKeyAndVisible()`` (or `isHidden = false`); while visible, its
/// root view controller's view is in it and the root has appeared.
@MainActor
open class UIWindow: UIView {
  /// The world this window belongs to.
  let world: Headless.World
  private weak var sceneStorage: UIWindowScene?
  private var rootStorage: UIViewController?
  /// Navigation transitions running in this window (modern `present` waits for them).
  var runningNavigationTransitions = 0
  /// The modal transition running in this window, if any (F6, F15).
  var modalTransition: ModalTransition?
  /// Work waiting for the window's navigation transitions to end (modern `present`).
  var waitingForNavigation: [@MainActor () -> Void] = []
  /// The keyboard of this window's text fields.
  let keyboard = Keyboard()

  /// Creates a window attached to a window scene.
  ///
  /// - Parameter windowScene: The scene that shows the window.
  public init(windowScene: UIWindowScene) {
    world = windowScene.world ?? Headless.World.current
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    isHidden = true
    self.windowScene = windowScene
  }

  /// Creates a window with the given frame and no scene.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    world = Headless.World.current
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    world = Headless.World.current
    super.init(coder: coder)
    isHidden = true
  }

  override var asWindow: UIWindow? { self }

  /// The window itself.
  open override var window: UIWindow? { self }

  /// The scene that shows the window.
  open weak var windowScene: UIWindowScene? {
    get { sceneStorage }
    set {
      guard newValue !== sceneStorage else { return }
      sceneStorage?.remove(self)
      sceneStorage = newValue
      newValue?.add(self)
    }
  }

  /// The window's position on the z-axis.
  open var windowLevel: UIWindow.Level = .normal

  /// Whether the window is hidden; showing it makes its root view controller appear.
  open override var isHidden: Bool {
    didSet {
      guard oldValue != isHidden else { return }
      if isHidden {
        if let root = rootStorage { detachRoot(root) }
      } else if let root = rootStorage {
        attachRoot(root)
      }
    }
  }

  /// The root view controller; replacing it swaps the window's content.
  open var rootViewController: UIViewController? {
    get { rootStorage }
    set {
      guard newValue !== rootStorage else { return }
      if let old = rootStorage, !isHidden { detachRoot(old) }
      rootStorage?.windowOfRoot = nil
      rootStorage = newValue
      newValue?.windowOfRoot = self
      if let root = newValue, !isHidden { attachRoot(root) }
    }
  }

  private func attachRoot(_ root: UIViewController) {
    let view = root.loadedView
    root.beginAppearance(true, animated: false)
    insertSubview(view, at: 0)
    root.endAppearance()
  }

  private func detachRoot(_ root: UIViewController) {
    root.beginAppearance(false, animated: false)
    root.viewIfLoaded?.removeFromSuperview()
    root.endAppearance()
  }

  /// Whether this is the app's key window.
  open var isKeyWindow: Bool { world.application.keyWindowStorage === self }

  /// Makes the window key and visible.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window key without changing its visibility.
  open func makeKey() {
    let application = world.application
    guard application.keyWindowStorage !== self else { return }
    let previous = application.keyWindowStorage
    application.keyWindowStorage = self
    windowScene?.keyWindowStorage = self
    previous?.resignKey()
    becomeKey()
  }

  /// Called when the window became key.
  open func becomeKey() {}

  /// Called when the window stopped being key.
  open func resignKey() {}

  /// The application, as the next responder.
  open override var next: UIResponder? { windowScene ?? world.application }

  /// The position of a window on the z-axis.
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat

    /// Creates a level.
    ///
    /// - Parameter rawValue: The level's value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Creates a level.
    ///
    /// - Parameter rawValue: The level's value.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default level.
    public static let normal = Level(0)
    /// The level of the status bar.
    public static let statusBar = Level(1000)
    /// The level of alerts.
    public static let alert = Level(2000)
  }
}
