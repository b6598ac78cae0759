extension PopupQueue {
  /// Whether `ticket` holds its place in the lane now.
  ///
  /// A pop-up that blocks navigation takes its place in the lane when it is asked: until its
  /// turn, every lane request made after it waits (a swipe-back, which cannot wait, is not
  /// held). It holds that place while it waits ready for its turn; one out of its scope (parked
  /// there, or not yet: a turn parks it only when it picks it) or parked on a false condition,
  /// one that yields to navigation, and one that gave its place up at the stall bound hold
  /// nothing. Back in its scope, it holds the place it was given.
  func holdsPlace(_ ticket: PopupTicket) -> Bool {
    guard case .pending = ticket.phase, ticket.place == .ready, !ticket.hasGivenUpPlace,
      ticket.rules.scope.admits(visibleScreen)
    else { return false }
    return ticket.rules.navigation == .blocksNavigation
  }

  /// The pending pop-up holding the earliest place in the lane, if any holds one.
  ///
  /// None while the app is not foreground-active: nothing new shows then, so nothing holds the
  /// lane for it.
  func earliestPlaceHolder() -> PopupTicket? {
    guard pending.count > 0, machine.isActive else { return nil }
    var earliest: PopupTicket?
    for ticket in liveByKey.values where holdsPlace(ticket) {
      if let current = earliest, current.placeInLane <= ticket.placeInLane { continue }
      earliest = ticket
    }
    return earliest
  }

  /// Whether a pending pop-up asked before the lane request `id` holds it back.
  ///
  /// Only while the queue has no show in the lane: a show that waits there holds the queue's
  /// place where it was put. The lane asks about a request ahead of it, so one ready since
  /// (unparked by a change of screen) waits its turn behind that show; holding the request
  /// would hold the show behind it too, with nothing in flight until the stall bound.
  func holdsForOrder(_ id: RequestID) -> Bool {
    guard machine.isIdle, let holder = earliestPlaceHolder() else { return false }
    return holder.placeInLane < id
  }

  /// Where the show of `ticket` goes in the lane: ahead of the requests made after the
  /// earliest place a pending pop-up holds (the queue's place; priority decides which pop-up
  /// uses it), or at the back (`nil`) for a pop-up that yields to navigation.
  func placeOfShow(_ ticket: PopupTicket) -> RequestID? {
    guard ticket.rules.navigation == .blocksNavigation else { return nil }
    let own = ticket.hasGivenUpPlace ? nil : ticket.placeInLane
    guard let other = earliestPlaceHolder()?.placeInLane else { return own }
    return own.map { min($0, other) } ?? other
  }

  /// The pop-up a queue turn considers next: the best ready one, unless it yields to
  /// navigation while page requests wait in the lane and a blocking pop-up holds its place
  /// ahead of them; that one goes first (the yielding pop-up would step aside for those
  /// requests anyway).
  func nextCandidate() -> PopupTicket? {
    guard let best = pending.best() else { return nil }
    guard yieldsToWaitingRequests(best), let holder = earliestPlaceHolder() else { return best }
    return holder
  }

  /// Whether `ticket` yields to navigation while lane requests wait: it would step aside for
  /// them at once, so it neither goes before a blocking pop-up holding its place ahead of them
  /// nor preempts a visible blocking one they wait behind.
  func yieldsToWaitingRequests(_ ticket: PopupTicket) -> Bool {
    ticket.rules.navigation == .yieldsToNavigation && lane.pendingCount > 0
  }

  /// A pop-up stopped holding its place (it ended, was parked, or the app left the
  /// foreground): lane requests the gate held for it are asked again, unless something on
  /// screen holds them anyway.
  func placeMayHaveBeenReleased() {
    switch machine.state {
    case .idle, .showing:
      break
    case .appearing, .visible, .hiding, .windowGone:
      return
    }
    guard lane.isHeldByGate else { return }
    releaseHeldPageRequests()
  }

  /// The lane held requests the stall bound with nothing in flight for pop-ups that did not
  /// show: each gives its place up (``Diagnostic/Code/popupPlaceGivenUp``) and shows after
  /// them, so a pop-up never holds the lane longer than the bound without being on screen.
  func giveUpPlaces() {
    guard lane.pendingCount > 0 else { return }
    let holders = liveByKey.values.filter { holdsPlace($0) }.sorted { $0.id < $1.id }
    for holder in holders {
      holder.hasGivenUpPlace = true
      lane.storage.report(
        .popupPlaceGivenUp,
        .warning,
        "lane requests waited the stall bound behind pop-up \(holder.key) \(holder.id), asked "
          + "before them, which did not show; it gives its place up and shows after them",
        requestID: nil
      )
    }
  }
}

extension PopupQueue {
  /// Arms the check of `ticket`'s condition, due the lane's stall bound after it began waiting
  /// on it (a wait already being timed keeps its deadline).
  func armConditionStallCheck(_ ticket: PopupTicket) {
    guard ticket.conditionStallCheck == nil, !ticket.hasReportedConditionStall else { return }
    ticket.conditionStallCheck = lane.scheduler.run(after: lane.configuration.stallInterval) {
      [weak self, weak ticket] in
      guard let self, let ticket else { return }
      conditionWaitReachedStallBound(ticket)
    }
  }

  /// `ticket` has waited the stall bound since it began waiting on its condition: a condition
  /// that turned true without an event that says so is found now; one still false is reported
  /// once (``Diagnostic/Code/popupConditionStillFalse``) and waits on.
  private func conditionWaitReachedStallBound(_ ticket: PopupTicket) {
    ticket.conditionStallCheck = nil
    guard case .pending = ticket.phase, ticket.place == .waitingForCondition,
      let condition = ticket.condition
    else { return }
    if condition.isSatisfied() {
      conditionsMayHaveChanged()
      return
    }
    // The condition is caller code: it may have ended this pop-up.
    guard case .pending = ticket.phase, ticket.place == .waitingForCondition else { return }
    ticket.hasReportedConditionStall = true
    lane.storage.report(
      .popupConditionStillFalse,
      .info,
      "pop-up \(ticket.key) \(ticket.id) has waited the stall bound on its condition, still "
        + "false; it shows once the condition is true when checked again (a change of the "
        + "visible screen or the app's state, or conditionsMayHaveChanged())",
      requestID: nil
    )
  }
}
