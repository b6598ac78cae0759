/// The pending pop-ups of a queue: ready to be picked, or parked until their scope's screen is
/// visible or their condition may have changed.
///
/// Ready pop-ups are kept in a bucket per priority: a first-in first-out ``Deque`` of those
/// that joined once, plus a small heap by request number for those that came back (shown and
/// hidden again, unparked, or whose show gave its turn back), which are older than the newest.
/// Picking reads the head of the highest bucket, so its cost does not grow with the number
/// pending. Removal from a bucket is lazy (an entry whose ticket left is skipped when it reaches
/// the head); a bucket is rebuilt when dead entries outnumber live ones. A bucket left without a
/// live entry is emptied and kept, storage included, while there are at most
/// ``keptBucketLimit`` buckets (a priority that comes and goes then allocates nothing), and
/// dropped beyond that.
///
/// Removal from the parked sets is eager: a parked pop-up that ends leaves them at once, so
/// nothing here outlives the pop-ups it holds (a pop-up's presenter may hold the queue, and a
/// ticket left behind would keep the window's queue and lane alive).
@MainActor
struct PopupPendingSet {
  fileprivate struct Entry {
    var generation: UInt32
    var ticket: PopupTicket
  }

  @MainActor
  fileprivate struct ReadyBucket {
    var joined = Deque<Entry>()
    var returned = PopupHeap(order: .showFirst)
    var live = 0
  }

  @MainActor
  fileprivate struct LoserBucket {
    var entries = Deque<Entry>()
    var live = 0
  }

  /// The ready buckets, by ascending priority (apps use a handful of priorities: a short
  /// array searched from the top is cheaper than hashing).
  private var ready: [(priority: Int, bucket: ReadyBucket)] = []
  /// The pop-ups that may lose to the overflow rule (pending and never submitted), by
  /// ascending priority.
  private var losers: [(priority: Int, bucket: LoserBucket)] = []
  /// The pop-ups parked until a screen is visible, by screen and identifier (they come back in
  /// request order through the ready buckets' heap, so the order they are stored in is
  /// irrelevant).
  private var parkedByScope: [PopupScreen: [PopupID: PopupTicket]] = [:]
  /// The pop-ups parked until conditions are checked again, by identifier.
  private var parkedByCondition: [PopupID: PopupTicket] = [:]

  /// How many buckets of each kind may stay without a live entry.
  static let keptBucketLimit = 8

  /// How many pop-ups are pending.
  private(set) var count = 0
  /// How many of them may preempt a visible pop-up (``PopupPreemption/preempts``).
  private(set) var preemptingCount = 0

  /// Adds a pending pop-up as ready.
  ///
  /// - Parameters:
  ///   - ticket: The pop-up.
  ///   - isNew: Whether it was just requested (it then joins the back of its priority and may
  ///     lose to the overflow rule) rather than coming back.
  mutating func insert(_ ticket: PopupTicket, isNew: Bool) {
    count += 1
    if ticket.rules.preemption.preempts { preemptingCount += 1 }
    makeReady(ticket, joinsBack: isNew)
    guard isNew else { return }
    ticket.isOverflowCandidate = true
    let index = Self.index(of: ticket.priority, in: &losers, making: LoserBucket())
    losers[index].bucket.entries.append(
      Entry(generation: ticket.overflowGeneration, ticket: ticket)
    )
    losers[index].bucket.live += 1
  }

  /// Removes a pending pop-up (it ends, or its show is submitted).
  mutating func remove(_ ticket: PopupTicket) {
    count -= 1
    if ticket.rules.preemption.preempts { preemptingCount -= 1 }
    leaveReady(ticket)
    leaveParked(ticket)
    ticket.place = .none
    guard ticket.isOverflowCandidate else { return }
    ticket.isOverflowCandidate = false
    ticket.overflowGeneration &+= 1
    guard let index = Self.index(of: ticket.priority, in: losers) else {
      preconditionFailure("Internal inconsistency: an overflow candidate without its bucket")
    }
    if losers[index].bucket.leave(), losers.count > Self.keptBucketLimit {
      losers.remove(at: index)
    }
  }

  /// The best ready pop-up, if any: the highest priority, the earliest request among equals.
  mutating func best() -> PopupTicket? {
    var index = ready.count
    while index > 0 {
      index -= 1
      guard ready[index].bucket.live > 0 else { continue }  // Kept empty.
      guard let best = ready[index].bucket.best() else {
        preconditionFailure("Internal inconsistency: a ready bucket without a live entry")
      }
      return best
    }
    return nil
  }

  /// The pop-up that loses first to the overflow rule, if any: the lowest priority, the newest
  /// request among equals.
  mutating func overflowLoser() -> PopupTicket? {
    for index in losers.indices where losers[index].bucket.live > 0 {
      while let last = losers[index].bucket.entries.last {
        if Self.isOverflowCandidate(last) { return last.ticket }
        _ = losers[index].bucket.entries.popLast()
      }
      preconditionFailure("Internal inconsistency: a loser bucket without a live entry")
    }
    return nil
  }

  /// Parks a ready pop-up until `screen` is visible.
  mutating func park(_ ticket: PopupTicket, untilVisible screen: PopupScreen) {
    leaveReady(ticket)
    ticket.place = .waitingForScreen(screen)
    parkedByScope[screen, default: [:]][ticket.id] = ticket
  }

