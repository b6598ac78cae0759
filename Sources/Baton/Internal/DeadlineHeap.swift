import Foundation

/// A binary min-heap of scheduled items ordered by deadline, then by insertion order.
///
/// Equal deadlines therefore come out first-in first-out, which ``VirtualScheduler`` promises.
struct DeadlineHeap<Payload> {
  struct Entry {
    var deadline: TimeInterval
    /// Breaks ties between equal deadlines: the smaller comes out first.
    var sequence: UInt64
    var payload: Payload

    /// Whether this entry comes out before `other`.
    func precedes(_ other: Entry) -> Bool {
      (deadline, sequence) < (other.deadline, other.sequence)
    }
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  /// The entry that comes out next, if any.
  var first: Entry? { entries.first }

  /// Inserts `payload`; `sequence` breaks ties between equal deadlines and must increase.
  mutating func insert(_ payload: Payload, deadline: TimeInterval, sequence: UInt64) {
    entries.append(Entry(deadline: deadline, sequence: sequence, payload: payload))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the first entry.
  mutating func removeFirst() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
      if right < entries.count, entries[right].precedes(entries[smallest]) { smallest = right }
      guard smallest != parent else { break }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
