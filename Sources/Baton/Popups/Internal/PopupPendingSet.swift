/// The pending pop-ups of a queue, ready to be picked or parked until their scope's screen is
/// visible or their condition may have changed: one array, scanned for each question.
///
/// The queue bounds how many pop-ups are pending
/// (``PopupQueue/Configuration-swift.struct/maximumPending``, 64 by default), so a scan reads a
/// few dozen references; nothing is indexed, so nothing can go stale. A pop-up that ends leaves
/// the array at once, so nothing here outlives the pop-ups it holds (a pop-up's presenter may
/// hold the queue, and a ticket left behind would keep the window's queue and lane alive).
///
/// The array keeps the order pop-ups joined in: a new one is appended, one that comes back
/// (shown and hidden again, or whose show gave its turn back) too, and parking or unparking
/// one does not move it. Among the ready pop-ups of the highest priority, those ready since
/// they joined go in the order they joined (the order they were asked, except that one asked
/// from an outcome handler run while another was admitted joins before it), those that came
/// back or were unparked by request number; the first of each that was asked earlier goes
/// first.
@MainActor
struct PopupPendingSet {
  /// A pending pop-up and the set's bookkeeping of it.
  ///
  /// Its priority and request number are copied inline (they never change), so a scan reads
  /// no ticket; `isReady` is the set's copy of the ticket's `place == .ready`, written together.
  private struct Entry {
    let ticket: PopupTicket
    let priority: Int
    let id: PopupID
    var isReady = true
    /// Whether it is ready since it joined (picked in the order pop-ups joined) rather than
    /// since it came back or was unparked (picked by request number).
    var isReadySinceJoining: Bool
    /// Whether it is pending since it was requested, never shown: it may lose to the overflow
    /// rule.
    let isOverflowCandidate: Bool
  }

  /// The pending pop-ups, ready and parked, in the order they joined.
  private var entries: [Entry] = []

  /// How many pop-ups are pending.
  var count: Int { entries.count }
  /// How many of them may preempt a visible pop-up (``PopupPreemption/preempts``).
  private(set) var preemptingCount = 0

  /// Adds a pending pop-up as ready.
  ///
  /// - Parameters:
  ///   - ticket: The pop-up.
  ///   - isNew: Whether it was just requested (it then goes in the order it joined and may
  ///     lose to the overflow rule) rather than coming back.
  mutating func insert(_ ticket: PopupTicket, isNew: Bool) {
    if ticket.rules.preemption.preempts { preemptingCount += 1 }
    ticket.place = .ready
    entries.append(
      Entry(
        ticket: ticket,
        priority: ticket.priority,
        id: ticket.id,
        isReadySinceJoining: isNew,
        isOverflowCandidate: isNew
      )
    )
  }

  /// Removes a pending pop-up (it ends, or its show is submitted); nothing for one that is not
  /// pending.
  mutating func remove(_ ticket: PopupTicket) {
    guard let index = index(of: ticket.id) else { return }
    entries.remove(at: index)
    if ticket.rules.preemption.preempts { preemptingCount -= 1 }
    ticket.place = .none
  }

  /// The best ready pop-up, if any: the highest priority, then the order described above.
  func best() -> PopupTicket? {
    // At the highest priority so far: the first ready since it joined, and the earliest
    // request that came back.
    var firstJoined: Int?
    var earliestReturned: Int?
    var priority = Int.min
    for index in entries.indices where entries[index].isReady {
      let entryPriority = entries[index].priority
      if entryPriority < priority { continue }
      if entryPriority > priority {
        priority = entryPriority
        firstJoined = nil
        earliestReturned = nil
      }
      if entries[index].isReadySinceJoining {
        if firstJoined == nil { firstJoined = index }
      } else if earliestReturned.map({ entries[index].id < entries[$0].id }) ?? true {
        earliestReturned = index
      }
    }
    switch (firstJoined, earliestReturned) {
    case (let joined?, let returned?):
      return entries[entries[joined].id < entries[returned].id ? joined : returned].ticket
    case (let joined?, nil): return entries[joined].ticket
    case (nil, let returned?): return entries[returned].ticket
    case (nil, nil): return nil
    }
  }

  /// The pop-up that loses first to the overflow rule, if any: among those pending since they
  /// were requested (never shown), the lowest priority, the last to join among equals.
  func overflowLoser() -> PopupTicket? {
    var loser: Int?
    for index in entries.indices where entries[index].isOverflowCandidate {
      if let current = loser, entries[current].priority < entries[index].priority { continue }
      loser = index
    }
    return loser.map { entries[$0].ticket }
  }

  /// Parks a ready pop-up until `screen` is visible.
  mutating func park(_ ticket: PopupTicket, untilVisible screen: PopupScreen) {
    leaveReady(ticket, for: .waitingForScreen(screen))
  }

  /// Parks a ready pop-up until conditions are checked again.
  mutating func parkUntilConditionsChange(_ ticket: PopupTicket) {
    leaveReady(ticket, for: .waitingForCondition)
  }

  /// Makes the pop-ups parked for `screen` ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unpark(screen: PopupScreen) -> Bool {
    unpark { $0 == .waitingForScreen(screen) }
  }

  /// Makes the pop-ups waiting for their condition ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unparkConditions() -> Bool {
    unpark { $0 == .waitingForCondition }
  }

  /// The position of the pop-up `id`, if pending.
  private func index(of id: PopupID) -> Int? {
    var index = 0
    while index < entries.count {
      if entries[index].id == id { return index }
      index += 1
    }
    return nil
  }

  private mutating func leaveReady(_ ticket: PopupTicket, for place: PopupTicket.Place) {
    guard let index = index(of: ticket.id) else { return }
    entries[index].isReady = false
    entries[index].isReadySinceJoining = false
    ticket.place = place
  }

  private mutating func unpark(where isParked: (PopupTicket.Place) -> Bool) -> Bool {
    var any = false
    for index in entries.indices where !entries[index].isReady {
      let ticket = entries[index].ticket
      guard isParked(ticket.place) else { continue }
      entries[index].isReady = true
      ticket.place = .ready
      any = true
    }
    return any
  }
}
