import Baton

extension PopupFuzzWorld {
  /// The rules that hold after every step: at most one pop-up on screen and no page transition
  /// over one (``PopupFuzzLog/violations``), at most one outcome per request, agreeing with its
  /// ticket, at most one per page transition and per round.
  func checkStep() throws(FuzzFailure) {
    if let violation = log.violations.first { throw fail(violation) }
    for ticket in tickets {
      let outcomes = log.outcomes[ticket.id] ?? []
      guard outcomes.count <= 1, outcomes.first == ticket.outcome else {
        throw fail("\(ticket.id): handler got \(outcomes), ticket says \(ticket.state)")
      }
    }
    if let current = queue.current {
      switch current.state {
      // A show that timed out has its outcome; whatever it put on screen is being taken off.
      case .showing, .visible, .hiding, .finished(.timedOut): break
      case .pending, .finished: throw fail("current \(current.id) is \(current.state)")
      }
    }
    for (page, outcomes) in log.pageOutcomes where outcomes.count > 1 {
      throw fail("page \(page) got \(outcomes)")
    }
    for (round, count) in log.roundCompletions where count > 1 {
      throw fail("round \(round) completed \(count) times")
    }
  }

  /// Runs the clock until it is idle, or until the only work left is the lane's stall check
  /// while a visible pop-up holds requests for the user: that check recurs every stall bound by
  /// design (`Lane.Configuration.maximumStall`), so such a clock is never idle.
  ///
  /// - Returns: Whether the clock got there within 200,000 items.
  func runUntilQuiet() -> Bool {
    for _ in 0..<200_000 {
      if clock.isIdle { return true }
      if lane.isHeldByGate, queue.current?.state == .visible, clock.pendingCount == 1 {
        return true
      }
      _ = clock.runUntilIdle(maxSteps: 1)
    }
    return false
  }

  /// Time passes every deadline, with the presenter completing its animations: pop-ups whose
  /// time to live passed before they showed have ended, none stays visible past its
  /// auto-dismissal, and after the window went away (or its lane) every request has ended.
  func letTimePass() throws(FuzzFailure) {
    presenter.completesManualAnimations = true
    presenter.completeWaitingAnimations()
    guard runUntilQuiet() else {
      throw fail("the clock never becomes idle (\(clock.pendingCount) items)")
    }
    try checkStep()
    for ticket in tickets where ticket.outcome == nil {
      guard let request = requests[ticket.id] else { continue }
      if isWindowGone {
        throw fail(
          "\(ticket.id) \(ticket.key) is \(ticket.state) after the "
            + (laneWasTornDown ? "lane was torn down" : "window went away")
        )
      }
      if let ttl = request.expiresAfter, ttl.isFinite, ttl > 0,
        !presenter.everShown.contains(ticket.id)
      {
        throw fail("\(ticket.id) \(ticket.key) is \(ticket.state) past its time to live \(ttl)")
      }
      if let delay = request.autoDismissAfter, delay.isFinite, delay > 0,
        ticket.state == .visible
      {
        throw fail("\(ticket.id) \(ticket.key) still visible past its auto-dismissal \(delay)")
      }
    }
  }

  /// The user answers everything (handlers no longer react): the lane resumed, the app active,
  /// every screen visited, every pop-up dismissed, the conditions true, then a log-out for what
  /// still waits; then nothing is left anywhere and every request, page transition and round
  /// ended exactly once.
  func settleAsAUser() throws(FuzzFailure) {
    isSettling = true
    lane.resume()
    queue.appStateDidChange(to: .active)
    if conditionFlag { queue.conditionsMayHaveChanged() } else { perform(.toggleConditionFlag) }
    let screens = (0..<PopupOperation.screens).map(Optional.some) + [nil]
    for screen in screens {
      queue.visibleScreenDidChange(to: screen.map(Self.screen))
      for _ in 0..<32 {
        clock.runUntilIdle(maxSteps: 200_000)
        guard let current = queue.current else { break }
        current.dismiss("OK")
      }
    }
    queue.cancelAll()
    guard runUntilQuiet() else { throw fail("the clock never becomes idle") }
    try checkStep()
    for ticket in tickets where ticket.outcome == nil {
      throw fail("\(ticket.id) \(ticket.key) never ended: \(ticket.state)")
    }
    guard queue.pendingCount == 0, queue.current == nil else {
      throw fail(
        "the queue holds \(queue.pendingCount) pop-up(s), current \(String(describing: queue.current?.id))"
      )
    }
    guard lane.pendingCount == 0, lane.current == nil else {
      throw fail("the lane holds \(lane.pendingCount) request(s), busy: \(lane.isBusy)")
    }
    for page in 1...max(pages, 1) where pages > 0 && log.pageOutcomes[page]?.count != 1 {
      throw fail("page \(page) got \(log.pageOutcomes[page] ?? [])")
    }
    for round in 1...max(closedRounds, 1) where closedRounds > 0 && log.roundCompletions[round] != 1
    {
      throw fail("round \(round) completed \(log.roundCompletions[round] ?? 0) times")
    }
  }

  private func fail(_ message: String) -> FuzzFailure {
    PopupQueueFuzzer.failure("at \(clock.now) s: \(message)")
  }
}
