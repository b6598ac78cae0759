extension PopupQueue {
  /// Tells the queue which screen is now the visible one.
  ///
  /// Pop-ups scoped to it may show; a visible pop-up scoped to another screen is hidden and
  /// waits again, or ends dismissed, by its ``PopupRequest/whenScopeLeaves``. Pop-ups waiting
  /// for their condition are checked again.
  ///
  /// - Parameter screen: The visible screen, or `nil` when none is known.
  public func visibleScreenDidChange(to screen: PopupScreen?) {
    guard screen != visibleScreen, !machine.isWindowGone else { return }
    visibleScreen = screen
    if let screen { _ = pending.unpark(screen: screen) }
    _ = pending.unparkConditions()
    if let shown = onScreen, !shown.rules.scope.admits(screen) {
      switch shown.phase {
      case .showing(.waiting):
        break  // Its show re-checks the scope when it starts.
      case .showing(.running), .visible, .hiding:
        _ = requestHide(shown, .scopeLeft(shown.rules.whenScopeLeaves))
      case .pending, .finished:
        break
      }
    }
    performWork(machine.workMayBeReady(mayPreempt: bestMayPreempt()))
    // A pop-up whose scope left holds no place now: requests held for it go on.
    placeMayHaveBeenReleased()
  }

  /// Tells the queue the app's state.
  ///
  /// Nothing new is shown unless the app is ``PopupAppState/active``; a pop-up on screen stays,
  /// and a hide in progress completes. Pop-ups requested meanwhile show on return. Pop-ups
  /// waiting for their condition are checked again.
  ///
  /// - Parameter state: The app's state.
  public func appStateDidChange(to state: PopupAppState) {
    guard state != appState else { return }
    appState = state
    _ = pending.unparkConditions()
    performWork(machine.appStateChanged(isActive: state == .active))
    // Nothing new shows now: requests held for pending pop-ups go on.
    if state != .active { placeMayHaveBeenReleased() }
  }

  /// Checks the conditions of the pop-ups that wait for theirs again, on the next turn.
  public func conditionsMayHaveChanged() {
    guard pending.unparkConditions() else { return }
    performWork(machine.workMayBeReady(mayPreempt: bestMayPreempt()))
  }

  /// Tells the queue that a screen is gone for good.
  ///
  /// Pending pop-ups scoped to it end ``PopupDropReason/scopeGone``; one on screen ends
  /// dismissed with ``PopupDismissal/scopeLeft`` once hidden.
  ///
  /// - Parameter screen: The screen that went away.
  public func screenDidGoAway(_ screen: PopupScreen) {
    let scoped = liveByKey.values
      .filter { $0.rules.scope == .screen(screen) }
      .sorted { $0.id < $1.id }
    for ticket in scoped where ticket.outcome == nil {
      switch ticket.phase {
      case .pending:
        finish(ticket, .dropped(.scopeGone))
      case .showing(.waiting):
        endWhileShowWaits(ticket, .dropped(.scopeGone))
      case .showing(.running), .visible, .hiding:
        _ = requestHide(ticket, .scopeLeft(.dismiss))
      case .finished:
        break
      }
    }
  }

  /// Tells the queue its window went away: every pop-up without an outcome ends.
  ///
  /// Pending ones end ``PopupDropReason/windowGone``; one being hidden for a dismissal keeps
  /// that outcome; one on screen ends ``PopupDropReason/windowGone``. Later requests end
  /// ``PopupDropReason/windowGone`` at once. The queue also does this when its ``lane`` is torn
  /// down. Calling it again does nothing.
  ///
  /// The outcome handlers and lane observers called meanwhile may cancel, dismiss, show or end
  /// anything, here or on the lane: every pop-up still ends exactly once.
  public func windowDidGoAway() {
    guard case .dropAll(let onScreen, let reason) = machine.windowGone() else { return }
    if let shown = onScreen?.ticket {
      // Its show may wait in the lane: cancelling it calls the lane's handlers and observers.
      shown.showTicket?.cancel()
      if shown.outcome == nil { finish(shown, reason?.outcome ?? .dropped(.windowGone)) }
    }
    // Every handler called here may end others: each is checked when its turn comes, and
    // nothing joins meanwhile (the queue refuses every request from now on).
    for ticket in liveByKey.values.sorted(by: { $0.id < $1.id }) where ticket.outcome == nil {
      finish(ticket, .dropped(.windowGone))
    }
    releaseHeldPageRequests()
  }

  /// Page requests the gate held for a pop-up that is no longer on screen are asked again on
  /// the lane's next turn, which an empty pop-up hide brings about (its end schedules the turn).
  func releaseHeldPageRequests() {
    guard !lane.isTornDown, !lane.isBusy, lane.pendingCount > 0 else { return }
    lane.submit(
      TransitionRequest(kind: .popupHide, label: "release gate") { $0.finish(.completed) }
    )
  }
}
