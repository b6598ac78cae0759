import Foundation

/// Runs one storm: a seeded random user against the app under test, with one strategy on one
/// profile, and collects the figures.
@MainActor
enum StormRunner {
  /// Runs `configuration`; records the timeline into `trace` when it is not nil.
  static func run(_ configuration: StormConfiguration, trace: inout LabTrace?) -> StormReport {
    let started = Date()
    let session = LabSession(
      strategy: configuration.strategy,
      profile: configuration.profile,
      trace: trace
    )
    let user = UserBox(RandomUser(seed: configuration.seed))
    session.onLaunch = { app in
      if let link = user.value.opensWithDeepLink() { app.open(link) }
    }
    session.start()
    for index in 0..<configuration.actions {
      session.waitUntilLaunched()
      session.advance(by: user.value.nextGap())
      session.waitUntilLaunched()
      let action = user.value.nextAction(seeing: session.run { $0.userView() })
      session.perform(action)
      if index & 7 == 0 {
        session.probe.checkLocks()
        session.relaunchIfUnresponsive()
      }
    }
    session.settle()
    session.run { _ in session.probe.sweepPendingEffects() }
    var metrics = session.probe.metrics(actions: configuration.actions)
    session.finish()
    metrics.wallSeconds = Date().timeIntervalSince(started)
    trace = session.probe.trace
    return StormReport(
      strategy: configuration.strategy,
      profile: configuration.profile,
      seed: configuration.seed,
      metrics: metrics
    )
  }

  /// The random user, shared by the loop and the launch hook.
  private final class UserBox {
    var value: RandomUser
    init(_ value: RandomUser) { self.value = value }
  }
}
