import Baton
import Foundation

/// The deep links a ``BatonRouter`` holds until their gate opens: bounded, with expiry, each
/// ending exactly once.
///
/// An interceptor holds a link with `RouteDecision.hold(until:)`; `open` then throws
/// `RouteError.rejected(url:reason:)` with the reason `.held(gate:)`, and the link waits here.
/// ``BatonRouter/openGate(_:context:)`` opens the links of a gate again, oldest first.
///
/// The rules, in order, when a link is held:
/// 1. Links whose ``HeldLink/expiresAt`` has passed end ``HeldLinkOutcome/expired`` (expiry is
///    checked whenever the store is used — a hold, `openGate`, ``restore(_:)``,
///    ``expireStale()`` — never by a timer).
/// 2. A link held for the same URL and gate as one already held replaces it
///    (``HeldLinkOutcome/replaced``).
/// 3. With ``NewerLinkRule/replaces`` (the default), a newer link for a gate replaces the one
///    held for that gate: the user's last tap wins. With ``NewerLinkRule/queues``, it queues
///    behind it and both open, in order, when the gate opens.
/// 4. Beyond ``limit`` links in all, the oldest ends
///    ``HeldLinkOutcome/overflowed``.
@MainActor
public final class HeldLinks {
  /// What happens to a link held for a gate that already holds one.
  public enum NewerLinkRule: Hashable, Sendable {
    /// The newer link replaces the held one, which ends ``HeldLinkOutcome/replaced``.
    case replaces
    /// The newer link queues behind the held one; they open in the order they were held.
    case queues
  }

  /// The most links held at once, across gates; at least 1 (values below count as 1); 8 by
  /// default.
  public var limit: Int {
    didSet { limit = max(1, limit) }
  }
  /// How long a link stays held, in seconds; ten minutes by default.
  public var lifetime: TimeInterval
  /// What a newer link for a gate does to the one held; ``NewerLinkRule/replaces`` by default.
  public var newerLink: NewerLinkRule
  /// The wall clock expiry is measured on (a wall clock, since links may outlive the process).
  public var now: @MainActor () -> Date

  /// The links held, oldest first.
  public private(set) var tickets: [HeldLinkTicket] = []

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - limit: The most links held at once (values below 1 count as 1).
  ///   - lifetime: How long a link stays held, in seconds.
  ///   - newerLink: What a newer link for a gate does to the one held.
  ///   - now: The wall clock.
  public init(
    limit: Int = 8,
    lifetime: TimeInterval = 600,
    newerLink: NewerLinkRule = .replaces,
    now: @escaping @MainActor () -> Date = { Date() }
  ) {
    self.limit = max(1, limit)
    self.lifetime = lifetime
    self.newerLink = newerLink
    self.now = now
  }

  /// The links held, oldest first, to save across a relaunch.
  public var links: [HeldLink] { tickets.map(\.link) }

  /// The newest ticket of a link held for `url`.
  ///
  /// - Parameter url: The URL as given to `open`.
  /// - Returns: The ticket, or nil when no link for `url` is held.
  public func ticket(forURL url: String) -> HeldLinkTicket? {
    tickets.last { $0.link.url == url }
  }

  /// Holds links saved before a relaunch, by the same rules as a new hold; those expired by
  /// now end ``HeldLinkOutcome/expired`` at once.
  ///
  /// - Parameter links: The saved links, oldest first.
  /// - Returns: Their tickets, in the same order.
  @discardableResult
  public func restore(_ links: [HeldLink]) -> [HeldLinkTicket] {
    links.map { hold($0, completion: nil) }
  }

  /// Ends every link whose expiry has passed ``HeldLinkOutcome/expired``.
  public func expireStale() {
    let date = now()
    for ticket in tickets where ticket.link.isExpired(at: date) {
      remove(ticket)
      ticket.end(.expired)
    }
  }

  /// Ends every held link ``HeldLinkOutcome/cancelled``.
  public func cancelAll() {
    let all = tickets
    tickets = []
    for ticket in all { ticket.end(.cancelled) }
  }

  /// Holds `link` by the store's rules.
  func hold(
    _ link: HeldLink,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> HeldLinkTicket {
    let ticket = HeldLinkTicket(link, completion: completion)
    ticket.store = self
    hold(ticket)
    return ticket
  }

  /// Holds `ticket` (new, or moved to another gate) by the store's rules.
  func hold(_ ticket: HeldLinkTicket) {
    expireStale()
    guard !ticket.link.isExpired(at: now()) else { return ticket.end(.expired) }
    let replaced = tickets.filter { held in
      held.link.gate == ticket.link.gate
        && (held.link.url == ticket.link.url || newerLink == .replaces)
    }
    for held in replaced {
      remove(held)
      held.end(.replaced)
    }
    tickets.append(ticket)
    while tickets.count > limit {
      tickets.removeFirst().end(.overflowed)
    }
  }

  /// Takes the links held for `gate`, oldest first, after ending the expired ones.
  func take(gate: String) -> [HeldLinkTicket] {
    expireStale()
    let due = tickets.filter { $0.link.gate == gate }
    tickets.removeAll { $0.link.gate == gate }
    return due
  }

  /// Forgets `ticket` without ending it.
  func remove(_ ticket: HeldLinkTicket) {
    tickets.removeAll { $0 === ticket }
  }
}
