import Baton
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
    siftDown(from: 0)
    return first
  }

  /// How many entries satisfy `predicate`, in O(n).
  ///
  /// - Parameter predicate: Whether a payload counts.
  /// - Returns: The number of payloads that satisfy it.
  func count(where predicate: (Payload) -> Bool) -> Int {
    entries.reduce(0) { predicate($1.payload) ? $0 + 1 : $0 }
  }

  /// Removes every entry whose payload satisfies `predicate`, in O(n); the others keep their
  /// order (deadline, then sequence).
  ///
  /// - Parameter predicate: Whether a payload goes.
  mutating func removeAll(where predicate: (Payload) -> Bool) {
    entries.removeAll { predicate($0.payload) }
    // Floyd's heap construction: sift every parent down, last first.
    var parent = entries.count / 2 - 1
    while parent >= 0 {
      siftDown(from: parent)
      parent -= 1
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, entries[left].precedes(entries[smallest]) { smallest = left }
      if right < entries.count, entries[right].precedes(entries[smallest]) { smallest = right }
      guard smallest != parent else { return }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
