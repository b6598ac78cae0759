import Foundation

extension Lane {
  /// Where a start attempt comes from.
  enum StartOrigin {
    /// `submit` on an idle lane: the ticket is not queued.
    case submit
    /// `startImmediately`: the ticket is not queued and never waits.
    case immediate
    /// The front of the pending queue.
    case queue
  }

  /// Runs the start-time checks for `ticket` and, if they pass, puts it in flight.
  ///
  /// - Returns: Whether the ticket went in flight.
  func attemptStart(_ ticket: TransitionTicket, origin: StartOrigin) -> Bool {
    // Moved out rather than copied; put back only when the ticket has to wait again.
    guard let request = ticket.request.take() else {
      preconditionFailure("Internal inconsistency: starting a ticket without its request")
    }
    calloutDepth += 1
    let isAlive = request.isSourceAlive()
    let invalidity = isAlive ? request.validate() : nil
    calloutDepth -= 1
    // The checks are callbacks: they may have cancelled this ticket or torn the lane down.
    guard ticket.phase == .pending else { return false }
    if !isAlive {
      deliver(ticket, .dropped(.sourceGone))
      return false
    }
    if let invalidity {
      deliver(ticket, .dropped(invalidity))
      return false
    }
    let action = machine.begin(ticket.id)
    switch action {
    case .perform:
      if origin == .queue { queue.removeFirstLive(ticket) }
      perform(ticket, request: request)
      return true
    case .drop(let reason):
      deliver(ticket, .dropped(reason))
    case .requeue:
      // Another transition began while the checks ran (a swipe started from inside them).
      switch origin {
      case .submit:
        ticket.request = request
        enqueue(ticket, atFront: true)
      case .immediate:
        deliver(ticket, .dropped(.busy))
      case .queue:
        ticket.request = request
      }
    case .none, .start, .enqueue, .enqueueAndScheduleTurn, .release, .scheduleTurn,
      .startPending, .dropAll:
      preconditionFailure("Internal inconsistency: begin answered \(action)")
    }
    return false
  }

  private func perform(_ ticket: TransitionTicket, request: TransitionRequest) {
    let handle = RunningTransition(id: ticket.id, kind: ticket.kind, lane: self)
    ticket.phase = .running
    inFlight = (ticket, handle)
    armWatchdog(expectedDuration: request.expectedDuration)
    emit(.started, for: ticket)
    calloutDepth += 1
    request.perform(handle)
    calloutDepth -= 1
  }

  func enqueue(_ ticket: TransitionTicket, atFront: Bool) {
    // A pop-up's hide goes first: it releases the gate holding the head (`Lane+Gate.swift`).
    if atFront || ticket.kind == .popupHide {
      queue.prepend(ticket, replacementKey: ticket.policyKey)
    } else {
      queue.append(ticket, replacementKey: ticket.policyKey)
    }
    emit(.queued, for: ticket)
  }

  func scheduleTurn() {
    scheduler.runOnNextTurn(turnWork)
  }

  /// The work of a next-turn hop.
  ///
  /// Made once per lane (no allocation per turn); it holds the
  /// lane's link, not the lane, so a lane dropped while settling still goes away (delivering
  /// `windowGone` to what it held) instead of living on in its scheduler.
  static func makeTurnWork(_ link: LaneLink) -> @MainActor () -> Void {
    return {
      guard link.isAlive else { return }
      link.lane.turnArrived()
    }
  }

  private func turnArrived() {
    let action = machine.turn(hasPending: !queue.isEmpty)
    switch action {
    case .startPending:
      startPending()
    case .none:
      break
    case .start, .enqueue, .enqueueAndScheduleTurn, .drop, .perform, .release, .scheduleTurn,
      .dropAll, .requeue:
      preconditionFailure("Internal inconsistency: turn answered \(action)")
    }
    // A watchdog timer kept for a successor that never started (cancelled, dropped at its
    // checks, or held by a suspension) is not left behind.
    if inFlight == nil { disarmWatchdog() }
  }

  /// Starts pending requests in order while the lane stays idle and open; requests dropped at
  /// their start-time checks make way for the next one in the same turn.
  private func startPending() {
    while machine.state == .idle(.open), let next = queue.firstLive() {
      if gateHolds(next) { break }
      _ = attemptStart(next, origin: .queue)
    }
  }

  /// Holds pending requests back until ``resume()``.
  ///
  /// The transition in flight runs to its end,
  /// and ``startImmediately(_:onOutcome:)`` still starts.
  public func suspend() {
    _ = machine.suspend()
  }

  /// Lets pending requests run again, in order, starting on the next scheduler turn.
  public func resume() {
    let action = machine.resume(hasPending: !queue.isEmpty)
    switch action {
    case .scheduleTurn:
      scheduleTurn()
    case .none:
      break
    case .start, .enqueue, .enqueueAndScheduleTurn, .drop, .perform, .release, .startPending,
      .dropAll, .requeue:
      preconditionFailure("Internal inconsistency: resume answered \(action)")
    }
  }

  /// Tears the lane down for good, because its window is gone.
  ///
  /// The transition in flight and every pending request end ``DropReason/windowGone`` (in
  /// flight first, then pending in order), and so does every later request. A later completion
  /// signal from the old transition is ignored and reported. Calling it again does nothing.
  public func tearDown() {
    let action = machine.tearDown()
    switch action {
    case .dropAll(let inFlightID):
      guard inFlightID == inFlight?.ticket.id else {
        preconditionFailure("Internal inconsistency: the machine and the lane disagree")
      }
      let ended = inFlight
      inFlight = nil
      disarmWatchdog()
      let pending = queue.removeAll()
      if let ended {
        ended.handle.phase = .ended(.dropped(.windowGone))
        deliver(ended.ticket, .dropped(.windowGone))
      }
      for ticket in pending { deliver(ticket, .dropped(.windowGone)) }
    case .none:
      break
    case .start, .enqueue, .enqueueAndScheduleTurn, .drop, .perform, .release, .scheduleTurn,
      .startPending, .requeue:
      preconditionFailure("Internal inconsistency: tearDown answered \(action)")
    }
  }
}
