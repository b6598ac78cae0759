import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// One test's world: a HeadlessUIKit world on virtual time, a key window whose root is a
/// navigation controller, and the adapter pointed at the world's scheduler.
@MainActor
final class Stage {
  let world: Headless.World
  let window: UIWindow
  let navigation: UINavigationController
  let home: HomeScreen
  let diagnostics = DiagnosticsRecorder()
  /// Objects the story created that must be freed once it is over.
  let leaks = LeakWatch()
  private var observation: ObservationToken?

  /// Every controller on screen: the stack and the presented chain.
  var onScreen: [AnyObject] {
    var controllers: [AnyObject] = stack
    var presented = window.rootViewController?.presentedViewController
    while let current = presented {
      controllers.append(current)
      presented = current.presentedViewController
    }
    return controllers
  }

  var scheduler: VirtualScheduler { world.scheduler }
  var faults: [Headless.FaultKind] { world.faults.map(\.kind) }
  var diagnosticCodes: [Diagnostic.Code] { diagnostics.codes }
  var stack: [UIViewController] { navigation.viewControllers }
  var screenNames: [String] { stack.map { "\(type(of: $0))" } }
  var lane: Lane { BatonLanes.lane(for: window) }

  init(world: Headless.World, baton: Bool, showsWindow: Bool) {
    self.world = world
    BatonLanes.scheduler = world.scheduler
    BatonLanes.schedulerProvider = nil
    BatonLanes.configuration = Lane.Configuration()
    BatonLanes.options = BatonOptions()
    let center = DiagnosticsCenter()
    BatonLanes.diagnostics = center
    home = HomeScreen()
    navigation =
      baton
      ? BatonNavigationController(rootViewController: home)
      : UINavigationController(rootViewController: home)
    window = UIWindow(windowScene: world.makeWindowScene())
    window.rootViewController = navigation
    observation = diagnostics.observe(center)
    if showsWindow { show() }
  }

  /// Makes the window key and visible and lets everything settle.
  func show() {
    window.makeKeyAndVisible()
    settle()
  }

  /// Runs the virtual clock until nothing is scheduled.
  func settle() {
    let idle = scheduler.runUntilIdle(maxSteps: 100_000)
    if !idle { Issue.record("the virtual clock did not become idle") }
  }

  /// Advances the virtual clock by `seconds`.
  func advance(_ seconds: Double) {
    scheduler.advance(by: seconds)
  }

  /// Ends the adapter's lane of this window, takes the window's hierarchy down, and detaches
  /// the adapter from this world.
  func tearDown() {
    observation?.cancel()
    if let root = window.rootViewController, root.presentedViewController != nil {
      root.dismiss(animated: false)
    }
    settle()
    window.rootViewController = nil
    window.isHidden = true
    BatonLanes.endLane(for: window)
    BatonLanes.scheduler = VirtualScheduler()
    BatonLanes.diagnostics = DiagnosticsCenter()
  }
}

/// Runs `body` on a fresh stage and tears it down afterwards; then checks that the window,
/// every controller left on screen and everything handed to ``Stage/leaks`` were freed.
@MainActor
func onStage<Result>(
  _ profile: Headless.Profile = .modern,
  baton: Bool = true,
  showsWindow: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Stage) throws -> Result
) rethrows -> Result {
  let leaks = LeakWatch()
  let result: Result = try {
    let world = Headless.World(profile: profile)
    return try world.run {
      let stage = Stage(world: world, baton: baton, showsWindow: showsWindow)
      defer {
        leaks.watch(stage.window, stage.navigation, stage.home)
        leaks.watch(contentsOf: stage.onScreen)
        leaks.watch(contentsOf: stage.leaks.objects)
        stage.tearDown()
      }
      return try body(stage)
    }
  }()
  if leaks.leaked > 0 {
    Issue.record("\(leaks.leaked) object(s) leaked after the story", sourceLocation: sourceLocation)
  }
  return result
}

/// Collects outcomes by label, in delivery order.
@MainActor
final class Outcomes {
  private(set) var all: [(String, TransitionOutcome)] = []

  func callback(_ label: String) -> @MainActor (TransitionOutcome) -> Void {
    { [weak self] outcome in self?.all.append((label, outcome)) }
  }

  subscript(label: String) -> [TransitionOutcome] {
    all.filter { $0.0 == label }.map(\.1)
  }

  var labels: [String] { all.map(\.0) }
}

/// Weak references that must all be nil once a story is over.
@MainActor
final class LeakWatch {
  private var references: [() -> AnyObject?] = []

  func watch(_ objects: AnyObject...) {
    watch(contentsOf: objects)
  }

  func watch(contentsOf objects: [AnyObject]) {
    for object in objects {
      references.append { [weak object] in object }
    }
  }

  var objects: [AnyObject] { references.compactMap { $0() } }

  var leaked: Int { references.filter { $0() != nil }.count }
}
