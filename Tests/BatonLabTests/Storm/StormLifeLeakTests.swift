import BatonUIKit
import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Everything a life of the app makes (its world and clock, window, scene, controllers,
/// strategy, lane) is freed when that life ends: a life that ends normally, the lives of a
/// storm, and a life abandoned mid-transition by a crash or a force-quit, with work still
/// pending in its world's scheduler. Checked with weak references, for every strategy.
@MainActor
@Suite struct StormLifeLeakTests {
  /// Weak references to what the lives of a session made, by kind.
  @MainActor
  private final class LifeObjects {
    private(set) var made: [(kind: String, object: () -> AnyObject?)] = []

    func watch(_ app: LabApp) {
      keep("world", app.world)
      keep("scheduler", app.world.scheduler)
      keep("window", app.window)
      if let scene = app.window.windowScene { keep("scene", scene) }
      keep("tab bar", app.tabBar)
      for stack in app.stacks {
        keep("navigation controller", stack)
        for screen in stack.viewControllers { keep("screen", screen) }
      }
      var presented = app.tabBar.presentedViewController
      while let screen = presented {
        keep("presented screen", screen)
        presented = screen.presentedViewController
      }
      keep("strategy", app.strategy)
      if let lane = (app.strategy as? BatonStrategy)?.lane { keep("lane", lane) }
    }

    func keep(_ kind: String, _ object: AnyObject) {
      weak let reference = object
      made.append((kind, { reference }))
    }

    /// The kinds of the objects still alive, with how many of each.
    var alive: [String: Int] {
      made.filter { $0.object() != nil }
        .reduce(into: [:]) { counts, entry in counts[entry.kind, default: 0] += 1 }
    }
  }

  /// How a test abandons a life.
  enum LifeEnd: String, CaseIterable, Sendable {
    /// A crash-class fault (F8, presenting a controller that has a parent): the app restarts.
    case crash
    /// A frozen navigation controller (F13, a swipe that begins during a push): the user
    /// force-quits the app, which relaunches.
    case forceQuit
  }

  @Test(arguments: StrategyName.allCases)
  func everyObjectOfALifeThatEndsNormallyIsFreed(strategy: StrategyName) throws {
    let lives = LifeObjects()
    try runScript(
      "tap detail\nsettle\ntap login\nsettle\ntap close\nsettle\nback\nsettle",
      strategy: strategy,
      watch: lives.watch
    )
    #expect(lives.made.count >= 9)
    #expect(lives.alive == [:])
  }

  @Test(arguments: StrategyName.allCases)
  func everyObjectOfEveryLifeIsFreedWhenTheStormEnds(strategy: StrategyName) {
    let lives = LifeObjects()
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: .legacy,
      seed: 3,
      actions: 400
    )
    var trace: LabTrace?
    _ = StormRunner.run(
      StormShard.split(configuration)[0],
      of: configuration,
      trace: &trace,
      watchLife: lives.watch
    )
    #expect(lives.made.count > 0)
    // A request from a screen that had left the window ran on a lane of its own, which the
    // registry holds (with its clock) until the next use after that screen went away: use it.
    _ = BatonLanes.liveLaneCount
    #expect(lives.alive == [:])
  }

  /// A life abandoned while a push runs, a second navigation call waits (queued, deferred or
  /// in a hop) and a fetch's reply is due: its objects are freed as soon as the next life
  /// begins, while the session goes on; the next life's, when the session ends.
  @Test(arguments: StrategyName.allCases, LifeEnd.allCases)
  func aLifeAbandonedMidTransitionIsFreedWhenItEnds(strategy: StrategyName, end: LifeEnd)
    throws
  {
    // The force quit answers an F13 freeze, which iOS 26 (`fluid`) no longer has: a swipe
    // during the push preempts it (Docs/UIKitFacts.md F13).
    let profiles: [LabProfile] =
      end == .forceQuit ? [.legacy, .deferring] : [.legacy, .deferring, .fluid]
    for profile in profiles {
      let lives = LifeObjects()
      try abandonALife(strategy: strategy, profile: profile, by: end, watching: lives)
      #expect(lives.made.count >= 20, "\(profile)")
      #expect(lives.alive == [:], "\(profile)")
    }
  }

  /// Runs a session whose first life is abandoned mid-transition by `end`, and expects that
  /// life's objects freed once the second life began.
  private func abandonALife(
    strategy: StrategyName,
    profile: LabProfile,
    by end: LifeEnd,
    watching lives: LifeObjects
  ) throws {
    let session = LabSession(strategy: strategy, profile: profile)
    session.start()
    session.waitUntilLaunched()
    session.perform(.tap(.detail))
    session.settle()
    session.perform(.tap(.fetch))
    session.perform(.doubleTap(.comments))
    try advanceUntilAPushRuns(in: session)
    lives.watch(session.app)
    #expect(!session.app.world.scheduler.isIdle, "\(profile)")
    try #require(session.probe.restarts + session.probe.relaunches == 0, "\(profile)")

    abandonLife(of: session, by: end)

    #expect(session.probe.life == 1, "\(profile)")
    #expect(lives.alive == [:], "\(profile): the abandoned life")
    lives.watch(session.app)
    session.finish()
  }

  /// Lets virtual time pass until a push animates on the first tab's stack (the delay fix
  /// makes it only after its hop).
  private func advanceUntilAPushRuns(in session: LabSession) throws {
    for _ in 0..<20 where session.app.stacks[0].transitionCoordinator == nil {
      session.advance(by: 0.05)
    }
    try #require(session.app.stacks[0].transitionCoordinator != nil)
  }

  private func abandonLife(of session: LabSession, by end: LifeEnd) {
    switch end {
    case .crash:
      session.run { app in
        // The guard would queue this present behind the running push and refuse it at its
        // turn; the crash needs UIKit's own present. After `uninstall()` a call still waits
        // behind what the window's lane holds, so the lane ends first, as the
        // crash would end it.
        if BatonGuard.isInstalled {
          BatonGuard.uninstall()
          app.window.baton.endLane()
        }
        app.stacks[1].topViewController?.present(app.stacks[0], animated: false)
      }
      #expect(session.probe.restarts == 1)
    case .forceQuit:
      session.run { app in
        // Without a delegate nothing refuses the swipe while the push runs: F13 freezes.
        // (fd-fullscreen-pop turned UIKit's edge swipe off at the first push; the freeze needs it.)
        if app.stacks[0] is FDFullscreenPopNavigationController {
          app.stacks[0].interactivePopGestureRecognizer?.isEnabled = true
        }
        app.stacks[0].interactivePopGestureRecognizer?.delegate = nil
        _ = app.world.beginInteractivePop(on: app.stacks[0])
      }
      session.relaunchIfUnresponsive()
      #expect(session.probe.relaunches == 1)
    }
  }

  /// Runs `script` (the scenario language) in a session of its own, which ends with it.
  private func runScript(
    _ script: String,
    strategy: StrategyName,
    watch: (LabApp) -> Void
  ) throws {
    let scenario = try ScenarioParser.parse(script)
    let session = LabSession(strategy: strategy, profile: .deferring)
    watch(session.app)
    _ = ScenarioRunner.run(scenario, in: session)
    session.settle()
    watch(session.app)
    #expect(session.probe.restarts == 0)
    session.finish()
  }
}
