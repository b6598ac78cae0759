extension PopupQueue {
  /// Takes `ticket` out of the pending pop-ups and submits its show to the lane.
  func submitShow(_ ticket: PopupTicket) {
    guard machine.showSubmitted(OnScreen(ticket: ticket)) == .submit else {
      // Unreachable: its one caller submits only while the machine is idle.
      return reportIgnored("the show of pop-up \(ticket.key) \(ticket.id) submitted")
    }
    let place = placeOfShow(ticket)
    // Its wait on its condition, if any, is over.
    ticket.conditionStallCheck?.cancel()
    ticket.conditionStallCheck = nil
    pending.remove(ticket)
    ticket.phase = .showing(.waiting(laneTicket: nil))
    var show = TransitionRequest(
      kind: .popupShow,
      label: ticket.key,
      expectedDuration: ticket.rules.expectedAnimationDuration,
      // The lane's closures capture only the ticket (no context to allocate) and reach the
      // queue through its weak `queue`: a queue the app dropped mid-show is freed (its deinit
      // ends what it holds), even on a clock nobody advances any more.
      validate: {
        guard let queue = ticket.queue else { return .windowGone }
        return queue.showCheck(ticket)
      },
      perform: { handle in
        guard let queue = ticket.queue else { return handle.finish(.cancelled) }
        queue.performShow(ticket, handle)
      }
    )
    show.precedesRequestsAfter = place
    let laneTicket = lane.submit(show) { outcome in
      ticket.queue?.showTransitionEnded(ticket, outcome)
    }
    if laneTicket.state == .pending, case .showing(.waiting) = ticket.phase {
      ticket.phase = .showing(.waiting(laneTicket: laneTicket))
    }
  }

  /// The show's start-time check: `nil` to show now, ``DropReason/busy`` to give the turn back.
  ///
  /// A show gives its turn back when its outcome was decided while it waited, when the app is
  /// not active, its scope is not visible or its condition, checked again, is false, and, for a
  /// pop-up that yields to navigation, when page requests wait behind it in the lane (they run
  /// first; it is shown after them).
  private func showCheck(_ ticket: PopupTicket) -> DropReason? {
    guard ticket.endingOutcome == nil, machine.isActive else { return .busy }
    if let deadline = ticket.expiryDeadline, !ticket.hasBeenShown,
      lane.scheduler.now >= deadline
    {
      ticket.endingOutcome = .expired
      return .busy
    }
    guard ticket.rules.scope.admits(visibleScreen) else { return .busy }
    // Page transitions ahead of the show in the lane may have changed what the condition
    // reads since its turn came: false now, the show gives its turn back and the next turn
    // decides by the condition's rule.
    if !ticket.hasBeenShown, let condition = ticket.condition,
      condition.isCheckedAgainWhenShowStarts, !condition.isSatisfied()
    {
      return .busy
    }
    // The condition is caller code: it may have ended this pop-up.
    guard ticket.endingOutcome == nil, case .showing = ticket.phase else { return .busy }
    if ticket.rules.navigation == .yieldsToNavigation {
      // The show's own lane ticket counts while it waits in the lane's queue.
      let own = ticket.showTicket?.isQueued == true ? 1 : 0
      if lane.pendingCount - own > 0 { return .busy }
    }
    return nil
  }

  private func performShow(_ ticket: PopupTicket, _ handle: RunningTransition) {
    // Ended after its start-time check, by caller code the lane ran in between (an observer of
    // the show's `started` event that cancelled it): it never shows, and ends as it was told.
    guard ticket.endingOutcome == nil else {
      handle.finish(.cancelled)
      return
    }
    guard machine.showStarted(OnScreen(ticket: ticket), rule: ticket.rules.navigation) == .perform
    else {
      // Only after the window went away; the lane was not torn down with it.
      handle.finish(.cancelled)
      return
    }
    if case .showing = ticket.phase { ticket.phase = .showing(.running(handle, refusal: nil)) }
    ticket.expiryTimer?.cancel()
    ticket.expiryTimer = nil
    // The completion holds the ticket until it is called (or dropped by the presenter).
    ticket.presenter.showPopup(ticket) { result in
      if !handle.isFinished, case .refused(let reason) = result,
        case .showing(.running(let running, _)) = ticket.phase, running === handle
      {
        ticket.phase = .showing(.running(handle, refusal: reason))
      }
      handle.finish(.completed)
    }
  }

  private func showTransitionEnded(_ ticket: PopupTicket, _ outcome: TransitionOutcome) {
    var refusal: String?
    if case .showing(let stage) = ticket.phase {
      if case .running(_, let refused) = stage { refusal = refused }
      ticket.phase = .showing(.waiting(laneTicket: nil))
    }
    guard !machine.isWindowGone else { return }
    let end: PopupQueueStateMachine<OnScreen>.ShowEnd
    switch outcome {
    case .completed: end = refusal == nil ? .shown : .refused
    case .timedOut: end = .timedOut
    case .dropped(.windowGone):
      windowDidGoAway()
      return
    case .cancelled, .dropped: end = .notStarted
    }
    let action = machine.showEnded(OnScreen(ticket: ticket), end)
    switch action {
    case .becameVisible:
      becameVisible(ticket)
    case .hide(let reason):
      if reason == .cleanup {
        finish(ticket, .timedOut)
      } else {
        markShown(ticket)
        ticket.phase = .hiding
      }
      submitHide(ticket)
    case .endRefused:
      finish(ticket, .dropped(.invalid(.presenterRefused(refusal ?? ""))))
      afterLeavingScreen()
    case .returnToPending:
      if let ending = ticket.endingOutcome {
        finish(ticket, ending)
      } else {
        ticket.phase = .pending
        pending.insert(ticket, isNew: false)
      }
      afterLeavingScreen()
    case .rejected:
      // Unreachable: the lane ends each show once, and only a show the machine submitted.
      reportIgnored("the show of pop-up \(ticket.key) \(ticket.id) ended (\(end))")
    }
  }

  private func becameVisible(_ ticket: PopupTicket) {
    ticket.phase = .visible
    markShown(ticket)
    if let delay = ticket.rules.autoDismissAfter {
      ticket.autoDismissTimer = lane.scheduler.run(after: delay) { [weak self, weak ticket] in
        guard let self, let ticket else { return }
        ticket.autoDismissTimer = nil
        _ = dismiss(ticket, .autoDismissed)
      }
    }
    // The visible screen may have changed while it appeared.
    if !ticket.rules.scope.admits(visibleScreen) {
      _ = requestHide(ticket, .scopeLeft(ticket.rules.whenScopeLeaves))
      return
    }
    performWork(machine.workMayBeReady(mayPreempt: bestMayPreempt()))
  }

  /// Counts the first show of `ticket` against its frequency cap.
  private func markShown(_ ticket: PopupTicket) {
    guard !ticket.hasBeenShown else { return }
    ticket.hasBeenShown = true
    if ticket.rules.frequencyCap != nil {
      frequencyStore.recordShow(forKey: ticket.key, at: wallClock())
    }
  }

  /// Ends a pop-up whose show waits in the lane: the lane drops the show, then it ends.
  func endWhileShowWaits(_ ticket: PopupTicket, _ outcome: PopupOutcome) {
    ticket.endingOutcome = outcome
    ticket.showTicket?.cancel()
  }
}
