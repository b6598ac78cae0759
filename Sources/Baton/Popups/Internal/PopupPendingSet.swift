/// The pending pop-ups of a queue: ready to be picked, or parked until their scope's screen is
/// visible or their condition may have changed.
///
/// Picking the next pop-up and finding the overflow loser are O(log n); parked pop-ups are not
/// looked at until their screen becomes visible or conditions are re-checked.
@MainActor
struct PopupPendingSet {
  /// The ready pop-ups, best first.
  private var ready = PopupHeap(order: .showFirst)
  /// The pop-ups that may lose to the overflow rule (pending and never shown), loser first.
  private var losers = PopupHeap(order: .loseFirst)
  private var parkedByScope: [PopupScreen: [PopupTicket]] = [:]
  private var parkedByCondition: [PopupTicket] = []
  private var readyCount = 0
  private var loserCount = 0

  /// How many pop-ups are pending.
  private(set) var count = 0

  /// Adds a pending pop-up as ready.
  mutating func insert(_ ticket: PopupTicket) {
    count += 1
    makeReady(ticket)
    if !ticket.hasBeenShown {
      ticket.isOverflowCandidate = true
      loserCount += 1
      losers.insert(ticket, generation: ticket.overflowGeneration)
    }
  }

  /// Removes a pending pop-up (it ends, or its show is submitted).
  mutating func remove(_ ticket: PopupTicket) {
    count -= 1
    leaveReady(ticket)
    ticket.place = .none
    if ticket.isOverflowCandidate {
      ticket.isOverflowCandidate = false
      ticket.overflowGeneration &+= 1
      loserCount -= 1
    }
    ready.compactIfSparse(liveCount: readyCount, isLive: Self.isReady)
    losers.compactIfSparse(liveCount: loserCount, isLive: Self.isOverflowCandidate)
  }

  /// The best ready pop-up, if any.
  mutating func best() -> PopupTicket? {
    ready.first(isLive: Self.isReady)
  }

  /// The pop-up that loses first to the overflow rule, if any.
  mutating func overflowLoser() -> PopupTicket? {
    losers.first(isLive: Self.isOverflowCandidate)
  }

  /// Parks a ready pop-up until `screen` is visible.
  mutating func park(_ ticket: PopupTicket, untilVisible screen: PopupScreen) {
    leaveReady(ticket)
    ticket.place = .waitingForScreen
    parkedByScope[screen, default: []].append(ticket)
  }

  /// Parks a ready pop-up until conditions are checked again.
  mutating func parkUntilConditionsChange(_ ticket: PopupTicket) {
    leaveReady(ticket)
    ticket.place = .waitingForCondition
    parkedByCondition.append(ticket)
  }

  /// Makes the pop-ups parked for `screen` ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unpark(screen: PopupScreen) -> Bool {
    guard let parked = parkedByScope.removeValue(forKey: screen) else { return false }
    var any = false
    for ticket in parked where ticket.place == .waitingForScreen {
      makeReady(ticket)
      any = true
    }
    return any
  }

  /// Makes the pop-ups waiting for their condition ready again.
  ///
  /// - Returns: Whether any became ready.
  mutating func unparkConditions() -> Bool {
    let parked = parkedByCondition
    parkedByCondition = []
    var any = false
    for ticket in parked where ticket.place == .waitingForCondition {
      makeReady(ticket)
      any = true
    }
    return any
  }

  private mutating func makeReady(_ ticket: PopupTicket) {
    ticket.place = .ready
    readyCount += 1
    ready.insert(ticket, generation: ticket.readyGeneration)
  }

  private mutating func leaveReady(_ ticket: PopupTicket) {
    guard ticket.place == .ready else { return }
    ticket.readyGeneration &+= 1
    readyCount -= 1
  }

  private static func isReady(_ entry: PopupHeap.Entry) -> Bool {
    entry.ticket.place == .ready && entry.ticket.readyGeneration == entry.generation
  }

  private static func isOverflowCandidate(_ entry: PopupHeap.Entry) -> Bool {
    entry.ticket.isOverflowCandidate && entry.ticket.overflowGeneration == entry.generation
  }
}
