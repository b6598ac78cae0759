import Foundation
import SeededRandom

/// The focused pop-up storm's seeded events, made one at a time as the storm reads them: the
/// launch round, then for each action a wait and a random event.
struct PopupStormEvents: Sequence, Sendable {
  /// The events' seed.
  let seed: UInt64
  /// How many wait-and-event pairs follow the launch round.
  let actions: Int

  func makeIterator() -> Iterator {
    Iterator(seed: seed, actions: Swift.max(0, actions))
  }

  /// Walks the launch round, then the seeded pairs.
  struct Iterator: IteratorProtocol, Sendable {
    private var generator: SplitMix64
    private var launchRound = PopupUser.launchRound[...]
    private var actionsLeft: Int
    /// The event of the current pair, after its wait.
    private var pendingEvent: PopupStormEvent?

    init(seed: UInt64, actions: Int) {
      generator = SplitMix64(seed: seed ^ 0x5EED_0F_A1E7)
      actionsLeft = actions
    }

    mutating func next() -> PopupStormEvent? {
      if let alert = launchRound.popFirst() { return .alert(alert) }
      if let event = pendingEvent {
        pendingEvent = nil
        return event
      }
      guard actionsLeft > 0 else { return nil }
      actionsLeft -= 1
      let wait = PopupStormEvent.wait(Double(generator.next() % 600) / 1000 + 0.05)
      pendingEvent = Self.randomEvent(&generator)
      return wait
    }

    private static func randomEvent(_ generator: inout SplitMix64) -> PopupStormEvent {
      switch generator.next() % 100 {
      case 0..<30: .push
      case 30..<50: .pop
      case 50..<56: .alert(PopupStormAlert(key: "event-\(generator.next() % 4)", priority: 5))
      case 56..<58: .alert(PopupStormAlert.randomToast(&generator))
      case 58..<60: .alert(PopupStormAlert.randomScreen(&generator))
      case 60..<68: .alert(PopupStormAlert(key: "reply-\(generator.next() % 4)", priority: 1))
      case 68..<72: .alert(PopupUser.homeTip)
      case 72..<94: .answer
      case 94..<97: .background
      case 97..<99: .foreground
      default: .logOut
      }
    }
  }
}
