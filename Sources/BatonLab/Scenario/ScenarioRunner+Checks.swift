import Foundation

extension ScenarioRunner {
  /// Checks one expectation; returns what was found when it does not hold.
  static func check(
    _ expectation: Scenario.Expectation,
    in session: LabSession,
    state: ScenarioState
  ) -> String? {
    let app = session.app
    switch expectation {
    case .stack(let tab, let kinds):
      let index = tab ?? app.tabBar.selectedIndex
      let found = session.run { $0.stackKinds(tab: index) }
      return found == kinds ? nil : "found stack: \(found.map(\.rawValue).joined(separator: " "))"
    case .presented(let kinds):
      let found = session.run { $0.presentedKinds() }
      guard found != kinds else { return nil }
      return
        "found presented: \(found.isEmpty ? "none" : found.map(\.rawValue).joined(separator: " "))"
    case .selectedTab(let tab):
      let found = app.tabBar.selectedIndex
      return found == tab ? nil : "found tab \(found)"
    case .popup(let expectation):
      return check(expectation, popups: state.popups)
    case .count(let counter, let expected):
      let found = count(counter, in: session)
      return found == expected ? nil : "found \(found)"
    case .intent(let number, let expected):
      guard let state = session.probe.ledger.state(of: number - 1) else {
        return "there are only \(session.probe.ledger.count) intents"
      }
      let name = describe(state)
      return matches(state, expected) ? nil : "intent \(number) is \(name)"
    }
  }

  private static func count(_ counter: Scenario.Counter, in session: LabSession) -> Int {
    let probe = session.probe
    switch counter {
    case .faults: return probe.faults.total
    case .faultKind(let kind): return probe.faults.byKind[kind] ?? 0
    case .crashes: return probe.faults.crashes
    case .warnings: return probe.faults.warnings
    case .restarts: return probe.restarts
    case .lostIntents: return probe.ledger.lostIntents
    case .lostDeepLinks: return probe.ledger.lostDeepLinks
    case .duplicates: return probe.duplicateScreens
    case .stuckLocks: return probe.activity.stuckLocks
    case .violations: return probe.violations + probe.activity.overlaps
    case .intents: return probe.ledger.count
    case .swipes(let counter): return counter.value(in: probe.swipes)
    case .realApp(let counter): return counter.value(in: probe)
    }
  }

  static func describe(_ state: IntentState) -> String {
    switch state {
    case .pending: return "lost (no effect, no outcome yet)"
    case .effective: return "effective"
    case .explained(let reason): return reason
    case .crashed: return "crashed"
    case .superseded: return "superseded"
    }
  }

  private static func matches(_ state: IntentState, _ expected: String) -> Bool {
    switch (state, expected) {
    case (.pending, "lost"): return true
    case (.pending, _): return false
    case (_, "resolved"): return true
    case (.effective, "effective"), (.effective, "completed"): return true
    case (.explained(let reason), _): return reason.hasPrefix(expected)
    case (.crashed, "crashed"), (.superseded, "superseded"): return true
    case (.effective, _), (.crashed, _), (.superseded, _): return false
    }
  }
}