  /// Parks a ready pop-up until conditions are checked again.
  mutating func parkUntilConditionsChange(_ ticket: PopupTicket) {
    leaveReady(ticket)
    ticket.place = .waitingForCondition
    parkedByCondition[ticket.id] = ticket
  }

  /// Makes the pop-ups parked for `screen` ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unpark(screen: PopupScreen) -> Bool {
    guard let parked = parkedByScope.removeValue(forKey: screen) else { return false }
    for ticket in parked.values { makeReady(ticket, joinsBack: false) }
    return !parked.isEmpty
  }

  /// Makes the pop-ups waiting for their condition ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unparkConditions() -> Bool {
    guard !parkedByCondition.isEmpty else { return false }
    let parked = parkedByCondition
    parkedByCondition = [:]
    for ticket in parked.values { makeReady(ticket, joinsBack: false) }
    return true
  }

  private mutating func makeReady(_ ticket: PopupTicket, joinsBack: Bool) {
    ticket.place = .ready
    let index = Self.index(of: ticket.priority, in: &ready, making: ReadyBucket())
    if joinsBack {
      ready[index].bucket.joined.append(Entry(generation: ticket.readyGeneration, ticket: ticket))
    } else {
      ready[index].bucket.returned.insert(ticket, generation: ticket.readyGeneration)
    }
    ready[index].bucket.live += 1
  }

  /// Takes a parked pop-up out of its parked set.
  private mutating func leaveParked(_ ticket: PopupTicket) {
    switch ticket.place {
    case .waitingForScreen(let screen):
      guard parkedByScope[screen]?.removeValue(forKey: ticket.id) != nil else {
        preconditionFailure("Internal inconsistency: a pop-up parked for a screen is missing")
      }
      if parkedByScope[screen]?.isEmpty == true { parkedByScope[screen] = nil }
    case .waitingForCondition:
      guard parkedByCondition.removeValue(forKey: ticket.id) != nil else {
        preconditionFailure("Internal inconsistency: a pop-up parked for a condition is missing")
      }
    case .none, .ready:
      break
    }
  }

  private mutating func leaveReady(_ ticket: PopupTicket) {
    guard ticket.place == .ready else { return }
    ticket.readyGeneration &+= 1
    guard let index = Self.index(of: ticket.priority, in: ready) else {
      preconditionFailure("Internal inconsistency: a ready pop-up without its bucket")
    }
    if ready[index].bucket.leave(), ready.count > Self.keptBucketLimit { ready.remove(at: index) }
  }

  fileprivate static func isOverflowCandidate(_ entry: Entry) -> Bool {
    entry.ticket.isOverflowCandidate && entry.ticket.overflowGeneration == entry.generation
  }

  /// The position of `priority`'s bucket, searched from the highest priority.
  private static func index<Bucket>(
    of priority: Int,
    in buckets: [(priority: Int, bucket: Bucket)]
  ) -> Int? {
    var index = buckets.count
    while index > 0 {
      index -= 1
      if buckets[index].priority == priority { return index }
      if buckets[index].priority < priority { return nil }
    }
    return nil
  }

  /// The position of `priority`'s bucket, inserting `empty` in order when there is none.
  private static func index<Bucket>(
    of priority: Int,
    in buckets: inout [(priority: Int, bucket: Bucket)],
    making empty: @autoclosure () -> Bucket
  ) -> Int {
    var index = buckets.count
    while index > 0, buckets[index - 1].priority >= priority {
      if buckets[index - 1].priority == priority { return index - 1 }
      index -= 1
    }
    buckets.insert((priority, empty()), at: index)
    return index
  }
}

@MainActor
extension PopupPendingSet.ReadyBucket {
  fileprivate static func isReady(_ entry: PopupPendingSet.Entry) -> Bool {
    entry.ticket.place == .ready && entry.ticket.readyGeneration == entry.generation
  }

  fileprivate static func isReady(_ entry: PopupHeap.Entry) -> Bool {
    entry.ticket.place == .ready && entry.ticket.readyGeneration == entry.generation
  }

  /// The earliest live request, after dropping the dead entries ahead of it.
  fileprivate mutating func best() -> PopupTicket? {
    while let head = joined.first, !Self.isReady(head) { _ = joined.popFirst() }
    let back = returned.first(isLive: Self.isReady)
    switch (joined.first?.ticket, back) {
    case (let first?, let other?): return first.id < other.id ? first : other
    case (let first?, nil): return first
    case (nil, let other?): return other
    case (nil, nil): return nil
    }
  }

  /// One live entry left; returns whether none is left (the bucket is then emptied, keeping
  /// its storage), else compacts when sparse.
  fileprivate mutating func leave() -> Bool {
    live -= 1
    guard live > 0 else {
      joined.removeAll(keepingCapacity: true)
      returned.removeAll()
      return true
    }
    if joined.count > 2 * live + 32 { joined = Deque(joined.lazy.filter(Self.isReady)) }
    returned.compactIfSparse(liveCount: live, isLive: Self.isReady)
    return false
  }
}

@MainActor
extension PopupPendingSet.LoserBucket {
  /// One live entry left; returns whether none is left (the bucket is then emptied, keeping
  /// its storage), else compacts when sparse.
  fileprivate mutating func leave() -> Bool {
    live -= 1
    guard live > 0 else {
      entries.removeAll(keepingCapacity: true)
      return true
    }
    if entries.count > 2 * live + 32 {
      entries = Deque(entries.lazy.filter(PopupPendingSet.isOverflowCandidate))
    }
    return false
  }
}
