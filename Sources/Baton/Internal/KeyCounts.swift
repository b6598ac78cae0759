/// How many times each key was added and not yet removed: a multiset tuned for the few keys a
/// lane holds at a time.
///
/// Up to ``linearLimit`` distinct keys live in a small array searched linearly: comparing a
/// handful of identifiers costs less than hashing one (every request adds, looks up and removes
/// its keys). Past the limit the counts move to a dictionary, so a long queue stays fast; they
/// move back once it empties.
struct KeyCounts<Key: Hashable & Sendable>: Sendable {
  private struct Entry: Sendable {
    var key: Key
    var count: Int
  }

  /// The most distinct keys kept in ``entries`` before moving to ``table``.
  static var linearLimit: Int { 8 }

  /// The counts while there are few keys (``usesTable`` false); empty otherwise.
  private var entries: [Entry] = []
  /// The counts once there were many keys (``usesTable`` true); empty otherwise.
  private var table: [Key: Int] = [:]
  private var usesTable = false

  /// Whether no key is counted.
  var isEmpty: Bool { entries.isEmpty && table.isEmpty }

  /// Whether the counts moved to a hash table (for tests).
  var isHashed: Bool { usesTable }

  /// How many times `key` was added and not yet removed.
  func count(of key: Key) -> Int {
    if usesTable { return table[key, default: 0] }
    for entry in entries where entry.key == key { return entry.count }
    return 0
  }

  /// Counts `key` once more.
  mutating func add(_ key: Key) {
    if usesTable {
      table[key, default: 0] += 1
      return
    }
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].count += 1
    } else if entries.count < Self.linearLimit {
      entries.append(Entry(key: key, count: 1))
    } else {
      usesTable = true
      table.reserveCapacity(entries.count * 2)
      for entry in entries { table[entry.key] = entry.count }
      entries = []
      table[key, default: 0] += 1
    }
  }

  /// Counts `key` once less; it must have been added.
  mutating func remove(_ key: Key) {
    if usesTable {
      guard let count = table[key] else {
        preconditionFailure("Internal inconsistency: removing an unregistered identity")
      }
      table[key] = count > 1 ? count - 1 : nil
      if table.isEmpty { usesTable = false }
      return
    }
    guard let index = entries.firstIndex(where: { $0.key == key }) else {
      preconditionFailure("Internal inconsistency: removing an unregistered identity")
    }
    if entries[index].count > 1 {
      entries[index].count -= 1
    } else {
      // Order does not matter: move the last entry into the hole.
      entries.swapAt(index, entries.count - 1)
      entries.removeLast()
    }
  }
}
