import Foundation

extension ScenarioParser {
  /// Reads `popup-strategy raw|semaphore|baton|swiftmessages|swiftentrykit`.
  static func popupStrategy(
    _ words: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> PopupStrategyName {
    guard words.count == 2, let strategy = PopupStrategyName(rawValue: words[1]) else {
      throw fail("expected 'popup-strategy raw|semaphore|baton|swiftmessages|swiftentrykit'")
    }
    return strategy
  }

  /// Reads a pop-up statement; nil when `words` is none.
  static func popupStatement(
    _ words: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> ScenarioPopupStatement? {
    let arguments = Array(words.dropFirst())
    let simple: ScenarioPopupStatement
    switch words[0] {
    case "popup": return .request(try popupRequest(arguments, fail: fail))
    case "answer": simple = .answer
    case "dismiss-popup": simple = .dismissByApp
    case "background": simple = .background
    case "foreground": simple = .foreground
    case "logout": simple = .logOut
    default: return nil
    }
    guard arguments.isEmpty else { throw fail("'\(words[0])' takes no argument") }
    return simple
  }

  private static func popupRequest(
    _ arguments: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> PopupStormAlert {
    let usage =
      "expected 'popup KEY [priority N] [home-only] [blocking|yielding] [preempts] [screen]"
      + " [auto-dismiss S] [closes-after S]'"
    guard let key = arguments.first else { throw fail(usage) }
    var alert = PopupStormAlert(key: key)
    var navigation: String?
    var index = 1
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      switch word {
      case "priority":
        guard index < arguments.count, let priority = Int(arguments[index]) else {
          throw fail("expected a whole number after 'priority'")
        }
        alert.priority = priority
        index += 1
      case "auto-dismiss", "closes-after":
        guard index < arguments.count, let seconds = TimeInterval(arguments[index]),
          seconds.isFinite, seconds > 0
        else { throw fail("expected a number of seconds above 0 after '\(word)'") }
        if word == "auto-dismiss" {
          alert.autoDismissAfter = seconds
        } else {
          alert.closesAfter = seconds
        }
        index += 1
      case "screen": alert.isScreen = true
      case "home-only": alert.homeOnly = true
      case "preempts": alert.preempts = true
      case "blocking", "yielding":
        guard navigation == nil else { throw fail("give 'blocking' or 'yielding' once") }
        navigation = word
        alert.yields = word == "yielding"
      default: throw fail(usage)
      }
    }
    guard alert.closesAfter == nil || alert.isScreen else {
      throw fail("'closes-after' is for a pop-up 'screen'")
    }
    return alert
  }
}

extension ScenarioExpectationParser {
  /// Reads a pop-up expectation (the words after `expect`); nil when `subject` is none.
  static func popupExpectation(
    _ subject: String,
    _ rest: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> ScenarioPopupExpectation? {
    if subject == "popup" {
      let states = ScenarioPopupExpectation.states
      guard rest.count == 2, states.contains(rest[1]) else {
        throw fail("expected 'expect popup KEY \(states.joined(separator: "|"))'")
      }
      return .state(key: rest[0], rest[1])
    }
    let counter = ScenarioPopupExpectation.Counter(rawValue: subject)
    guard subject == "popups-visible" || counter != nil else { return nil }
    guard rest.count == 1, let value = Int(rest[0]), value >= 0 else {
      throw fail("expected 'expect \(subject) N'")
    }
    return counter.map { .count($0, value) } ?? .visible(value)
  }
}
