// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// `run` is sync and async by contract (Docs/ModuleContracts.md section 3).

import Baton
import BatonTesting
import Foundation

extension Headless {
  /// One simulated app: its clock, its profile, its application object and what went wrong.
  ///
  /// Every UIKit-spelled object captures the world that is current when it is created, so
  /// tests that run in parallel never share state:
  ///
  /// ```swift
  /// let world = Headless.World(profile: .deferring)
  /// world.run {
  ///   let window = UIWindow(windowScene: world.makeWindowScene())
  ///   window.rootViewController = UINavigationController(rootViewController: UIViewController())
  ///   window.makeKeyAndVisible()
  ///   world.scheduler.advance(by: 1)
  /// }
  /// ```
  @MainActor
  public final class World {
    /// The virtual clock on which every animation of this world runs.
    public let scheduler: VirtualScheduler
    /// Which generation of UIKit the model imitates.
    public var profile: Profile {
      get { settings.profile }
      set { settings.profile = newValue }
    }
    /// The SDK era the simulated app was built with (SDK-gated behaviours: F9, cancelled swipes).
    public var sdk: SDKEra {
      get { settings.sdk }
      set { settings.sdk = newValue }
    }
    /// The durations of the animations.
    public var durations: Durations {
      get { settings.durations }
      set { settings.durations = newValue }
    }
    /// The unconfirmed behaviours the model assumes.
    public var assumptions: Assumptions {
      get { settings.assumptions }
      set { settings.assumptions = newValue }
    }
    /// The application object (`UIApplication.shared` inside `run(_:)`).
    public let application: UIApplication
    /// Every fault recorded so far, oldest first.
    public var faults: [Fault] { faultLog }
    /// Whether a crash-class fault was recorded since the last ``clearCrash()``.
    public var hasCrashed: Bool { crashed }

    /// The storage of ``profile``, ``sdk``, ``durations`` and ``assumptions``.
    private var settings: Settings
    /// The storage of ``faults``.
    private var faultLog: [Fault] = []
    /// The storage of ``hasCrashed``.
    private var crashed = false
    private var observers: [@MainActor (Event) -> Void] = []
    /// Whether anyone listens for events; the hot path builds events only then.
    var hasObservers = false
    /// Interactive pops whose navigation controller must treat its next pop as the swipe's.
    weak var pendingSwipe: UINavigationController?
    /// The implementations of the seven transition entry points (the model of the Objective-C
    /// runtime's method exchange, `Docs/UIKitFacts.md` A15).
    public let methodTable = MethodTable()

    /// Creates a world with its own clock and application.
    ///
    /// - Parameters:
    ///   - profile: Which era of UIKit to imitate (default ``Profile/deferring``).
    ///   - sdk: The SDK era of the app (default: the profile's ``Profile/defaultSDK``).
    ///   - scheduler: The virtual clock (default: a new one at time zero).
    ///   - durations: The animation durations.
    public init(
      profile: Profile = .deferring,
      sdk: SDKEra? = nil,
      scheduler: VirtualScheduler = VirtualScheduler(),
      durations: Durations = .init()
    ) {
      self.settings = Settings(
        profile: profile,
        sdk: sdk ?? profile.defaultSDK,
        durations: durations,
        assumptions: Assumptions()
      )
      self.scheduler = scheduler
      self.application = UIApplication(headless: ())
    }

    private static let fallback = World()

    /// The world bound by the innermost `run(_:)`; a process-wide default otherwise.
    public static var current: World {
      WorldBinding.world ?? fallback
    }

    /// Runs `body` with this world as ``current``.
    ///
    /// When this world is already the one bound (a run nested in a run of the same world),
    /// `body` is called directly: binding it again would change nothing but cost a task-local
    /// push and pop per call.
    ///
    /// - Parameter body: The code that creates and drives UIKit objects.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
      if WorldBinding.world === self { return try body() }
      return try WorldBinding.$world.withValue(self) { try body() }
    }

    /// Runs the asynchronous `body` with this world as ``current``.
    ///
    /// Like the synchronous form, a run nested in a run of the same world calls `body` directly.
    ///
    /// - Parameter body: The code that creates and drives UIKit objects.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<R>(_ body: () async throws -> R) async rethrows -> R {
      // Already bound in this task: the binding lasts across every suspension of `body`.
      if WorldBinding.world === self { return try await body() }
      return try await WorldBinding.$world.withValue(self) { try await body() }
    }

    /// Forgets the crash mark, as the lab does when it "restarts" the app after counting a crash.
    public func clearCrash() {
      crashed = false
    }

    /// Creates a connected window scene in ``application``.
    ///
    /// - Returns: The new scene, in the foreground and active.
    public func makeWindowScene() -> UIWindowScene {
      let scene = UIWindowScene(world: self)
      application.connect(scene)
      return scene
    }

    /// Whether `navigationController` froze (F12, F13): it ignores pushes, pops and swipes.
    ///
    /// - Parameter navigationController: The navigation controller to ask about.
    /// - Returns: `true` once it froze.
    public func isFrozen(_ navigationController: UINavigationController) -> Bool {
      navigationController.isFrozen
    }

    /// Calls `observer` with every later event of this world, for as long as the world lives.
    ///
    /// - Parameter observer: Receives transitions and faults.
    public func addObserver(_ observer: @escaping @MainActor (Event) -> Void) {
      observers.append(observer)
      hasObservers = true
    }

    func emit(_ event: Event) {
      for observer in observers { observer(event) }
    }

    /// Records a fault with UIKit's text; a crash-class fault marks the app as crashed.
    func record(_ kind: FaultKind, _ message: String, isCrash: Bool? = nil) {
      let fault = Fault(kind: kind, message: message, time: scheduler.now, isCrash: isCrash)
      faultLog.append(fault)
      if fault.isCrash { crashed = true }
      if hasObservers { emit(.fault(fault)) }
    }

    /// The settings a world reads on every transition, kept together.
    struct Settings {
      var profile: Profile
      var sdk: SDKEra
      var durations: Durations
      var assumptions: Assumptions
    }

    /// Forgets the recorded faults (the crash mark stays; see ``clearCrash()``).
    public func removeAllFaults() {
      faultLog.removeAll()
    }
  }
}
