/// A fixed-capacity ring of events: appending to a full ring overwrites the oldest and counts it.
struct FlightRing {
  let capacity: Int
  private var storage: ContiguousArray<FlightEvent> = []
  private var next = 0
  private(set) var droppedCount = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  /// The events, oldest first.
  var events: [FlightEvent] {
    guard storage.count == capacity, next > 0 else { return Array(storage) }
    return Array(storage[next...] + storage[..<next])
  }

  mutating func append(_ event: FlightEvent) {
    if storage.count < capacity {
      storage.append(event)
    } else {
      storage[next] = event
      next = next + 1 == capacity ? 0 : next + 1
      droppedCount += 1
    }
  }

  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    next = 0
    droppedCount = 0
  }
}
