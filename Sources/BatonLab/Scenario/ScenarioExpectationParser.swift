#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Parses the words after `expect`.
enum ScenarioExpectationParser {
  static func parse(
    _ words: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Expectation {
    guard let subject = words.first else { throw fail("expected something to check") }
    let rest = Array(words.dropFirst())
    if let swipes = try swipeExpectation(subject, rest, fail: fail) { return swipes }
    if let realApp = try realAppExpectation(subject, rest, fail: fail) { return realApp }
    switch subject {
    case "stack":
      var tab: Int?
      var names = rest
      if let first = names.first, let index = Int(first) {
        guard (0...1).contains(index) else { throw fail("tab must be 0 or 1") }
        tab = index
        names.removeFirst()
      }
      let kinds = names.compactMap(ScreenKind.init(rawValue:))
      guard !kinds.isEmpty, kinds.count == names.count, kinds.allSatisfy({ !$0.isModal }) else {
        throw fail("expected 'expect stack [TAB] list [detail|comments|profile]...'")
      }
      return .stack(tab: tab, kinds)
    case "presented":
      if rest == ["none"] { return .presented([]) }
      let kinds = rest.compactMap(ScreenKind.init(rawValue:))
      guard !kinds.isEmpty, kinds.count == rest.count else {
        throw fail("expected 'expect presented none' or screen names")
      }
      return .presented(kinds)
    case "tab":
      guard rest.count == 1, let tab = Int(rest[0]), (0...1).contains(tab) else {
        throw fail("expected 'expect tab 0|1'")
      }
      return .selectedTab(tab)
    case "intent":
      guard rest.count == 2, let number = Int(rest[0]), number >= 1,
        intentStates.contains(rest[1])
      else {
        throw fail("expected 'expect intent N \(intentStates.joined(separator: "|"))'")
      }
      return .intent(number, rest[1])
    case "faults" where rest.count == 2:
      guard let value = Int(rest[1]), value >= 0 else {
        throw fail("expected 'expect faults F1..F15 N'")
      }
      guard Headless.FaultKind(rawValue: rest[0]) != nil else {
        let known = Headless.FaultKind.allCases.map(\.rawValue).joined(separator: " ")
        throw fail("unknown fault '\(rest[0])' (known: \(known))")
      }
      return .count(.faultKind(rest[0]), value)
    default:
      if let popup = try popupExpectation(subject, rest, fail: fail) { return .popup(popup) }
      guard let counter = counters[subject] else { throw fail("unknown expectation '\(subject)'") }
      guard rest.count == 1, let value = Int(rest[0]), value >= 0 else {
        throw fail("expected 'expect \(subject) N'")
      }
      return .count(counter, value)
    }
  }

  static let intentStates = [
    "effective", "completed", "cancelled", "dropped", "timed-out", "superseded", "crashed", "lost",
    "resolved",
  ]

  private static let counters: [String: Scenario.Counter] = [
    "faults": .faults,
    "crashes": .crashes,
    "warnings": .warnings,
    "restarts": .restarts,
    "lost-intents": .lostIntents,
    "lost-deep-links": .lostDeepLinks,
    "duplicates": .duplicates,
    "stuck-locks": .stuckLocks,
    "violations": .violations,
    "intents": .intents,
  ]
}
