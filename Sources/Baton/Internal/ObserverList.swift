/// Observers of one kind of value, called in the order they were added.
///
/// Removal is by token; notifying iterates a snapshot, so an observer may add or remove
/// observers (itself included) while it runs.
@MainActor
final class ObserverList<Value> {
  private var entries: [(token: UInt64, observer: @MainActor (Value) -> Void)] = []
  private var nextToken: UInt64 = 0

  var isEmpty: Bool { entries.isEmpty }

  /// Adds `observer` and returns the ``ObservationToken`` that removes it.
  func add(_ observer: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    let token = nextToken
    nextToken += 1
    entries.append((token, observer))
    return ObservationToken { [weak self] in
      self?.entries.removeAll { $0.token == token }
    }
  }

  /// Removes every observer; their tokens' cancellation then does nothing.
  func removeAll() {
    entries.removeAll()
  }

  /// Calls every observer with `value`.
  func notify(_ value: Value) {
    let snapshot = entries
    for entry in snapshot { entry.observer(value) }
  }
}
