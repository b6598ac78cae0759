import Foundation
import HeadlessUIKit

/// Collects callbacks in the order they happen, as strings like "B.viewWillAppear".
@MainActor
final class CallbackLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  func removeAll() {
    entries.removeAll()
  }
}

/// A screen that logs its appearance and containment callbacks under a short name.
@MainActor
final class LoggingViewController: UIViewController {
  let name: String
  let log: CallbackLog
  var isMovingToParentDuringWillAppear: Bool?
  var isMovingFromParentDuringWillDisappear: Bool?
  var isBeingPresentedDuringWillAppear: Bool?
  var isBeingDismissedDuringWillDisappear: Bool?
  /// Whether the view was in a window during `viewDidDisappear` (nil before it ran); a Bool, not
  /// the window: a controller holding its window would be a cycle.
  var wasInWindowDuringDidDisappear: Bool?

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    isMovingToParentDuringWillAppear = isMovingToParent
    isBeingPresentedDuringWillAppear = isBeingPresented
    log.append("\(name).viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name).viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    isMovingFromParentDuringWillDisappear = isMovingFromParent
    isBeingDismissedDuringWillDisappear = isBeingDismissed
    log.append("\(name).viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    wasInWindowDuringDidDisappear = view.window != nil
    log.append("\(name).viewDidDisappear")
  }
}

/// A navigation delegate that logs will-show and did-show.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let log: CallbackLog

  init(log: CallbackLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("willShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append("didShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
  }
}

/// A window showing a navigation controller whose root is a logging screen named "A".
@MainActor
struct NavigationStage {
  let world: Headless.World
  let log = CallbackLog()
  let window: UIWindow
  let navigation: UINavigationController
  let root: LoggingViewController
  let delegate: LoggingNavigationDelegate

  init(profile: Headless.Profile = .deferring) {
    let world = Headless.World(profile: profile)
    self.world = world
    let log = self.log
    (window, navigation, root, delegate) = world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let root = LoggingViewController("A", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let delegate = LoggingNavigationDelegate(log: log)
      navigation.delegate = delegate
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      return (window, navigation, root, delegate)
    }
    log.removeAll()
  }

  func screen(_ name: String) -> LoggingViewController {
    world.run { LoggingViewController(name, log: log) }
  }

  func advance(by seconds: TimeInterval) {
    world.scheduler.advance(by: seconds)
  }

  /// Runs everything pending; the scheduler must end idle.
  func settle() {
    world.scheduler.runUntilIdle()
  }
}
