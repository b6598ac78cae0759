/// The swipe-back statements of the scenario language (issue 13; `Scenarios/README.md`).
enum SwipeStatement: Equatable, Sendable {
  /// `screens STYLE`: the pushed screens made from now on have this style.
  case screens(SwipeStyle)
  /// `gesture-delegate app|none`: the app sets its own delegate on the visible stack's edge
  /// gesture (`app`), or sets it to nil (`none`), now.
  case gestureDelegate(app: Bool)
  /// `swipe begin mid-screen`: a swipe-back begins from the middle of the page.
  case beginMidScreen
}

/// The swipe-back figures a scenario can check.
enum SwipeCounter: String, CaseIterable, Sendable {
  case deadSwipes = "dead-swipes"
  case rootSwipeFreezes = "root-swipe-freezes"
  case swipesDuringTransitions = "swipes-during-transitions"
  case scrollConflicts = "scroll-conflicts"

  /// This figure in `figures`.
  func value(in figures: SwipeFigures) -> Int {
    switch self {
    case .deadSwipes: figures.deadSwipes
    case .rootSwipeFreezes: figures.rootSwipeFreezes
    case .swipesDuringTransitions: figures.swipesDuringTransitions
    case .scrollConflicts: figures.scrollConflicts
    }
  }
}

extension ScenarioParser {
  /// Parses a swipe-back statement, or returns nil when `words` is none.
  static func swipeStatement(
    _ words: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Command? {
    switch words.first {
    case "screens":
      let names = SwipeStyle.allCases.map(\.rawValue).joined(separator: "|")
      guard words.count == 2, let style = SwipeStyle(rawValue: words[1]) else {
        throw fail("expected 'screens \(names)'")
      }
      return .swipes(.screens(style))
    case "gesture-delegate":
      guard words.count == 2, ["app", "none"].contains(words[1]) else {
        throw fail("expected 'gesture-delegate app|none'")
      }
      return .swipes(.gestureDelegate(app: words[1] == "app"))
    case "swipe" where words.count == 3 && words[1] == "begin" && words[2] == "mid-screen":
      return .swipes(.beginMidScreen)
    default:
      return nil
    }
  }
}

extension ScenarioExpectationParser {
  /// Parses `expect dead-swipes N` and the other swipe-back figures, or returns nil for any
  /// other subject.
  static func swipeExpectation(
    _ subject: String,
    _ rest: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Expectation? {
    guard let counter = SwipeCounter(rawValue: subject) else { return nil }
    guard rest.count == 1, let value = Int(rest[0]), value >= 0 else {
      throw fail("expected 'expect \(subject) N'")
    }
    return .count(.swipes(counter), value)
  }
}

extension ScenarioRunner {
  /// Performs a swipe-back statement.
  static func perform(
    _ statement: SwipeStatement,
    in session: LabSession,
    state: inout ScenarioState
  ) {
    switch statement {
    case .screens(let style):
      session.run { app in app.swipes.nextStyle = style }
    case .gestureDelegate(let app):
      session.run { lab in
        if app {
          lab.takeEdgeGestureDelegate()
        } else {
          lab.selectedStack.interactivePopGestureRecognizer?.delegate = nil
        }
      }
    case .beginMidScreen:
      guard let (gesture, screen) = session.run({ $0.beginWatchedSwipe(.midScreen) }) else {
        return
      }
      state.swipe = (gesture, screen, session.probe.life)
    }
  }
}
