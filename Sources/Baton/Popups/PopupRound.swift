/// The members of a group's round and their outcomes, as a round's completion receives them.
public struct PopupRoundResult: Hashable, Sendable {
  /// The group.
  public var group: String
  /// Each member's key and outcome, in request order.
  public var members: [Member]

  /// One member of a round.
  public struct Member: Hashable, Sendable {
    /// The member's identifier.
    public var id: PopupID
    /// The member's key.
    public var key: String
    /// The member's outcome.
    public var outcome: PopupOutcome
  }
}

/// A closed round: its members and the completion that runs once every one has an outcome.
///
/// Its live members refer to it until they end; it keeps them until it completes.
@MainActor
final class PopupRound {
  let group: String
  let members: [PopupRoundMember]
  private var remaining: Int
  private var completion: (@MainActor (PopupRoundResult) -> Void)?

  init(
    group: String,
    members: [PopupRoundMember],
    completion: @escaping @MainActor (PopupRoundResult) -> Void
  ) {
    self.group = group
    self.members = members
    self.completion = completion
    remaining = members.count { !$0.isEnded }
  }

  /// Runs the completion if no member is left without an outcome.
  func completeIfDone() {
    guard remaining == 0, let completion else { return }
    self.completion = nil
    let result = PopupRoundResult(
      group: group,
      members: members.map { member in
        switch member {
        case .ended(let record):
          return record
        case .live(let ticket):
          guard let outcome = ticket.outcome else {
            // Cannot fire: `remaining` counts down once per member, after its outcome is set
            // (`PopupQueue.finish` ends a pop-up once), and it is zero.
            preconditionFailure("Internal inconsistency: a round completed with a member pending")
          }
          return PopupRoundResult.Member(id: ticket.id, key: ticket.key, outcome: outcome)
        }
      }
    )
    completion(result)
  }

  /// A member got its outcome.
  func memberFinished() {
    remaining -= 1
    completeIfDone()
  }
}
