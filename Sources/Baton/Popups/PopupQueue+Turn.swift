extension PopupQueue {
  /// A queue turn: pick the next pop-up, or check whether one preempts the visible one.
  func turnArrived() {
    switch machine.turnArrived() {
    case .none:
      break
    case .pickNext:
      pickNext()
    case .checkPreemption(let visible):
      checkPreemption(of: visible.ticket)
    }
  }

  /// Ends or parks the best ready pop-ups until one may show, then submits its show.
  ///
  /// Its turn has come: out of scope it is parked until its screen is visible; over its cap it
  /// ends ``PopupOutcome/capped``; with a false condition it ends ``PopupOutcome/skipped`` or
  /// waits, by its rule.
  private func pickNext() {
    while machine.isIdle, let best = nextCandidate() {
      if case .screen(let screen) = best.rules.scope, screen != visibleScreen {
        pending.park(best, untilVisible: screen)
        continue
      }
      let isOverCap = isCapped(best)
      // The frequency store is caller code: it may have ended this pop-up or the window.
      guard case .pending = best.phase, best.place == .ready else { continue }
      if isOverCap {
        finish(best, .capped)
        continue
      }
      if !best.hasBeenShown, let condition = best.condition {
        let isSatisfied = condition.isSatisfied()
        // The condition is caller code: it may have ended this pop-up or changed the queue.
        guard case .pending = best.phase, best.place == .ready else { continue }
        if !isSatisfied {
          switch condition.whenFalse {
          case .skip: finish(best, .skipped)
          case .waitAndRecheck:
            pending.parkUntilConditionsChange(best)
            armConditionStallCheck(best)
          }
          continue
        }
      }
      submitShow(best)
      return
    }
    // Nothing shows now: requests held for pop-ups that were parked or ended here go on.
    placeMayHaveBeenReleased()
  }

  /// Hides `visible` when the best in-scope pending pop-up preempts it.
  private func checkPreemption(of visible: PopupTicket) {
    let preemption = visible.rules.preemption
    guard preemption.isPreemptible else { return }
    while let best = pending.best() {
      if case .screen(let screen) = best.rules.scope, screen != visibleScreen {
        pending.park(best, untilVisible: screen)
        continue
      }
      guard best.rules.preemption.preempts, best.priority > visible.priority, !isCapped(best),
        !(yieldsToWaitingRequests(best) && visible.rules.navigation == .blocksNavigation)
      else { return }
      _ = requestHide(visible, .preempted(preemption.whenPreempted))
      return
    }
  }

  /// Whether the best ready pop-up may preempt the one on screen (a queue turn then checks).
  func bestMayPreempt() -> Bool {
    guard pending.preemptingCount > 0, let visible = onScreen, let best = pending.best() else {
      return false
    }
    return best.rules.preemption.preempts && best.priority > visible.priority
      && !(yieldsToWaitingRequests(best) && visible.rules.navigation == .blocksNavigation)
  }

  /// New work may be ready after a pop-up left the screen or returned to pending.
  func afterLeavingScreen() {
    guard pending.count > 0 else { return }
    performWork(machine.workMayBeReady(mayPreempt: false))
  }
}
