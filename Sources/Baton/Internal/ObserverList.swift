/// Observers of one kind of value, called in the order they were added.
///
/// Removal is by token; notifying iterates a snapshot, so an observer may add or remove
/// observers (itself included) while it runs.
@MainActor
final class ObserverList<Value> {
  private var entries: [(token: UInt64, observer: @MainActor (Value) -> Void)] = []
  private var nextToken: UInt64 = 0

  var isEmpty: Bool { entries.isEmpty }

  /// Adds `observer` and returns the ``Observation`` that removes it.
  func add(_ observer: @escaping @MainActor (Value) -> Void) -> Observation {
    let token = nextToken
    nextToken += 1
    entries.append((token, observer))
    return Observation { [weak self] in
      self?.entries.removeAll { $0.token == token }
    }
  }

  /// Calls every observer with `value`.
  func notify(_ value: Value) {
    for entry in entries { entry.observer(value) }
  }
}
