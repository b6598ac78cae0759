/// The intents a screen waits on, in the order they were opened.
///
/// Almost always one or none: the first is kept inline and only the
/// rest go into an array, so a screen's usual single intent allocates nothing.
struct IntentList {
  private var first: Intent?
  private var rest: [Intent] = []

  /// Whether no intent waits.
  var isEmpty: Bool { first == nil }

  /// Adds `intent` after the others.
  mutating func append(_ intent: Intent) {
    if first == nil {
      first = intent
    } else {
      rest.append(intent)
    }
  }

  /// Whether `intent` waits here.
  func contains(_ intent: Intent) -> Bool {
    first === intent || rest.contains { $0 === intent }
  }

  /// Removes every intent and hands each to `body`, in order.
  mutating func removeAll(_ body: (Intent) -> Void) {
    guard let first else { return }
    self.first = nil
    body(first)
    guard !rest.isEmpty else { return }
    let rest = self.rest
    self.rest = []
    for intent in rest { body(intent) }
  }
}
