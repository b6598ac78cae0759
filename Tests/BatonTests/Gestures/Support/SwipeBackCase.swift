import Baton
import Testing

/// One row of a decision table: what it checks, the context and the expected decision.
struct SwipeBackCase: Sendable, CustomTestStringConvertible {
  let rule: String
  let context: SwipeBackContext
  let expected: SwipeBackDecision

  init(_ rule: String, _ context: SwipeBackContext, _ expected: SwipeBackDecision) {
    self.rule = rule
    self.context = context
    self.expected = expected
  }

  var testDescription: String { rule }
}

extension SwipeBackContext {
  /// A context with nothing in the way: two screens, idle, and (for the full-screen pan) a
  /// short left-to-right pan.
  static func clear(_ gesture: SwipeBackGesture) -> Self {
    Self(gesture: gesture, stackDepth: 2, translation: SwipeBackVector(x: 12, y: 2))
  }

  /// This context with one change.
  func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
