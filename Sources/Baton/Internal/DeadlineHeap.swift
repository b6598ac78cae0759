import Foundation

/// A binary min-heap of scheduled items ordered by deadline, then by insertion order.
///
/// Equal deadlines therefore come out first-in first-out, which ``VirtualScheduler`` promises.
///
/// The heap orders plain keys (deadline, sequence and a slot number); the payloads wait in a
/// side array at their slot and never move while the heap sifts. Swapping keys copies bits
/// only, where swapping whole entries would retain and release each payload's references.
struct DeadlineHeap<Payload> {
  struct Entry {
    var deadline: TimeInterval
    var sequence: UInt64
    var payload: Payload
  }

  /// What the heap orders: trivial to copy.
  private struct Key {
    var deadline: TimeInterval
    var sequence: UInt64
    var slot: Int
  }

  private var keys: [Key] = []
  /// The payloads by slot; `nil` in a free slot.
  private var slots: [Payload?] = []
  /// Slots free for reuse.
  private var freeSlots: [Int] = []

  var isEmpty: Bool { keys.isEmpty }
  var count: Int { keys.count }

  /// The first entry's deadline and sequence, read in place (no copy of its payload).
  var firstKey: (deadline: TimeInterval, sequence: UInt64)? {
    keys.isEmpty ? nil : (keys[0].deadline, keys[0].sequence)
  }

  /// Whether there is a first entry and its payload satisfies `predicate`, read in place.
  func firstPayload(satisfies predicate: (Payload) -> Bool) -> Bool {
    guard !keys.isEmpty, let payload = slots[keys[0].slot] else { return false }
    return predicate(payload)
  }

  /// Inserts `payload`; `sequence` breaks ties between equal deadlines and must increase.
  mutating func insert(_ payload: consuming Payload, deadline: TimeInterval, sequence: UInt64) {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = payload
    } else {
      slot = slots.count
      slots.append(payload)
    }
    keys.append(Key(deadline: deadline, sequence: sequence, slot: slot))
    siftUp(from: keys.count - 1)
  }

  /// Removes and returns the first entry; its payload is moved out of its slot.
  mutating func removeFirst() -> Entry? {
    guard !keys.isEmpty else { return nil }
    let key = keys[0]
    let last = keys.removeLast()
    if !keys.isEmpty {
      keys[0] = last
      siftDown(from: 0)
    }
    guard let payload = slots[key.slot].take() else {
      preconditionFailure("Internal inconsistency: a heap key points at an empty slot")
    }
    freeSlots.append(key.slot)
    return Entry(deadline: key.deadline, sequence: key.sequence, payload: payload)
  }

  /// Whether `key` comes out before `other`.
  private static func key(_ key: Key, precedes other: Key) -> Bool {
    key.deadline < other.deadline
      || (key.deadline == other.deadline && key.sequence < other.sequence)
  }

  /// Moves the key at `index` up to its place, shifting its ancestors down (no swaps).
  private mutating func siftUp(from index: Int) {
    let moving = keys[index]
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.key(moving, precedes: keys[parent]) else { break }
      keys[child] = keys[parent]
      child = parent
    }
    keys[child] = moving
  }

  /// Moves the key at `index` down to its place, shifting the smaller children up.
  private mutating func siftDown(from index: Int) {
    let moving = keys[index]
    var parent = index
    let count = keys.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      var smallest = left
      if right < count, Self.key(keys[right], precedes: keys[left]) { smallest = right }
      guard Self.key(keys[smallest], precedes: moving) else { break }
      keys[parent] = keys[smallest]
      parent = smallest
    }
    keys[parent] = moving
  }
}
