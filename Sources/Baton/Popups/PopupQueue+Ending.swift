extension PopupQueue {
  /// Gives `ticket` its one outcome: bookkeeping, then the handler, the waiters, its round.
  func finish(_ ticket: PopupTicket, _ outcome: PopupOutcome) {
    if let first = ticket.outcome {
      // Not reached by the queue: it ends a pop-up only while it has no outcome, and checks
      // again after caller code it runs (a condition, the frequency store).
      return reportIgnored("pop-up \(ticket.key) \(ticket.id) ending \(outcome) after \(first)")
    }
    let heldPlace = holdsPlace(ticket)
    if ticket.place != .none { pending.remove(ticket) }
    if let live = liveByKey.removeValue(forKey: ticket.key), live !== ticket {
      liveByKey[ticket.key] = live  // Another pop-up holds the key (this one never joined).
    }
    ticket.expiryTimer?.cancel()
    ticket.expiryTimer = nil
    ticket.autoDismissTimer?.cancel()
    ticket.autoDismissTimer = nil
    ticket.conditionStallCheck?.cancel()
    ticket.conditionStallCheck = nil
    ticket.phase = .finished(outcome)
    ticket.condition = nil
    if ticket.isInOpenRound { leaveOpenRound(ticket, outcome) }
    let handler = ticket.onOutcome
    ticket.onOutcome = nil
    let waiters = ticket.waiters
    ticket.waiters = []
    handler?(outcome)
    for waiter in waiters { waiter.resume(returning: outcome) }
    if let round = ticket.round {
      ticket.round = nil
      round.memberFinished()
    }
    if heldPlace { placeMayHaveBeenReleased() }
  }

  /// Reports an event the queue's state does not allow (``Diagnostic/Code/popupEventIgnored``);
  /// the caller then ignores it.
  func reportIgnored(_ event: String) {
    lane.storage.report(
      .popupEventIgnored,
      .error,
      "the pop-up queue ignored \(event) while \(machine.state)",
      requestID: nil
    )
  }

  /// Replaces an ended member of its group's open round by its record.
  private func leaveOpenRound(_ ticket: PopupTicket, _ outcome: PopupOutcome) {
    ticket.isInOpenRound = false
    guard let group = ticket.group, openRounds[group] != nil else {
      // Cannot fire: a member joins its group's open round as it is flagged, and closing the
      // round clears the flag of each member without an outcome.
      preconditionFailure("Internal inconsistency: \(ticket.id) is in no open round")
    }
    openRounds[group]?.memberEnded(ticket, outcome)
  }

  /// Handles ``PopupTicket/cancel()``.
  func cancel(_ ticket: PopupTicket) -> PopupTicket.CancelResult {
    switch ticket.phase {
    case .finished:
      return .alreadyFinished
    case .pending:
      finish(ticket, .cancelled)
      return .cancelled
    case .showing(.waiting) where ticket.endingOutcome == nil:
      endWhileShowWaits(ticket, .cancelled)
      return .cancelled
    case .showing, .visible, .hiding:
      switch requestHide(ticket, .cancelled) {
      case .submitHide, .recorded: return .hiding
      case .alreadyEnding, .notOnScreen: return .alreadyEnding
      }
    }
  }

  /// Handles ``PopupTicket/dismiss(_:)``, ``PopupTicket/reportEarlierChoice(_:)`` and
  /// ``PopupTicket/reportOrphaned()``.
  func dismiss(
    _ ticket: PopupTicket,
    _ dismissal: PopupDismissal,
    precedesAutoDismissal: Bool = false
  ) -> PopupTicket.DismissResult {
    switch ticket.phase {
    case .finished:
      return .alreadyFinished
    case .pending:
      return .notShown
    case .showing(.waiting):
      return .notShown
    case .showing, .visible, .hiding:
      switch requestHide(
        ticket,
        .dismissed(dismissal),
        precedesAutoDismissal: precedesAutoDismissal
      ) {
      case .submitHide, .recorded: return .dismissing
      case .alreadyEnding: return .alreadyEnding
      case .notOnScreen: return .notShown
      }
    }
  }

  /// Cancels the pop-up with `key`, pending or on screen.
  ///
  /// - Parameter key: The pop-up key.
  /// - Returns: How many pop-ups were cancelled (zero or one: keys are unique among pop-ups
  ///   without an outcome).
  @discardableResult
  public func cancel(key: String) -> Int {
    guard let ticket = liveByKey[key] else { return 0 }
    return countCancelled([ticket])
  }

  /// Cancels every pop-up of `group`, pending or on screen, in request order.
  ///
  /// - Parameter group: The group.
  /// - Returns: How many pop-ups were cancelled.
  @discardableResult
  public func cancelGroup(_ group: String) -> Int {
    countCancelled(liveByKey.values.filter { $0.group == group })
  }

  /// Cancels every pop-up, pending or on screen, in request order (a forced log-out).
  ///
  /// - Returns: How many pop-ups were cancelled.
  @discardableResult
  public func cancelAll() -> Int {
    countCancelled(Array(liveByKey.values))
  }

  private func countCancelled(_ tickets: [PopupTicket]) -> Int {
    var count = 0
    for ticket in tickets.sorted(by: { $0.id < $1.id }) {
      switch ticket.cancel() {
      case .cancelled, .hiding: count += 1
      case .alreadyEnding, .alreadyFinished: break
      }
    }
    return count
  }

  /// Closes the current round of `group`: `completion` runs once, after every member has an
  /// outcome.
  ///
  /// The round's members are the group's requests made since its previous round closed,
  /// including those already ended (skipped, expired, dropped…); requests made after this call
  /// join the next round. When every member already has an outcome (or there is none), the
  /// completion runs before this returns.
  ///
  /// Until its round closes, a group remembers each member without an outcome, and the
  /// outcomes of its 256 newest members that ended; older ended members are left out of the
  /// round's result. A group used only to cancel its pop-ups together never grows beyond that.
  ///
  /// - Parameters:
  ///   - group: The group.
  ///   - completion: Called once, on the main actor, with the members and their outcomes.
  public func closeRound(
    of group: String,
    completion: @escaping @MainActor (PopupRoundResult) -> Void
  ) {
    let members = openRounds.removeValue(forKey: group)?.members ?? []
    let round = PopupRound(group: group, members: members, completion: completion)
    for case .live(let member) in members {
      member.isInOpenRound = false
      member.round = round
    }
    round.completeIfDone()
  }

  /// Closes the current round of `group` and waits until every member has an outcome.
  ///
  /// - Parameter group: The group.
  /// - Returns: The members and their outcomes.
  public func closeRound(of group: String) async -> PopupRoundResult {
    await withCheckedContinuation { continuation in
      closeRound(of: group) { result in continuation.resume(returning: result) }
    }
  }
}
