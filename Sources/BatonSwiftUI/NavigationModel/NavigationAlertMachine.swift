/// The control logic of a ``NavigationDriver``'s alert slot: the requested alert's place on the
/// way to the pop-up queue, the pop-ups of alerts no longer requested, and the alert SwiftUI
/// dismissed before its answer came.
///
/// A pure value, like the driver's step machine: each event is a `mutating` method that moves
/// the state and returns what the driver does. The alerts and their tickets are the states'
/// payloads (the driver keeps no copy of them beside the machine), and the machine's tests use
/// any object as the ticket.
///
/// The requested alert (``slot``) is in one of these states:
/// - ``Slot/empty``: none is waiting or in the queue.
/// - ``Slot/deferred(_:)``: it waits for a replaced alert with its key to leave the queue
///   (asking for it now would make it a duplicate).
/// - ``Slot/inQueue(_:)``: its pop-up is in the queue without an outcome yet.
struct NavigationAlertMachine<Route: Hashable & Sendable, Ticket: AnyObject> {
  typealias Alert = NavigationAlert<Route>

  /// An alert's pop-up in the queue: the alert it shows and its ticket.
  struct Entry {
    /// The alert the pop-up shows.
    let alert: Alert
    /// The pop-up's ticket.
    let ticket: Ticket
  }

  /// Where the requested alert is.
  enum Slot {
    /// No requested alert waits or is in the queue.
    case empty
    /// The requested alert waits for a replaced alert with its key to leave the queue.
    case deferred(Alert)
    /// The requested alert's pop-up is in the queue, without an outcome yet.
    case inQueue(Entry)
  }

  /// What the driver does next to bring the queue up to date with the requested alert.
  enum SyncAction {
    /// Report that the deferred alert ended ``PopupOutcome/cancelled`` without a pop-up.
    case endDeferred(Alert)
    /// Cancel the pop-up of an alert no longer requested (it is leaving now).
    case cancel(Ticket)
    /// Ask the queue to show the alert, then report its ticket with ``enqueued(_:_:)``.
    case enqueue(Alert)
  }

  /// What the driver does once an alert's pop-up has its outcome.
  enum EndAction: Hashable, Sendable {
    /// Report the outcome.
    case report
    /// Report the outcome, then sync again: a deferred alert may join the queue now.
    case reportAndSync
  }

  /// The requested alert.
  private(set) var slot = Slot.empty
  /// The pop-ups of alerts no longer requested, until their outcome (a hide may still run), by
  /// the alert's identifier.
  private(set) var leaving: [NavigationElementID: Entry] = [:]
  /// The pop-up of an alert SwiftUI dismissed before its answer came (iOS 14–15 write the `nil`
  /// first), until the answer or the end of the main-loop turn; it is also leaving.
  private(set) var unanswered: Entry?

  /// The next thing to do so that the queue holds `wanted`, the requested alert, and no other.
  ///
  /// The driver performs the action and asks again with the same `wanted`, until `nil`
  /// (nothing is left to do) or ``SyncAction/enqueue(_:)``.
  mutating func sync(to wanted: Alert?) -> SyncAction? {
    switch slot {
    case .deferred(let deferred) where deferred.id != wanted?.id:
      // Replaced or dismissed before it could join the queue: it ends without a pop-up.
      slot = .empty
      return .endDeferred(deferred)
    case .inQueue(let entry) where entry.alert.id != wanted?.id:
      // Pending: ends `cancelled` now. On screen: hidden, then `cancelled`. Answered: its
      // dismissal stands (`alreadyEnding`).
      slot = .empty
      leaving[entry.alert.id] = entry
      return .cancel(entry.ticket)
    case .inQueue:
      return nil
    case .empty, .deferred:
      guard let wanted else { return nil }
      // A replaced alert with the same key still leaving would make this one a duplicate: it
      // joins the queue once that one has its outcome.
      if leaving.values.contains(where: { $0.alert.popupKey == wanted.popupKey }) {
        slot = .deferred(wanted)
        return nil
      }
      slot = .empty
      return .enqueue(wanted)
    }
  }

  /// The queue took `alert`'s request and its pop-up has no outcome yet (a request refused at
  /// once has ended already and is not reported).
  mutating func enqueued(_ alert: Alert, _ ticket: Ticket) {
    slot = .inQueue(Entry(alert: alert, ticket: ticket))
  }

  /// The ticket of the requested alert `id`'s pop-up, if it is in the queue.
  func ticket(of id: NavigationElementID) -> Ticket? {
    guard case .inQueue(let entry) = slot, entry.alert.id == id else { return nil }
    return entry.ticket
  }

  /// SwiftUI dismissed the alert `id` before its answer came: its pop-up leaves (not cancelled:
  /// an alert of its key waits for its outcome) and waits for the answer.
  ///
  /// - Returns: Its ticket; `nil` when `id`'s pop-up is not in the queue.
  mutating func dismissedWithoutAnswer(_ id: NavigationElementID) -> Ticket? {
    guard case .inQueue(let entry) = slot, entry.alert.id == id else { return nil }
    slot = .empty
    leaving[id] = entry
    unanswered = entry
    return entry.ticket
  }

  /// The alert dismissed without its answer gets one (the user's, or the default).
  ///
  /// - Parameter ticket: Only if its ticket is this one; any when `nil`.
  /// - Returns: The alert's pop-up, to dismiss with the answer; `nil` when none waits.
  mutating func takeUnanswered(ifTicketIs ticket: Ticket? = nil) -> Entry? {
    guard let entry = unanswered else { return nil }
    if let ticket, entry.ticket !== ticket { return nil }
    unanswered = nil
    return entry
  }

  /// The pop-up of alert `id` has its outcome: it is neither requested nor leaving any more.
  mutating func ended(_ id: NavigationElementID) -> EndAction {
    if case .inQueue(let entry) = slot, entry.alert.id == id { slot = .empty }
    return leaving.removeValue(forKey: id) == nil ? .report : .reportAndSync
  }
}
