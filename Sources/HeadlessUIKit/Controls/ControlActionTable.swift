/// A control's actions, in the order they were added: target-action pairs (targets held weakly,
/// as UIKit does) and closure-based actions (held strongly).
@MainActor
struct ControlActionTable {
  /// One registration.
  enum Entry {
    case target(TargetAction, UIControl.Event)
    case action(UIAction, UIControl.Event)
  }

  private(set) var entries: [Entry] = []

  mutating func add(target: AnyObject, action: Selector, for events: UIControl.Event) {
    let identifier = ObjectIdentifier(target)
    let exists = entries.contains { entry in
      guard case .target(let pair, let registered) = entry else { return false }
      return pair.identifier == identifier && pair.action == action && registered == events
    }
    if !exists { entries.append(.target(TargetAction(target: target, action: action), events)) }
  }

  mutating func removeTargets(
    _ target: AnyObject?,
    action: Selector?,
    for events: UIControl.Event
  ) {
    let identifier = target.map(ObjectIdentifier.init)
    entries = entries.compactMap { entry in
      guard case .target(let pair, let registered) = entry,
        identifier == nil || pair.identifier == identifier,
        action == nil || pair.action == action
      else { return entry }
      let remaining = registered.subtracting(events)
      return remaining.isEmpty ? nil : .target(pair, remaining)
    }
  }

  mutating func add(_ action: UIAction, for events: UIControl.Event) {
    // UIKit keeps one action per identifier: adding an equal one again replaces it.
    entries.removeAll { entry in
      guard case .action(let registered, let registeredEvents) = entry else { return false }
      return registered.identifier == action.identifier && registeredEvents == events
    }
    entries.append(.action(action, events))
  }

  mutating func remove(_ identifier: UIAction.Identifier, for events: UIControl.Event) {
    entries = entries.compactMap { entry in
      guard case .action(let action, let registered) = entry, action.identifier == identifier
      else { return entry }
      let remaining = registered.subtracting(events)
      return remaining.isEmpty ? nil : .action(action, remaining)
    }
  }

  /// The entries registered for any of `events`, in the order they were added.
  func entries(for events: UIControl.Event) -> [Entry] {
    entries.filter { entry in
      switch entry {
      case .target(_, let registered), .action(_, let registered):
        !registered.isDisjoint(with: events)
      }
    }
  }
}
