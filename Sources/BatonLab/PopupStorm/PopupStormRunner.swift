import Baton
import Foundation
import SeededRandom

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Runs the focused pop-up storm: a launch round, then seeded events (pushes, pops, alerts from
/// user events and late network replies, home-only alerts, answers, background and foreground,
/// forced log-outs), and watches the screen after every step of the virtual clock.
@MainActor
enum PopupStormRunner {
  /// The launch round: force update, notification permission, promotion.
  static let launchRound: [PopupStormEvent] = PopupUser.launchRound.map { .alert($0) }

  /// Runs `actions` seeded events after the launch round (see ``PopupStormEvents``).
  static func run(
    strategy: PopupStrategyName,
    profile: LabProfile,
    seed: UInt64,
    actions: Int
  ) -> PopupStormFigures {
    figures(PopupStormEvents(seed: seed, actions: actions), strategy: strategy, profile: profile)
  }

  /// Runs `events` on a fresh app and returns the pop-up figures.
  static func run(
    _ events: some Sequence<PopupStormEvent>,
    strategy: PopupStrategyName,
    profile: LabProfile
  ) -> PopupStormMetrics {
    figures(events, strategy: strategy, profile: profile).popups
  }

  /// Runs `events` on a fresh app and returns its figures.
  ///
  /// After the events the user comes back to the app, answers what shows and returns to the
  /// home screen (where home-only pop-ups wait), until nothing is left: only then does a
  /// request without an outcome count as lost.
  static func figures(
    _ events: some Sequence<PopupStormEvent>,
    strategy: PopupStrategyName,
    profile: LabProfile
  ) -> PopupStormFigures {
    let world = Headless.World(profile: profile.worldProfile)
    return world.run {
      let app = PopupStormApp(world: world, strategy: strategy)
      var watch = PopupScreenWatch()
      for event in events {
        if case .wait(let interval) = event {
          advance(app, by: interval, watch: &watch)
        } else {
          app.handle(event)
          look(at: app, watch: &watch)
        }
      }
      app.handle(.foreground)
      drain({ app.popups }, advance: { advance(app, by: $0, watch: &watch) })
      let blocked = strategy == .semaphore ? app.popups.worker.blockedSeconds : 0
      let metrics = watch.finished(ledger: app.ledger, blockedSeconds: blocked)
      let stranded = app.strandedRequestsAtEnd()
      app.end()
      return PopupStormFigures(popups: metrics, strandedRequests: stranded)
    }
  }

  /// The end of a storm: the user answers each alert that shows and goes back home when none
  /// does, until nothing shows any more (at most `rounds` times).
  ///
  /// - Parameters:
  ///   - current: The driver of the app's current life (a crash may start another).
  ///   - rounds: The most answers or trips home.
  ///   - advance: Lets virtual time pass, watching the screen.
  static func drain(
    _ current: () -> PopupDriver?,
    rounds: Int = 10_000,
    advance: (TimeInterval) -> Void
  ) {
    var idle = 0
    for _ in 0..<rounds {
      advance(1)
      guard let driver = current(), let stage = driver.stage else { return }
      if driver.answer() {
        idle = 0
      } else if !stage.isHomeVisible {
        stage.goHome()
        idle = 0
      } else {
        idle += 1
        if idle > 2 { break }
      }
    }
    advance(10)
  }

  private static func advance(
    _ app: PopupStormApp,
    by interval: TimeInterval,
    watch: inout PopupScreenWatch
  ) {
    let scheduler = app.world.scheduler
    let target = scheduler.now + interval
    while let next = scheduler.nextDeadline, next <= target {
      scheduler.advance(to: next)
      look(at: app, watch: &watch)
    }
    scheduler.advance(to: target)
    look(at: app, watch: &watch)
  }

  /// One look at the app after a step or an event: the pop-ups on screen and the lane.
  private static func look(at app: PopupStormApp, watch: inout PopupScreenWatch) {
    watch.look(app.popups)
    app.lookForStrandedRequests()
  }
}
