import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The pop-ups of one session of the main app (a storm's shard or a scenario): one ledger and
/// one screen watch over every life, a ``PopupDriver`` per life, and the ``PopupUser`` that
/// raises, answers and cancels them in a storm.
@MainActor
final class LabPopups {
  let strategy: PopupStrategyName
  let ledger: PopupLedger
  private(set) var watch = PopupScreenWatch()
  private var user: PopupUser
  /// The current life's driver.
  private(set) var driver: PopupDriver?
  /// Seconds the semaphore workers of ended lives were blocked.
  private var endedLivesBlockedSeconds: TimeInterval = 0
  /// Whether each new life asks for the launch round just after its window shows.
  private let asksLaunchRound: Bool

  /// Pop-ups for `session`, shown with `strategy`: each life of the session gets a driver when
  /// it starts (the session's launch hook), and the watch looks after each step of its clock.
  ///
  /// - Parameters:
  ///   - session: The session; call before its ``LabSession/start()``.
  ///   - strategy: How alerts are shown.
  ///   - seed: The seed of the ``PopupUser``.
  ///   - launchRound: Whether each life asks for the launch round (a storm does; a scenario
  ///     asks for its own pop-ups).
  ///   - keepsEveryEntry: Whether the ledger keeps every request (a scenario finds them by
  ///     key; a storm lets go of those nothing holds).
  init(
    session: LabSession,
    strategy: PopupStrategyName,
    seed: UInt64,
    launchRound: Bool,
    keepsEveryEntry: Bool = false
  ) {
    self.strategy = strategy
    ledger = PopupLedger(keepsEveryEntry: keepsEveryEntry)
    user = PopupUser(seed: seed)
    asksLaunchRound = launchRound
    let previous = session.onLaunch
    session.onLaunch = { [weak self] app in
      previous?(app)
      self?.install(on: app)
    }
    session.afterEachStep = { [weak self] in self?.look() }
  }

  private func install(on app: LabApp) {
    if let driver {
      endedLivesBlockedSeconds += blockedSeconds(of: driver)
      watch.lifeEnded()
    }
    let driver = PopupDriver(stage: app, strategy: strategy, ledger: ledger)
    app.popups = driver
    self.driver = driver
    guard asksLaunchRound else { return }
    app.timers.run(after: LabApp.launchDelay + 0.05) { [weak driver] in
      for alert in PopupUser.launchRound { driver?.request(alert) }
    }
  }

  private func blockedSeconds(of driver: PopupDriver) -> TimeInterval {
    strategy == .semaphore ? driver.worker.blockedSeconds : 0
  }

  /// One look at the current life's screen.
  func look() {
    guard let driver else { return }
    watch.look(driver)
  }

  /// Asks for `alert` in the current life.
  func request(_ alert: PopupStormAlert) {
    driver?.request(alert)
    look()
  }

  /// What happens after a user action in a storm (see ``PopupUser``).
  func step(_ session: LabSession) {
    guard let driver, driver.stage != nil else { return }
    let event = user.next(alertVisible: !driver.visiblePopups.isEmpty)
    guard let event else { return }
    switch event {
    case .alert(let alert):
      session.run { _ in _ = driver.request(alert) }
    case .lateReply(let alert, let delay):
      session.run { app in
        app.timers.run(after: delay) { [weak driver] in driver?.request(alert) }
      }
    case .answer:
      session.run { _ in _ = driver.answer() }
    case .awayAndBack(let seconds):
      session.run { app in app.world.sendAppToBackground() }
      look()
      session.advance(by: seconds)
      guard self.driver === driver else { return }
      session.run { app in app.world.bringAppToForeground() }
    case .logOut:
      session.run { _ in driver.logOut() }
    }
    look()
  }

  /// The figures so far, over every life (a scenario checks them between its lines).
  var figuresSoFar: PopupStormMetrics {
    let blocked = endedLivesBlockedSeconds + (driver.map(blockedSeconds(of:)) ?? 0)
    return watch.finished(ledger: ledger, blockedSeconds: blocked)
  }

  /// The end of a storm: the user answers what shows and goes home until nothing is left (see
  /// ``PopupStormRunner/drain(_:rounds:advance:)``); then the figures over every life.
  func finish(_ session: LabSession) -> PopupStormMetrics {
    if driver != nil {
      session.run { app in app.world.bringAppToForeground() }
      session.withinCurrentWorld {
        PopupStormRunner.drain({ [weak self] in self?.driver }, advance: session.advance(by:))
      }
    }
    return figuresSoFar
  }
}
