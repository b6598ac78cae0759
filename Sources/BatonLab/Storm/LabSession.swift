import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Runs the app under test over its lives: drives virtual time, performs the user's actions,
/// and restarts the app (a new world and window) after a crash, which is counted.
@MainActor
final class LabSession {
  let strategy: StrategyName
  let profile: LabProfile
  let probe: LabProbe
  private(set) var app: LabApp
  /// Called with each new life before its window is shown (a storm may open a deep link then).
  var onLaunch: ((LabApp) -> Void)?
  /// Whether a new life shows its window by itself after ``LabApp/launchDelay``.
  var launchesByItself = true
  /// Called after each step of the virtual clock (a pop-up watch looks at the screen then).
  var afterEachStep: (() -> Void)?
  private var stuckLocksSeen = 0
  /// The world the session itself bound around the code running now, if any: its own nested
  /// bindings of that world then call their body directly, without reading the task-local
  /// binding (nothing inside binds another world around a call back into the session).
  private var boundWorld: Headless.World?

  /// The adapter's default environment before this session, put back by ``finish()``.
  private let previousLaneEnvironment: BatonEnvironment

  /// A session of `strategy` on `profile`.
  ///
  /// - Parameters:
  ///   - strategy: How the app calls UIKit.
  ///   - profile: The simulated UIKit's era.
  ///   - trace: Where to record the timeline, if anywhere.
  ///   - keepsEveryIntent: Whether the probe's ledger keeps closed intents too (a scenario checks
  ///     them by number; a storm lets them go).
  init(
    strategy: StrategyName,
    profile: LabProfile,
    trace: LabTrace? = nil,
    keepsEveryIntent: Bool = false
  ) {
    previousLaneEnvironment = BatonEnvironment.default
    self.strategy = strategy
    self.profile = profile
    probe = LabProbe(keepsEveryIntent: keepsEveryIntent)
    probe.trace = trace
    let world = Self.makeWorld(profile)
    let probe = self.probe
    probe.beginLife(world)
    app = world.run { LabApp(world: world, life: 0, probe: probe, strategy: strategy) }
  }

  private static func makeWorld(_ profile: LabProfile) -> Headless.World {
    Headless.World(profile: profile.worldProfile)
  }

  /// Starts the current life: the launch hook, then the window after the launch delay.
  func start() {
    let app = self.app
    app.world.run {
      onLaunch?(app)
      if launchesByItself {
        // Weak: the session owns the app; a life that ends before its launch has nothing to
        // show, and its world's scheduler must not keep it alive.
        app.world.scheduler.run(after: LabApp.launchDelay) { [weak app] in app?.launch() }
      }
    }
  }

  /// Ends the session: the current life ends (see ``endLife()``), and the adapter's default
  /// environment is put back as it was.
  func finish() {
    endLife()
    BatonEnvironment.default = previousLaneEnvironment
  }

  /// Ends the current life: its window's lane, if Baton made one, ends with it rather than
  /// waiting in the registry for the next sweep, and the work the app scheduled and has not
  /// run is cancelled (``LabApp/end()``), so that the life's world can be freed.
  private func endLife() {
    let app = self.app
    app.world.run {
      if strategy == .baton || strategy == .guard { app.window.baton.endLane() }
      app.end()
    }
  }

  /// The run's virtual time.
  var now: TimeInterval { probe.now }

  /// Runs `body` with the current life's world bound.
  func run<R>(_ body: (LabApp) -> R) -> R {
    let app = self.app
    let result = within(app.world) {
      let result = body(app)
      lookAtLane()
      return result
    }
    restartIfCrashed()
    return result
  }

  /// Runs `body` with the current life's world bound, once for many steps.
  ///
  /// Inside it, the session's own bindings of the same world cost nothing. A crash or a
  /// force-quit during `body` starts a new life whose world the session binds inside it as
  /// needed; the caller should leave and call again for the new life.
  func withinCurrentWorld(_ body: () -> Void) {
    within(app.world, body)
  }

  /// Runs `body` with `world` bound, without binding it again when the session already did.
  private func within<R>(_ world: Headless.World, _ body: () -> R) -> R {
    if world === boundWorld { return body() }
    let outer = boundWorld
    boundWorld = world
    defer { boundWorld = outer }
    return world.run(body)
  }

  /// Moves virtual time forward by `interval`, running what falls due and restarting the app
  /// after a crash.
  func advance(by interval: TimeInterval) {
    let target = now + max(0, interval)
    var reachedTarget = false
    while !reachedTarget {
      let world = app.world
      let scheduler = world.scheduler
      let localTarget = target - (now - scheduler.now)
      reachedTarget = within(world) {
        while let next = scheduler.nextDeadline, next <= localTarget {
          scheduler.advance(to: next)
          afterEachStep?()
          lookAtLane()
          if probe.lifeCrashed { return false }
        }
        scheduler.advance(to: localTarget)
        afterEachStep?()
        lookAtLane()
        return true
      }
      restartIfCrashed()
    }
  }

  /// Runs until nothing is left to do, or `limit` virtual seconds passed.
  func settle(limit: TimeInterval = 120) {
    let deadline = now + limit
    while let next = app.world.scheduler.nextDeadline {
      let scheduler = app.world.scheduler
      guard now - scheduler.now + next <= deadline else { break }
      within(app.world) {
        scheduler.advance(to: next)
        afterEachStep?()
        lookAtLane()
      }
      restartIfCrashed()
    }
  }

  /// One look at the current life's lane, if its strategy has one, for requests stranded with
  /// nothing running (``StrandedRequestWatch``): after every step of the clock and every action.
  private func lookAtLane() {
    guard let lane = app.strategy.lane else { return }
    probe.stranded.look(isStalled: app.isStalled(lane), at: app.world.scheduler.now)
  }

  /// The run ends: a request still stranded in the lane, with nothing left to run, counts.
  func finishLaneWatch() {
    guard let lane = app.strategy.lane else { return }
    within(app.world) {
      probe.stranded.finish(
        isStalled: app.isStalled(lane),
        worldIsIdle: app.world.scheduler.nextDeadline == nil,
        at: app.world.scheduler.now
      )
    }
  }

  /// Waits (in virtual time) until the current life's window is visible.
  func waitUntilLaunched() {
    var guardSteps = 0
    while !app.isLaunched && guardSteps < 100 {
      guardSteps += 1
      advance(by: LabApp.launchDelay)
    }
  }

  /// The user force-quits an app that no longer responds, and it relaunches.
  ///
  /// Unresponsive means a frozen navigation controller (F12, F13) or a lock just found stuck;
  /// what the app had pending stays lost.
  func relaunchIfUnresponsive() {
    let frozen = app.stacks.contains { app.world.isFrozen($0) }
    let stuck = probe.activity.stuckLocks > stuckLocksSeen
    stuckLocksSeen = probe.activity.stuckLocks
    guard frozen || stuck else { return }
    probe.endUnresponsiveLife()
    relaunch()
  }

  private func restartIfCrashed() {
    guard probe.lifeCrashed else { return }
    probe.endCrashedLife()
    relaunch()
  }

  private func relaunch() {
    endLife()
    let world = Self.makeWorld(profile)
    probe.beginLife(world)
    let life = probe.life
    app = world.run { LabApp(world: world, life: life, probe: probe, strategy: strategy) }
    start()
  }
}
