import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Runs a scripted user story against the app under test and checks its expectations.
@MainActor
enum ScenarioRunner {
  enum Result: Equatable {
    /// Every expectation held; the count of expectations checked.
    case passed(Int)
    /// The first expectation that failed, and what was found instead.
    case failed(Scenario.Step, String)
  }

  static func run(
    _ scenario: Scenario,
    strategy: StrategyName,
    profile: LabProfile,
    popupStrategy: PopupStrategyName? = nil,
    trace: inout LabTrace?
  ) -> Result {
    let session = LabSession(
      strategy: strategy,
      profile: profile,
      trace: trace,
      keepsEveryIntent: true
    )
    defer {
      session.finish()
      trace = session.probe.trace
    }
    return run(scenario, in: session, popupStrategy: popupStrategy)
  }

  /// Runs `scenario` in `session` (whose figures the caller can then read); its pop-ups, if it
  /// has any, are shown with `popupStrategy` (see ``popupStrategy(for:pages:flag:)``).
  static func run(
    _ scenario: Scenario,
    in session: LabSession,
    popupStrategy: PopupStrategyName? = nil
  ) -> Result {
    session.launchesByItself = false
    var state = ScenarioState()
    state.popups = makePopups(for: scenario, in: session, flag: popupStrategy)
    session.start()
    if !scenario.startsCold {
      session.run { $0.launch() }
      session.settle()
    }
    var checks = 0
    for step in scenario.steps {
      switch step.command {
      case .expect(let expectation):
        checks += 1
        if let problem = check(expectation, in: session, state: state) {
          return .failed(step, problem)
        }
      case .action:
        if let problem = perform(step.command, in: session, state: &state) {
          return .failed(step, problem)
        }
      default:
        session.probe.trace?.userAction(step.text, time: session.app.world.scheduler.now)
        if let problem = perform(step.command, in: session, state: &state) {
          return .failed(step, problem)
        }
      }
    }
    return .passed(checks)
  }

  /// What a scenario keeps between lines: the swipe in progress.
  struct ScenarioState {
    var swipe: (gesture: Headless.InteractivePop, screen: LabScreen, life: Int)?
    /// The pop-ups, for a scenario that has any.
    var popups: LabPopups?
  }

  private static func perform(
    _ command: Scenario.Command,
    in session: LabSession,
    state: inout ScenarioState
  ) -> String? {
    switch command {
    case .swipes(let statement):
      perform(statement, in: session)
    case .action(let action):
      return performAction(action, in: session)
    case .swipeBegin(let inBar):
      guard
        let (gesture, screen) = session.run({ $0.beginWatchedSwipe(touchInNavigationBar: inBar) })
      else { return nil }
      state.swipe = (gesture, screen, session.probe.life)
    case .swipeProgress(let progress):
      guard let swipe = state.swipe, swipe.life == session.probe.life else { return nil }
      session.run { _ in swipe.gesture.update(progress: progress) }
    case .swipeFinish:
      guard let swipe = state.swipe, swipe.life == session.probe.life else { return nil }
      session.run { _ in
        _ = session.probe.openIntent(.swipe, removing: swipe.screen)
        swipe.gesture.finish()
      }
      state.swipe = nil
    case .swipeCancel:
      guard let swipe = state.swipe, swipe.life == session.probe.life else { return nil }
      session.run { _ in swipe.gesture.cancel() }
      state.swipe = nil
    case .launch:
      session.run { $0.launch() }
    case .wait(let seconds):
      session.advance(by: seconds)
      session.probe.checkLocks()
    case .settle:
      session.settle()
      session.probe.checkLocks()
    case .popup(let statement):
      perform(statement, in: session, popups: state.popups)
    case .expect:
      break
    }
    return nil
  }

  private static func performAction(_ action: UserAction, in session: LabSession) -> String? {
    session.perform(action)
    return nil
  }
}
