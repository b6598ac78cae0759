/// A fixed-capacity ring of events: appending to a full ring overwrites the oldest and counts it.
struct FlightRing {
  let capacity: Int
  private var storage: [FlightEvent] = []
  private var next = 0
  private(set) var droppedCount = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(self.capacity)
  }

  /// The events, oldest first.
  var events: [FlightEvent] {
    var events: [FlightEvent] = []
    events.reserveCapacity(storage.count)
    for index in 0..<storage.count {
      let position = storage.count == capacity ? (next + index) % capacity : index
      events.append(storage[position])
    }
    return events
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
