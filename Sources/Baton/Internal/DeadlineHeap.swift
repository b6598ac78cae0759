import Foundation

/// A binary min-heap of scheduled items ordered by deadline, then by insertion order.
///
/// Equal deadlines therefore come out first-in first-out, which ``VirtualScheduler`` promises.
struct DeadlineHeap<Payload> {
  struct Entry {
    var deadline: TimeInterval
    var sequence: UInt64
    var payload: Payload
  }

  private var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }
  var first: Entry? { entries.first }

  /// The first entry's deadline and sequence, read in place (no copy of its payload).
  var firstKey: (deadline: TimeInterval, sequence: UInt64)? {
    entries.isEmpty ? nil : (entries[0].deadline, entries[0].sequence)
  }

  /// Whether there is a first entry and its payload satisfies `predicate`, read in place.
  func firstPayload(satisfies predicate: (Payload) -> Bool) -> Bool {
    !entries.isEmpty && predicate(entries[0].payload)
  }

  /// Inserts `payload`; `sequence` breaks ties between equal deadlines and must increase.
  mutating func insert(_ payload: Payload, deadline: TimeInterval, sequence: UInt64) {
    entries.append(Entry(deadline: deadline, sequence: sequence, payload: payload))
    siftUp(from: entries.count - 1)
  }

  mutating func removeFirst() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    if !entries.isEmpty { siftDown(from: 0) }
    return first
  }

  /// Whether the entry at `index` comes out before the one at `other`.
  ///
  /// Compares the keys in place: copying whole entries would retain and release their payloads
  /// on every comparison.
  private func entry(at index: Int, precedes other: Int) -> Bool {
    let deadline = entries[index].deadline
    let otherDeadline = entries[other].deadline
    return deadline < otherDeadline
      || (deadline == otherDeadline && entries[index].sequence < entries[other].sequence)
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard entry(at: child, precedes: parent) else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entry(at: left, precedes: smallest) { smallest = left }
      if right < entries.count, entry(at: right, precedes: smallest) { smallest = right }
      guard smallest != parent else { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
