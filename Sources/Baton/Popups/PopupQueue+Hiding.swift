extension PopupQueue {
  /// Asks the state machine to hide `ticket` for `reason`, submitting the hide when it may.
  func requestHide(
    _ ticket: PopupTicket,
    _ reason: PopupHideReason,
    precedesAutoDismissal: Bool = false
  ) -> PopupQueueStateMachine<OnScreen>.HideRequestAction {
    let action = machine.hideRequested(
      OnScreen(ticket: ticket),
      reason,
      precedesAutoDismissal: precedesAutoDismissal
    )
    switch action {
    case .submitHide:
      ticket.phase = .hiding
      submitHide(ticket)
    case .recorded:
      // An orphan does not wait for its show's signal: the view is already gone.
      if reason == .dismissed(.orphaned), case .showing(.running(let show, _)) = ticket.phase {
        show.finish(.completed)
      }
    case .alreadyEnding, .notOnScreen:
      break
    }
    return action
  }

  /// Submits the hide of the pop-up on screen; it goes to the front of the lane's queue.
  func submitHide(_ ticket: PopupTicket) {
    ticket.autoDismissTimer?.cancel()
    ticket.autoDismissTimer = nil
    let hide = TransitionRequest(
      kind: .popupHide,
      label: ticket.key,
      expectedDuration: ticket.rules.expectedAnimationDuration,
      // As the show's: only the ticket is captured, the queue is reached weakly.
      perform: { handle in
        guard let queue = ticket.queue else { return handle.finish(.cancelled) }
        queue.performHide(ticket, handle)
      }
    )
    lane.submit(hide) { outcome in ticket.queue?.hideTransitionEnded(ticket, outcome) }
  }

  private func performHide(_ ticket: PopupTicket, _ handle: RunningTransition) {
    guard case .hiding(OnScreen(ticket: ticket), let reason) = machine.state else {
      // Only after the window went away; the lane was not torn down with it.
      handle.finish(.cancelled)
      return
    }
    if reason == .dismissed(.orphaned) {
      handle.finish(.completed)
    } else {
      ticket.presenter.hidePopup(ticket) { handle.finish(.completed) }
    }
  }

  /// The hide ended: by its signal, or by the lane's watchdog (reported by the lane); either
  /// way the pop-up is gone, and counted once.
  private func hideTransitionEnded(_ ticket: PopupTicket, _ outcome: TransitionOutcome) {
    guard !machine.isWindowGone else { return }
    if outcome == .dropped(.windowGone) {
      windowDidGoAway()
      return
    }
    guard case .gone(let reason) = machine.hideEnded(OnScreen(ticket: ticket)) else {
      // Unreachable: the lane ends each hide once, and only a hide the machine submitted.
      return reportIgnored("the hide of pop-up \(ticket.key) \(ticket.id) ended")
    }
    if let outcome = reason.outcome {
      finish(ticket, outcome)
    } else if reason != .cleanup {
      ticket.phase = .pending
      pending.insert(ticket, isNew: false)
    }
    afterLeavingScreen()
  }
}

extension PopupQueue: LaneGate {
  /// The lane held page requests behind this queue for its stall bound with nothing in flight:
  /// a visible pop-up its presenter no longer shows ends ``PopupDismissal/orphaned``, which
  /// releases them; pending pop-ups that held them for order give their place up.
  func verifyHold() {
    switch machine.holdStalled() {
    case .none:
      giveUpPlaces()
    case .verifyVisible(let visible):
      let shown = visible.ticket
      guard !shown.presenter.isShowing(shown) else { return }
      lane.storage.report(
        .stalledPopupOrphaned,
        .warning,
        "page requests waited behind pop-up \(shown.key) \(shown.id), which its presenter no longer "
          + "shows; it ends dismissed(.orphaned)",
        requestID: nil
      )
      // The presenter is caller code: it may have reported the pop-up itself, or more.
      guard case .visible(visible, _) = machine.state else { return }
      _ = requestHide(shown, .dismissed(.orphaned))
    }
  }

  /// The lane was torn down: every pop-up ends, as when the window goes away.
  func laneDidTearDown() {
    windowDidGoAway()
  }

  func decisionForStarting(
    _ kind: TransitionKind,
    madeAs id: RequestID,
    canWait: Bool
  ) -> LaneGateDecision {
    switch machine.gateAsked(canWait: canWait) {
    case .proceed:
      // Order as asked: a blocking pop-up asked before this request, still waiting for its
      // turn, goes first. A swipe-back is the user's, now: it is not held for one not shown.
      return canWait && holdsForOrder(id) ? .hold : .proceed
    case .hold:
      return .hold
    case .holdAndHide(let yielding):
      let shown = yielding.ticket
      shown.phase = .hiding
      submitHide(shown)
      return .hold
    }
  }
}
