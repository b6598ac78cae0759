/// The swipe-back statements of the scenario language (`Scenarios/README.md`).
enum SwipeStatement: Equatable, Sendable {
  /// `screens STYLE`: the pushed screens made from now on have this style.
  case screens(SwipeStyle)
  /// `gesture-delegate app|none`: the app sets its own delegate on the visible stack's edge
  /// gesture (`app`), or sets it to nil (`none`), now.
  case gestureDelegate(app: Bool)
  /// `swipe mid-screen finish|cancel [backwards]`: a whole swipe-back from the middle of the
  /// page, finished (past half way, fast) or abandoned, the wrong way when `backwards`.
  case midScreen(finishes: Bool, backwards: Bool)
  /// `layout rtl|ltr`: the selected stack lays out right-to-left (or left-to-right) from now.
  case layout(rightToLeft: Bool)
  /// `scroll leading|away`: the visible page's carousel shows its leading page, or the next.
  case scroll(awayFromLeadingEdge: Bool)
}

/// The swipe-back figures a scenario can check.
enum SwipeCounter: String, CaseIterable, Sendable {
  case deadSwipes = "dead-swipes"
  case rootSwipeFreezes = "root-swipe-freezes"
  case swipesDuringTransitions = "swipes-during-transitions"
  case scrollConflicts = "scroll-conflicts"
  case edgeSwipesLost = "edge-swipes-lost"
  case swipesAllowedThatUIKitRefuses = "swipes-uikit-refuses"
  case userInterruptionsRefused = "interruptions-refused"
  case scrollDelays = "scroll-delays"

  /// This figure in `figures`.
  func value(in figures: SwipeFigures) -> Int {
    switch self {
    case .deadSwipes: figures.deadSwipes
    case .rootSwipeFreezes: figures.rootSwipeFreezes
    case .swipesDuringTransitions: figures.swipesDuringTransitions
    case .scrollConflicts: figures.scrollConflicts
    case .edgeSwipesLost: figures.edgeSwipesLost
    case .swipesAllowedThatUIKitRefuses: figures.swipesAllowedThatUIKitRefuses
    case .userInterruptionsRefused: figures.userInterruptionsRefused
    case .scrollDelays: figures.scrollDelays
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
    case "swipe" where words.count >= 2 && words[1] == "mid-screen":
      let rest = Array(words.dropFirst(2))
      guard
        [["finish"], ["cancel"], ["finish", "backwards"], ["cancel", "backwards"]]
          .contains(rest)
      else { throw fail("expected 'swipe mid-screen finish|cancel [backwards]'") }
      return .swipes(.midScreen(finishes: rest[0] == "finish", backwards: rest.count == 2))
    case "layout":
      guard words.count == 2, ["rtl", "ltr"].contains(words[1]) else {
        throw fail("expected 'layout rtl|ltr'")
      }
      return .swipes(.layout(rightToLeft: words[1] == "rtl"))
    case "scroll":
      guard words.count == 2, ["leading", "away"].contains(words[1]) else {
        throw fail("expected 'scroll leading|away'")
      }
      return .swipes(.scroll(awayFromLeadingEdge: words[1] == "away"))
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
  static func perform(_ statement: SwipeStatement, in session: LabSession) {
    switch statement {
    case .screens(let style):
      session.run { app in app.makeScreens(style) }
    case .gestureDelegate(let app):
      session.run { lab in
        if app {
          lab.takeEdgeGestureDelegate()
        } else {
          lab.selectedStack.interactivePopGestureRecognizer?.delegate = nil
        }
      }
    case .midScreen(let finishes, let backwards):
      session.run { app in
        guard
          let (gesture, screen) = app.beginWatchedSwipe(
            .midScreen,
            finishes: finishes,
            backwards: backwards
          )
        else { return }
        // iOS 26's content gesture: the finger moves, then lifts, in the same instant.
        gesture.update(progress: finishes ? 0.6 : 0.3)
        if finishes {
          _ = session.probe.openIntent(.swipe, removing: screen)
          gesture.finish()
        } else {
          gesture.cancel()
        }
      }
    case .layout(let rightToLeft):
      session.run { app in
        app.selectedStack.view.semanticContentAttribute =
          rightToLeft ? .forceRightToLeft : .unspecified
      }
    case .scroll(let away):
      session.run { app in app.visibleScreen?.scrollPage(awayFromLeadingEdge: away) }
    }
  }
}
