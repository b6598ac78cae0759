import Baton
import BatonTesting
import BatonUIKit
import HeadlessUIKit
import Testing

/// One test's world: a HeadlessUIKit world on virtual time, a key window whose root is a
/// navigation controller, and the window's lane made with the stage's own environment (the
/// world's scheduler, a fresh diagnostics center), so that no test touches global state.
@MainActor
final class Stage {
  let world: Headless.World
  let environment: BatonEnvironment
  let window: UIWindow
  let navigation: UINavigationController
  let home: HomeScreen
  let diagnostics = DiagnosticsRecorder()
  /// Objects the story created that must be freed once it is over.
  let leaks = LeakWatch()
  private let stopObserving: () -> Void
  /// The lane made for the stage's window.
  private weak var madeLane: Lane?

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

  /// Makes the stage; `environment` nil gives it ``makeEnvironment(for:)`` of `world`.
  init(
    world: Headless.World,
    environment: BatonEnvironment? = nil,
    baton: Bool,
    showsWindow: Bool
  ) {
    self.world = world
    let environment = environment ?? Self.makeEnvironment(for: world)
    self.environment = environment
    home = HomeScreen()
    navigation =
      baton
      ? BatonNavigationController(rootViewController: home)
      : UINavigationController(rootViewController: home)
    window = UIWindow(windowScene: world.makeWindowScene())
    window.rootViewController = navigation
    let observation = diagnostics.observe(environment.diagnostics)
    stopObserving = { observation.cancel() }
    do {
      try window.baton.configure(environment)
      madeLane = window.baton.lane
    } catch {
      Issue.record("the stage's window already had a lane: \(error)")
    }
    if showsWindow { show() }
  }

  /// A test's environment: the world's scheduler, default settings, a fresh diagnostics center.
  static func makeEnvironment(
    for world: Headless.World,
    options: BatonOptions = BatonOptions(),
    configuration: Lane.Configuration = Lane.Configuration()
  ) -> BatonEnvironment {
    BatonEnvironment(
      scheduler: world.scheduler,
      configuration: configuration,
      options: options,
      diagnostics: DiagnosticsCenter()
    )
  }

  /// Makes the window key and visible and lets everything settle.
  func show() {
    window.makeKeyAndVisible()
    settle()
  }

  /// Runs the virtual clock until nothing is scheduled, or nothing but the stall check of the
  /// stage's lane while a visible pop-up holds its requests (waiting for the user: that check is
  /// due again every stall bound, for good).
  func settle() {
    for _ in 0..<100_000 {
      guard let next = scheduler.nextDeadline else { return }
      if let madeLane, madeLane.isHeldByGate, scheduler.pendingCount == 1 { return }
      scheduler.advance(to: next)
    }
    Issue.record("the virtual clock did not become idle")
  }

  /// Advances the virtual clock by `seconds`.
  func advance(_ seconds: Double) {
    scheduler.advance(by: seconds)
  }

  /// Checks that the story left nothing behind (the clock idle, nothing in flight or pending on
  /// the window's lane), then ends the lane and takes the window's hierarchy down.
  func tearDown(sourceLocation: SourceLocation = #_sourceLocation) {
    settle()
    let lane = self.lane
    if lane.isBusy || lane.pendingCount > 0 {
      let inFlight = lane.isBusy ? "a transition in flight and " : ""
      Issue.record(
        "the story left \(inFlight)\(lane.pendingCount) request(s) pending",
        sourceLocation: sourceLocation
      )
    }
    stopObserving()
    if let root = window.rootViewController, root.presentedViewController != nil {
      root.dismiss(animated: false)
    }
    settle()
    window.rootViewController = nil
    window.isHidden = true
    window.baton.endLane()
  }
}

/// Runs `body` on a fresh stage and tears it down afterwards; then checks that the story left
/// nothing pending and that the window, every controller left on screen and everything handed
/// to ``Stage/leaks`` were freed.
///
/// Windows the story makes itself get the stage's environment too (as the default while the
/// story runs).
@MainActor
func onStage<Result>(
  _ profile: Headless.Profile = .deferring,
  baton: Bool = true,
  showsWindow: Bool = true,
  options: BatonOptions = BatonOptions(),
  configuration: Lane.Configuration = Lane.Configuration(),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Stage) throws -> Result
) rethrows -> Result {
  let leaks = LeakWatch()
  let result: Result = try {
    let world = Headless.World(profile: profile)
    let environment = Stage.makeEnvironment(
      for: world,
      options: options,
      configuration: configuration
    )
    return try BatonEnvironment.withDefault(environment) {
      try world.run {
        let stage = Stage(
          world: world,
          environment: environment,
          baton: baton,
          showsWindow: showsWindow
        )
        defer {
          leaks.watch(stage.window, stage.navigation, stage.home)
          leaks.watch(contentsOf: stage.onScreen)
          leaks.watch(contentsOf: stage.leaks.objects)
          stage.tearDown(sourceLocation: sourceLocation)
        }
        return try body(stage)
      }
    }
  }()
  if leaks.leaked > 0 {
    Issue.record("\(leaks.leaked) object(s) leaked after the story", sourceLocation: sourceLocation)
  }
  return result
}

/// ``onStage(_:baton:showsWindow:options:configuration:sourceLocation:_:)`` for an `async`
/// story.
///
/// The default environment is left alone (other tests may run while this one is suspended):
/// only the stage's window gets the stage's environment.
@MainActor
func onAsyncStage<Result>(
  _ profile: Headless.Profile = .deferring,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Stage) async throws -> Result
) async rethrows -> Result {
  let leaks = LeakWatch()
  let world = Headless.World(profile: profile)
  let result: Result = try await world.run {
    let stage = Stage(world: world, baton: true, showsWindow: true)
    defer {
      leaks.watch(stage.window, stage.navigation, stage.home)
      leaks.watch(contentsOf: stage.onScreen)
      leaks.watch(contentsOf: stage.leaks.objects)
      stage.tearDown(sourceLocation: sourceLocation)
    }
    return try await body(stage)
  }
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
