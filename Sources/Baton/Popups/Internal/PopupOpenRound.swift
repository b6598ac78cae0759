/// A member of a group's round: the pop-up while it has no outcome, then a record of it.
///
/// A record holds only values, so a round that is never closed keeps no ended pop-up (nor its
/// presenter, which may hold the queue) alive.
@MainActor
enum PopupRoundMember {
  /// A member without an outcome yet.
  case live(PopupTicket)
  /// A member that ended, as its round's result lists it.
  case ended(PopupRoundResult.Member)

  /// The member's identifier.
  var id: PopupID {
    switch self {
    case .live(let ticket): ticket.id
    case .ended(let record): record.id
    }
  }

  /// Whether the member ended.
  var isEnded: Bool {
    switch self {
    case .live: false
    case .ended: true
    }
  }

  /// The record of a member that ended.
  static func record(of ticket: PopupTicket, _ outcome: PopupOutcome) -> Self {
    .ended(PopupRoundResult.Member(id: ticket.id, key: ticket.key, outcome: outcome))
  }
}

/// A group's requests since its last round closed, in request order.
///
/// Live members are kept by ticket; a member that ends is replaced by its record at once. Of
/// the ended members it remembers the newest ``endedLimit``: a group used without ever closing
/// a round (only to cancel it, say) does not grow for good. Every member without an outcome is
/// kept, however many.
@MainActor
struct PopupOpenRound {
  /// How many ended members an open round remembers.
  static let endedLimit = 256

  /// The members in request order (so in ascending identifier order).
  private(set) var members: [PopupRoundMember] = []
  private var endedCount = 0

  /// Adds a new request of the group (its identifier is above every member's).
  mutating func append(_ ticket: PopupTicket) {
    members.append(.live(ticket))
  }

  /// Replaces the member `ticket`, which just ended with `outcome`, by its record.
  mutating func memberEnded(_ ticket: PopupTicket, _ outcome: PopupOutcome) {
    guard let index = index(of: ticket.id), case .live(let live) = members[index], live === ticket
    else {
      // Cannot fire: the queue asks only for a flagged member (see `PopupQueue.finish`), which
      // stays live here until this call, the one at its outcome, replaces it.
      preconditionFailure("Internal inconsistency: \(ticket.id) is not live in its open round")
    }
    members[index] = .record(of: ticket, outcome)
    endedCount += 1
    guard endedCount > Self.endedLimit,
      let oldest = members.firstIndex(where: \.isEnded)
    else { return }
    members.remove(at: oldest)
    endedCount -= 1
  }

  /// The position of the member `id`, by binary search on the identifiers.
  private func index(of id: PopupID) -> Int? {
    var low = 0
    var high = members.count
    while low < high {
      let middle = (low + high) / 2
      let current = members[middle].id
      if current == id { return middle }
      if current < id { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
