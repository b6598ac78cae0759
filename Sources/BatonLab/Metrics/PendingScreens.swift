/// The screen each pending intent waits on, kept by intent number.
///
/// When a life ends, ``removeAll(nextIntent:)`` forgets every entry and ignores that life's
/// intents from then on: only intents from `nextIntent` on are recorded again.
@MainActor
struct PendingScreens {
  /// The first intent this table records.
  private var firstIntent = 0
  private var screens: [Int: LabScreen] = [:]

  /// Records that `intent` waits on `screen`.
  mutating func set(_ screen: LabScreen, for intent: Int) {
    guard intent >= firstIntent else { return }
    screens[intent] = screen
  }

  /// Forgets what `intent` waits on.
  mutating func remove(_ intent: Int) {
    screens[intent] = nil
  }

  /// Forgets every entry; intents from `nextIntent` on are the next ones recorded.
  mutating func removeAll(nextIntent: Int) {
    screens.removeAll()
    firstIntent = nextIntent
  }

  /// Every pending intent and its screen, in intent order.
  var all: [(intent: Int, screen: LabScreen)] {
    screens.keys.sorted().compactMap { intent in screens[intent].map { (intent, $0) } }
  }
}
