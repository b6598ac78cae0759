/// The screen each pending intent waits on, kept by intent number.
///
/// Intents are numbered densely from zero in the order
/// they open, so an array indexed by intent (from the first intent since the last
/// ``removeAll(nextIntent:)``) finds, sets and clears an entry without hashing.
@MainActor
struct PendingScreens {
  /// The intent whose screen is `screens[0]`.
  private var base = 0
  private var screens: ContiguousArray<LabScreen?> = []

  /// Records that `intent` waits on `screen`.
  mutating func set(_ screen: LabScreen, for intent: Int) {
    guard intent >= base else { return }
    let index = intent - base
    if index == screens.count {
      screens.append(screen)
    } else if index > screens.count {
      screens.append(contentsOf: repeatElement(nil, count: index - screens.count))
      screens.append(screen)
    } else {
      screens[index] = screen
    }
  }

  /// Forgets what `intent` waits on.
  mutating func remove(_ intent: Int) {
    let index = intent - base
    guard screens.indices.contains(index), screens[index] != nil else { return }
    screens[index] = nil
  }

  /// Forgets every entry; intents from `nextIntent` on are the next ones recorded.
  mutating func removeAll(nextIntent: Int) {
    screens.removeAll(keepingCapacity: true)
    base = nextIntent
  }

  /// Every pending intent and its screen, in intent order.
  var all: [(intent: Int, screen: LabScreen)] {
    screens.indices.compactMap { index in
      screens[index].map { (base + index, $0) }
    }
  }
}
