import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Everything a storm life makes is freed when the storm ends: checked with weak references
/// over a small storm per strategy, on the legacy profile, whose crashes start new lives.
@MainActor
@Suite struct StormLifeLeakTests {
  /// Weak references to what the lives of a storm made, by kind.
  @MainActor
  private final class LifeObjects {
    private(set) var made: [(kind: String, object: () -> AnyObject?)] = []

    func watch(_ app: LabApp) {
      keep("world", app.world)
      keep("window", app.window)
      if let scene = app.window.windowScene { keep("scene", scene) }
      keep("tab bar", app.tabBar)
      for stack in app.stacks {
        keep("navigation controller", stack)
        for screen in stack.viewControllers { keep("screen", screen) }
      }
      keep("strategy", app.strategy)
      if let lane = (app.strategy as? BatonStrategy)?.lane { keep("lane", lane) }
    }

    func keep(_ kind: String, _ object: AnyObject) {
      weak let reference = object
      made.append((kind, { reference }))
    }

    /// The kinds of the objects still alive, with how many of each.
    func alive(among kinds: Set<String>) -> [String: Int] {
      made.filter { kinds.contains($0.kind) && $0.object() != nil }
        .reduce(into: [:]) { counts, entry in counts[entry.kind, default: 0] += 1 }
    }
  }

  /// What `HeadlessUIKit` keeps in a cycle today: `World.application` → the app's scenes →
  /// `UIScene.world` (issue 10; fixed in HeadlessUIKit on another branch).
  private static let worldCycle: Set<String> = ["world", "scene"]
  /// What the lab itself makes and must free.
  private static let labMade: Set<String> = [
    "window", "tab bar", "navigation controller", "screen", "strategy", "lane",
  ]

  @Test(arguments: StrategyName.allCases)
  func everyObjectOfALifeThatEndsNormallyIsFreed(strategy: StrategyName) throws {
    let lives = LifeObjects()
    try runScript(
      "tap detail\nsettle\ntap login\nsettle\ntap close\nsettle\nback\nsettle",
      strategy: strategy,
      watch: lives.watch
    )
    #expect(lives.made.count >= 8)
    #expect(lives.alive(among: Self.labMade) == [:])
    withKnownIssue("HeadlessUIKit's World ⇄ scene cycle (issue 10)", isIntermittent: true) {
      #expect(lives.alive(among: Self.worldCycle) == [:])
    }
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
    let metrics = StormRunner.run(
      StormShard.split(configuration)[0],
      of: configuration,
      trace: &trace,
      watchLife: lives.watch
    )
    #expect(lives.made.count > 0)
    // A life that crashed or was force-quit leaves work in its world's scheduler (and a
    // crash-time transition in the world), which holds that life's controllers, which hold the
    // world: HeadlessUIKit keeps them until it drops an abandoned world's work (issue 10).
    let abandonedLives = metrics.restarts + metrics.relaunches
    withKnownIssue(
      "HeadlessUIKit keeps an abandoned world's pending work (issue 10)",
      isIntermittent: true
    ) {
      #expect(lives.alive(among: Self.labMade) == [:])
    } when: {
      abandonedLives > 0
    }
    withKnownIssue("HeadlessUIKit's World ⇄ scene cycle (issue 10)", isIntermittent: true) {
      #expect(lives.alive(among: Self.worldCycle) == [:])
    }
  }

  /// Runs `script` (the scenario language) in a session of its own, which ends with it.
  private func runScript(
    _ script: String,
    strategy: StrategyName,
    watch: (LabApp) -> Void
  ) throws {
    let scenario = try ScenarioParser.parse(script)
    let session = LabSession(strategy: strategy, profile: .modern)
    watch(session.app)
    _ = ScenarioRunner.run(scenario, in: session)
    session.settle()
    watch(session.app)
    #expect(session.probe.restarts == 0)
    session.finish()
  }
}
