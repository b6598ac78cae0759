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
    case 68..<72: .alert(PopupUser.homeTip)
    case 72..<94: .answer
    case 94..<97: .background
    case 97..<99: .foreground
    default: .logOut
    }
  }

  /// Runs `events` on a fresh app and returns the figures.
  ///
  /// After the events the user comes back to the app, answers what shows and returns to the
  /// home screen (where home-only pop-ups wait), until nothing is left: only then does a
  /// request without an outcome count as lost.
  static func run(
    _ events: [PopupStormEvent],
    strategy: PopupStrategyName,
    profile: LabProfile
  ) -> PopupStormMetrics {
    let world = Headless.World(profile: profile.worldProfile)
    return world.run {
      let app = PopupStormApp(world: world, strategy: strategy)
      var watch = PopupScreenWatch()
      for event in events {
        if case .wait(let interval) = event {
          advance(app, by: interval, watch: &watch)
        } else {
          app.handle(event)
          watch.look(app.popups)
        }
      }
      app.handle(.foreground)
      drain({ app.popups }, advance: { advance(app, by: $0, watch: &watch) })
      let blocked = strategy == .semaphore ? app.popups.worker.blockedSeconds : 0
      let metrics = watch.finished(ledger: app.ledger, blockedSeconds: blocked)
      app.end()
      return metrics
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
      watch.look(app.popups)
    }
    scheduler.advance(to: target)
    watch.look(app.popups)
  }
}
