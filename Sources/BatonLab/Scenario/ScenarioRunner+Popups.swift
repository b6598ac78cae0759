import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension ScenarioRunner {
  /// How a scenario shows its pop-ups.
  ///
  /// The `--popup-strategy` flag, else the file's `popup-strategy` line, else Baton's queue
  /// with the Baton page strategy and raw alerts with the others. Baton's queue needs the Baton page strategy (it shares the window's lane): a
  /// file's `popup-strategy baton` run with another page strategy shows raw alerts.
  static func popupStrategy(
    for scenario: Scenario,
    pages: StrategyName,
    flag: PopupStrategyName?
  ) -> PopupStrategyName {
    if let flag { return flag }
    let chosen = scenario.popupStrategy ?? .matching(pages)
    return chosen == .baton && pages != .baton ? .raw : chosen
  }

  /// Whether `scenario` has pop-up statements or checks.
  static func hasPopups(_ scenario: Scenario) -> Bool {
    scenario.popupStrategy != nil
      || scenario.steps.contains { step in
        switch step.command {
        case .popup, .expect(.popup): true
        default: false
        }
      }
  }

  static func makePopups(
    for scenario: Scenario,
    in session: LabSession,
    flag: PopupStrategyName?
  ) -> LabPopups? {
    guard hasPopups(scenario) else { return nil }
    let strategy = popupStrategy(for: scenario, pages: session.strategy, flag: flag)
    return LabPopups(
      session: session,
      strategy: strategy,
      seed: 0,
      launchRound: false,
      keepsEveryEntry: true
    )
  }

  static func perform(
    _ statement: ScenarioPopupStatement,
    in session: LabSession,
    popups: LabPopups?
  ) {
    guard let popups, let driver = popups.driver else { return }
    session.run { app in
      switch statement {
      case .request(let alert): driver.request(alert)
      case .answer: driver.answer()
      case .dismissByApp: driver.dismissDirectly()
      case .background: app.world.sendAppToBackground()
      case .foreground: app.world.bringAppToForeground()
      case .logOut: driver.logOut()
      }
    }
    popups.look()
  }

  static func check(_ expectation: ScenarioPopupExpectation, popups: LabPopups?) -> String? {
    guard let popups else { return "the scenario has no pop-ups" }
    popups.look()
    switch expectation {
    case .visible(let expected):
      let found = popups.driver?.visiblePopups.count ?? 0
      return found == expected ? nil : "found \(found) alert(s) on screen"
    case .count(let counter, let expected):
      let found = count(counter, popups)
      return found == expected ? nil : "found \(found)"
    case .state(let key, let expected):
      guard let entry = popups.ledger.last(withKey: key) else {
        return "no pop-up '\(key)' was asked for"
      }
      let states = states(of: entry)
      guard !states.contains(expected) else { return nil }
      return "pop-up '\(key)' is \(states.joined(separator: ", "))"
    }
  }

  /// Every state name `entry` matches now.
  private static func states(of entry: PopupLedger.Entry) -> [String] {
    var states: [String] = []
    if entry.isVisible { states.append("visible") }
    if entry.outcome == nil, !entry.isVisible { states.append("waiting") }
    states.append(entry.shown ? "shown" : "never-shown")
    states.append(entry.outcome ?? "no-outcome")
    return states
  }

  private static func count(_ counter: ScenarioPopupExpectation.Counter, _ popups: LabPopups) -> Int
  {
    let metrics = popups.figuresSoFar
    switch counter {
    case .popupsShown: return metrics.popupsShown
    case .overlappingPopups: return metrics.overlappingPopups
    case .popupsDuringTransition: return metrics.popupsDuringTransition
    case .lostPopups: return metrics.lostPopups
    case .popupsOutOfScope: return metrics.popupsOutOfScope
    case .doublePopupOutcomes: return metrics.doublePopupOutcomes
    case .stuckPopupQueues: return metrics.stuckPopupQueues
    case .tapsLostToAutoDismiss: return metrics.tapsLostToAutoDismiss
    case .blockedThreadSeconds: return Int(metrics.blockedThreadSeconds)
    }
  }
}
