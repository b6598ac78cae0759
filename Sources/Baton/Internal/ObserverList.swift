/// Observers of one kind of value, called in the order they were added.
///
/// Removal is by token; notifying iterates a snapshot, so an observer may add or remove
/// observers (itself included) while it runs.
@MainActor
final class ObserverList<Value> {
  /// The observers.
  ///
  /// Unchecked at run time: ``Lane`` reads it on every event to skip building events nobody
  /// observes. No access can overlap another: mutations call no observer and destroy no
  /// observer inside the access (a removed observer is moved out and destroyed after it).
  @exclusivity(unchecked) private var entries:
    [(token: UInt64, observer: @MainActor (Value) -> Void)] = []
  private var nextToken: UInt64 = 0

  var isEmpty: Bool { entries.isEmpty }

  /// Adds `observer` and returns the ``Observation`` that removes it.
  func add(_ observer: @escaping @MainActor (Value) -> Void) -> Observation {
    let token = nextToken
    nextToken += 1
    entries.append((token, observer))
    return Observation { [weak self] in
      guard let self, let index = entries.firstIndex(where: { $0.token == token }) else {
        return
      }
      // Moved out, and destroyed only after the access ends: releasing it may run caller code.
      _ = entries.remove(at: index)
    }
  }

  /// Calls every observer with `value`.
  func notify(_ value: Value) {
    // One observer (the usual case): no snapshot of the array is needed, since the observer
    // that runs is the whole snapshot; its closure is copied out before it runs.
    switch entries.count {
    case 0:
      return
    case 1:
      let observer = entries[0].observer
      observer(value)
    default:
      for entry in entries { entry.observer(value) }
    }
  }
}
