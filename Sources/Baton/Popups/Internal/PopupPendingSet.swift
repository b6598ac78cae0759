/// The pending pop-ups of a queue: ready to be picked, or parked until their scope's screen is
/// visible or their condition may have changed.
///
/// The ready pop-ups are one array sorted by picking order, best last: by priority, then, among
/// equals, by request number (earliest best), whether a pop-up joined new or came back (shown
/// and hidden again, unparked, or its show gave its turn back). Picking reads the last element;
/// adding and removing find the place by binary search. The overflow candidates (new and never
/// submitted, parked or not) are a second array sorted the same way, worst first. The queue's
/// bound (``PopupQueue/Configuration/maximumPending``, 64 by default) keeps both small; the
/// common cycle (a pop-up of the highest priority shown over many pending) touches only their
/// ends, so its cost does not grow with the number pending (`baton-lab bench popups`).
///
/// Removal is eager everywhere: a pop-up that ends leaves at once, so nothing here outlives the
/// pop-ups it holds (a pop-up's presenter may hold the queue, and a ticket left behind would
/// keep the window's queue and lane alive).
@MainActor
struct PopupPendingSet {
  /// The ready pop-ups, worst first (see ``precedes(_:_:)``).
  private var ready: [PopupTicket] = []
  /// The pop-ups that may lose to the overflow rule (pending and never submitted), worst
  /// first.
  private var candidates: [PopupTicket] = []
  /// The pop-ups parked until a screen is visible, by screen and identifier (they come back in
  /// picking order through ``ready``, so the order they are stored in is irrelevant).
  private var parkedByScope: [PopupScreen: [PopupID: PopupTicket]] = [:]
  /// The pop-ups parked until conditions are checked again, by identifier.
  private var parkedByCondition: [PopupID: PopupTicket] = [:]

  /// How many pop-ups are pending.
  private(set) var count = 0
  /// How many of them may preempt a visible pop-up (``PopupPreemption/preempts``).
  private(set) var preemptingCount = 0

  /// Adds a pending pop-up as ready.
  ///
  /// - Parameters:
  ///   - ticket: The pop-up.
  ///   - isNew: Whether it was just requested (it may then lose to the overflow rule) rather
  ///     than coming back.
  mutating func insert(_ ticket: PopupTicket, isNew: Bool) {
    count += 1
    if ticket.rules.preemption.preempts { preemptingCount += 1 }
    makeReady(ticket)
    guard isNew else { return }
    ticket.isOverflowCandidate = true
    Self.insert(ticket, into: &candidates)
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
    Self.remove(ticket, from: &candidates)
  }

  /// The best ready pop-up, if any: the highest priority, the earliest request among equals.
  func best() -> PopupTicket? {
    ready.last
  }

  /// The pop-up that loses first to the overflow rule, if any: the lowest priority, the newest
  /// request among equals.
  func overflowLoser() -> PopupTicket? {
    candidates.first
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
    for ticket in parked.values { makeReady(ticket) }
    return !parked.isEmpty
  }

  /// Makes the pop-ups waiting for their condition ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unparkConditions() -> Bool {
    guard !parkedByCondition.isEmpty else { return false }
    let parked = parkedByCondition
    parkedByCondition = [:]
    for ticket in parked.values { makeReady(ticket) }
    return true
  }

  private mutating func makeReady(_ ticket: PopupTicket) {
    ticket.place = .ready
    Self.insert(ticket, into: &ready)
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
    Self.remove(ticket, from: &ready)
  }

  /// Whether `lhs` is worse than `rhs`: a lower priority, or the same and a later request.
  private static func precedes(_ lhs: PopupTicket, _ rhs: PopupTicket) -> Bool {
    lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.id > rhs.id
  }

  /// The first position in `tickets` whose ticket is not worse than `ticket`.
  private static func position(of ticket: PopupTicket, in tickets: [PopupTicket]) -> Int {
    var low = 0
    var high = tickets.count
    while low < high {
      let middle = low + (high - low) / 2
      if precedes(tickets[middle], ticket) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private static func insert(_ ticket: PopupTicket, into tickets: inout [PopupTicket]) {
    tickets.insert(ticket, at: position(of: ticket, in: tickets))
  }

  private static func remove(_ ticket: PopupTicket, from tickets: inout [PopupTicket]) {
    let index = position(of: ticket, in: tickets)
    guard index < tickets.count, tickets[index] === ticket else {
      preconditionFailure("Internal inconsistency: a pending pop-up is not where its order puts it")
    }
    tickets.remove(at: index)
  }
}
