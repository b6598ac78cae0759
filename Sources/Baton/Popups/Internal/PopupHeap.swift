/// A binary heap of pending pop-ups with lazy removal.
///
/// Orders by priority then request number: the highest priority and earliest request first
/// (``Order/showFirst``), or the lowest priority and latest request first
/// (``Order/loseFirst``, for the overflow rule). An entry stays in the heap after its ticket
/// left the role it was added for; it is skipped (and dropped) when it reaches the top, and the
/// heap is rebuilt when dead entries outnumber live ones, so memory stays proportional to the
/// live count.
@MainActor
struct PopupHeap {
  /// Which end of the order comes out first.
  enum Order {
    /// Highest priority, then earliest request.
    case showFirst
    /// Lowest priority, then latest request.
    case loseFirst
  }

  /// One entry: the ordering key inline (no dereference while sifting) and the ticket.
  struct Entry {
    var priority: Int
    var number: UInt64
    var generation: UInt32
    var ticket: PopupTicket
  }

  private let order: Order
  private var entries: [Entry] = []

  init(order: Order) {
    self.order = order
  }

  /// How many entries the heap stores, dead ones included.
  var storedCount: Int { entries.count }

  /// Adds `ticket` with its current `generation`.
  mutating func insert(_ ticket: PopupTicket, generation: UInt32) {
    entries.append(
      Entry(
        priority: ticket.priority,
        number: ticket.id.rawValue,
        generation: generation,
        ticket: ticket
      )
    )
    siftUp(entries.count - 1)
  }

  /// Removes every entry, keeping the storage.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

  /// The first live entry's ticket, after dropping the dead entries above it.
  mutating func first(isLive: (Entry) -> Bool) -> PopupTicket? {
    while let top = entries.first {
      if isLive(top) { return top.ticket }
      removeTop()
    }
    return nil
  }

  /// Rebuilds the heap from its live entries when dead ones outnumber them.
  mutating func compactIfSparse(liveCount: Int, isLive: (Entry) -> Bool) {
    guard entries.count > 64, entries.count > 2 * liveCount else { return }
    entries.removeAll { !isLive($0) }
    var index = entries.count / 2
    while index > 0 {
      index -= 1
      siftDown(index)
    }
  }

  private func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    switch order {
    case .showFirst:
      lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.number < rhs.number
    case .loseFirst:
      lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.number > rhs.number
    }
  }

  private mutating func removeTop() {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(0)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(entries[child], entries[parent]) else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < entries.count else { return }
      let right = left + 1
      var best = left
      if right < entries.count, precedes(entries[right], entries[left]) { best = right }
      guard precedes(entries[best], entries[parent]) else { return }
      entries.swapAt(best, parent)
      parent = best
    }
  }
}
