import Baton
import Foundation
import SeededRandom

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Runs the pop-up storm: a launch round, then seeded events (pushes, pops, alerts from user
/// events and late network replies, home-only alerts, answers, background and foreground,
/// forced log-outs), and watches the screen after every step of the virtual clock.
@MainActor
enum PopupStormRunner {
  /// Nothing on screen with alerts pending and the app active for longer than this is stuck.
  static let stuckAfter: TimeInterval = 5

  /// The launch round: force update, notification permission, promotion.
  static let launchRound: [PopupStormEvent] = [
    .alert(PopupStormAlert(key: "force-update", priority: 100)),
    .alert(PopupStormAlert(key: "permission", priority: 50)),
    .alert(PopupStormAlert(key: "promotion", priority: 10)),
  ]

  /// Runs `actions` seeded events after the launch round.
  static func run(
    strategy: PopupStrategyName,
    profile: LabProfile,
    seed: UInt64,
    actions: Int
  ) -> PopupStormMetrics {
    var generator = SplitMix64(seed: seed ^ 0x5EED_0F_A1E7)
    var events = launchRound
    events.reserveCapacity(actions * 2 + 3)
    for _ in 0..<actions {
      events.append(.wait(Double(generator.next() % 600) / 1000 + 0.05))
      events.append(randomEvent(&generator))
    }
    return run(events, strategy: strategy, profile: profile)
  }

  private static func randomEvent(_ generator: inout SplitMix64) -> PopupStormEvent {
    switch generator.next() % 100 {
    case 0..<30: .push
    case 30..<50: .pop
    case 50..<60: .alert(PopupStormAlert(key: "event-\(generator.next() % 4)", priority: 5))
    case 60..<68: .alert(PopupStormAlert(key: "reply-\(generator.next() % 4)", priority: 1))
    case 68..<72: .alert(PopupStormAlert(key: "home-tip", priority: 2, homeOnly: true))
    case 72..<94: .answer
    case 94..<97: .background
    case 97..<99: .foreground
    default: .logOut
    }
  }

  /// Runs `events` on a fresh app and returns the figures.
  static func run(
    _ events: [PopupStormEvent],
    strategy: PopupStrategyName,
    profile: LabProfile
  ) -> PopupStormMetrics {
    let world = Headless.World(profile: profile.worldProfile)
    return world.run {
      let app = PopupStormApp(world: world, strategy: strategy)
      var watch = PopupScreenWatch(app: app)
      for event in events {
        if case .wait(let interval) = event {
          advance(app, by: interval, watch: &watch)
        } else {
          app.handle(event)
          watch.look()
        }
      }
      // The user comes back and answers what is left, until nothing more shows.
      app.handle(.foreground)
      var rounds = 0
      while rounds < 10_000 {
        rounds += 1
        advance(app, by: 1, watch: &watch)
        guard !app.visibleAlerts.isEmpty else { break }
        app.handle(.answer)
      }
      advance(app, by: 10, watch: &watch)
      var metrics = watch.metrics
      metrics.lostPopups = app.ledger.lost
      metrics.doublePopupOutcomes = app.ledger.doubleOutcomes
      if strategy == .semaphore { metrics.blockedThreadSeconds = app.worker.blockedSeconds }
      app.end()
      return metrics
    }
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
      watch.look()
    }
    scheduler.advance(to: target)
    watch.look()
  }
}
