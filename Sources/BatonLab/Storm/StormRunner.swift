import BatonUIKit
import Foundation

/// Runs storms: a seeded random user against the app under test, with one strategy on one
/// profile, shard after shard in this process, and collects the figures.
@MainActor
enum StormRunner {
  /// Runs every shard of `configuration` in this process, one after the other; records the
  /// timeline of every shard into `trace` when it is not nil.
  ///
  /// Each shard's figures are merged as soon as it ends, in index order, so a storm of many
  /// shards keeps one shard's figures at a time.
  static func run(_ configuration: StormConfiguration, trace: inout LabTrace?) -> StormReport {
    let started = Date()
    var total = StormMetrics()
    run(StormShard.split(configuration), of: configuration, trace: &trace) { result in
      total.merge(result.metrics)
    }
    return StormReport(configuration, metrics: total, since: started)
  }

  /// Runs `shards` of `configuration` one after the other, each a fresh session; a trace shows
  /// them one after the other in virtual time.
  static func run(
    _ shards: [StormShard],
    of configuration: StormConfiguration,
    trace: inout LabTrace?
  ) -> [ShardResult] {
    var results: [ShardResult] = []
    results.reserveCapacity(shards.count)
    run(shards, of: configuration, trace: &trace) { results.append($0) }
    return results
  }

  /// Runs `shards` of `configuration` one after the other, each a fresh session, and hands each
  /// shard's figures to `body` as it ends.
  private static func run(
    _ shards: some Sequence<StormShard>,
    of configuration: StormConfiguration,
    trace: inout LabTrace?,
    each body: (ShardResult) -> Void
  ) {
    var start: TimeInterval = 0
    for shard in shards {
      trace?.beginShard(shard.index, at: start)
      let metrics = run(shard, of: configuration, trace: &trace)
      start += metrics.virtualSeconds
      body(ShardResult(index: shard.index, metrics: metrics))
    }
  }

  /// Runs one shard: a fresh app launch and the shard's user, over as many lives as it takes.
  ///
  /// `watchLife` sees each life's app when it starts and the last one again before the session
  /// ends (the leak tests keep weak references to what the lives made).
  static func run(
    _ shard: StormShard,
    of configuration: StormConfiguration,
    trace: inout LabTrace?,
    watchLife: ((LabApp) -> Void)? = nil,
    user chosen: (any StormUser)? = nil,
    recording: StormRecording? = nil
  ) -> StormMetrics {
    let started = Date()
    let session = LabSession(
      strategy: configuration.strategy,
      profile: configuration.profile,
      trace: trace
    )
    let user = UserBox(chosen ?? RandomUser(seed: shard.seed), recording: recording)
    recording?.beginShard(shard)
    var ads = configuration.thirdParty ? ThirdPartyAds(seed: shard.seed) : nil
    let installsGuard = configuration.thirdParty && configuration.strategy == .baton
    let signIn = configuration.thirdParty
    session.onLaunch = { app in
      // An app with an SDK it does not control installs the guard at launch (the adoption
      // article's first step); Baton's app keeps its `vc.baton` call sites.
      if installsGuard { BatonGuard.install() }
      app.useStormSwipeStyles()
      watchLife?(app)
      recording?.watch(app)
      guard let link = user.opensWithDeepLink() else { return }
      // With `--third-party`, a sign-in SDK presents its sheet as the window shows. An app with
      // a lane asks for the link's pages at launch (the lane holds them until the window shows);
      // one without shows them once the window shows, from the top then.
      if signIn { app.showThirdPartySignInOnceLaunched() }
      if signIn, app.strategy.lane == nil { app.openOnceLaunched(link) } else { app.open(link) }
    }
    let popups = configuration.popups.map {
      LabPopups(session: session, strategy: $0, seed: shard.seed, launchRound: true)
    }
    session.start()
    var index = 0
    while index < shard.actions {
      // One world binding per life: the actions of a life run inside it, and a crash or a
      // force-quit (a new life, a new world) leaves it after the action it happened in.
      let life = session.probe.life
      session.withinCurrentWorld {
        while index < shard.actions, session.probe.life == life {
          step(index, of: session, user: user)
          popups?.step(session)
          ads?.step(session)
          index += 1
        }
      }
    }
    let popupFigures = popups?.finish(session)
    session.settle()
    session.run { _ in session.probe.sweepPendingEffects() }
    session.finishLaneWatch()
    var metrics = session.probe.metrics(actions: shard.actions)
    metrics.popups = popupFigures
    watchLife?(session.app)
    session.finish()
    recording?.endShard()
    metrics.wallSeconds = Date().timeIntervalSince(started)
    trace = session.probe.trace
    return metrics
  }

  /// The user's action number `index`: wait for the window, the gap, a look at the screen, the
  /// action; every eighth time, a check for stuck locks and a frozen app.
  private static func step(_ index: Int, of session: LabSession, user: UserBox) {
    session.waitUntilLaunched()
    session.advance(by: user.nextGap())
    session.waitUntilLaunched()
    // One look at the screen serves the user's choice and the action (nothing changes between).
    let (screen, view) = session.run { app in
      let screen = app.visibleScreen
      return (screen, app.userView(of: screen))
    }
    session.perform(user.nextAction(seeing: view, at: session.now), on: screen)
    if index & 7 == 0 {
      session.probe.checkLocks()
      session.relaunchIfUnresponsive()
    }
  }

  /// The user, shared by the loop and the launch hook; what it chooses goes to the recording,
  /// if any.
  @MainActor
  private final class UserBox {
    var value: any StormUser
    let recording: StormRecording?
    private var gap: TimeInterval = 0

    init(_ value: any StormUser, recording: StormRecording?) {
      self.value = value
      self.recording = recording
    }

    func opensWithDeepLink() -> DeepLink? {
      let link = value.opensWithDeepLink()
      recording?.launch(link)
      return link
    }

    func nextGap() -> TimeInterval {
      gap = value.nextGap()
      return gap
    }

    func nextAction(seeing view: RandomUser.View, at time: TimeInterval) -> UserAction {
      let action = value.nextAction(seeing: view)
      recording?.input(TimedAction(gap: gap, action: action), at: time)
      return action
    }
  }
}
