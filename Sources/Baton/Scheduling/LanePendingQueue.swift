/// The lane's first-in first-out queue of pending tickets.
///
/// Removal from the middle (a cancelled or superseded ticket) is lazy: the ticket is marked
/// as no longer queued and left in place as a tombstone, skipped when it reaches the front.
/// When tombstones outnumber live tickets the queue is compacted, so every operation is
/// amortised O(1) and memory stays proportional to the live count.
@MainActor
struct LanePendingQueue {
  private var entries = Deque<TransitionTicket>()
  private var tombstones = 0
  private var byReplacementKey: [String: TransitionTicket] = [:]

  /// How many tickets are live in the queue.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// How many entries the queue stores, tombstones included.
  var storedCount: Int { entries.count }

  /// The pending ticket queued with `key`, if any.
  func ticket(forReplacementKey key: String) -> TransitionTicket? {
    byReplacementKey[key]
  }

  /// Adds `ticket` at the back.
  mutating func append(_ ticket: TransitionTicket, replacementKey: String?) {
    register(ticket, replacementKey: replacementKey)
    entries.append(ticket)
  }

  /// Adds `ticket` at the front.
  mutating func prepend(_ ticket: TransitionTicket, replacementKey: String?) {
    register(ticket, replacementKey: replacementKey)
    entries.prepend(ticket)
  }

  /// Adds `ticket` ahead of the first live ticket made after `place`, other than a pop-up's
  /// hide (which stays at the front), or at the back when there is none.
  ///
  /// O(n) in the stored entries; only a blocking pop-up's show is placed so, and the queue it
  /// joins is short.
  mutating func insert(
    _ ticket: TransitionTicket,
    aheadOfRequestsAfter place: RequestID,
    replacementKey: String?
  ) {
    register(ticket, replacementKey: replacementKey)
    var placed = Deque<TransitionTicket>()
    var isPlaced = false
    for entry in entries {
      if !isPlaced, entry.isQueued, entry.id > place, entry.kind != .popupHide {
        placed.append(ticket)
        isPlaced = true
      }
      placed.append(entry)
    }
    if !isPlaced { placed.append(ticket) }
    entries = placed
  }

  /// The first live ticket, after dropping the tombstones ahead of it.
  mutating func firstLive() -> TransitionTicket? {
    while let head = entries.first, !head.isQueued {
      _ = entries.popFirst()
      tombstones -= 1
    }
    return entries.first
  }

  /// Removes `ticket`, which must be the first live ticket, because it went in flight.
  mutating func removeFirstLive(_ ticket: TransitionTicket) {
    guard firstLive() === ticket, entries.popFirst() != nil else {
      preconditionFailure("Internal inconsistency: the starting ticket is not at the front")
    }
    unregister(ticket)
  }

  /// Leaves `ticket` in place as a tombstone because it ended while queued.
  mutating func remove(_ ticket: TransitionTicket) {
    unregister(ticket)
    tombstones += 1
    if tombstones > 32 && tombstones > count { compact() }
  }

  private mutating func register(_ ticket: TransitionTicket, replacementKey: String?) {
    ticket.isQueued = true
    ticket.replacementKey = replacementKey
    if let replacementKey { byReplacementKey[replacementKey] = ticket }
    count += 1
  }

  private mutating func unregister(_ ticket: TransitionTicket) {
    guard ticket.isQueued else {
      preconditionFailure("Internal inconsistency: removing a ticket that is not queued")
    }
    ticket.isQueued = false
    if let key = ticket.replacementKey, byReplacementKey[key] === ticket {
      byReplacementKey[key] = nil
    }
    ticket.replacementKey = nil
    count -= 1
  }

  private mutating func compact() {
    entries = Deque(entries.lazy.filter(\.isQueued))
    tombstones = 0
  }
}
