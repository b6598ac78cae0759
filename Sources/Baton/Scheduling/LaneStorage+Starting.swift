import Foundation

extension LaneStorage {
  /// Where a start attempt comes from.
  enum StartOrigin: Equatable {
    /// `submit` on an idle lane: the ticket is not queued.
    case submit
    /// `startImmediately`: the ticket is not queued and never waits.
    case immediate
    /// `startPreempting` after it preempted the given request: as ``immediate``, and its
    /// `started` event names the preempted request.
    case preempting(RequestID)
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
    guard ticket.state == .pending else { return false }
    if !isAlive {
      deliver(ticket, .dropped(.sourceGone))
      return false
    }
    if let invalidity {
      deliver(ticket, .dropped(invalidity))
      return false
    }
    let handle = RunningTransition(id: ticket.id, kind: ticket.kind, storage: self)
    let action = machine.begin(InFlightTransition(ticket: ticket, handle: handle))
    switch action {
    case .perform:
      if origin == .queue { queue.removeFirstLive(ticket) }
      var preemption: LaneEvent.Preemption?
      if case .preempting(let preempted) = origin { preemption = .preempting(preempted) }
      perform(ticket, handle: handle, request: request, preemption: preemption)
      return true
    case .drop(let reason):
      deliver(ticket, .dropped(reason))
    case .requeue:
      // Another transition began while the checks ran (a swipe started from inside them).
      switch origin {
      case .submit:
        ticket.request = request
        enqueue(ticket, atFront: true)
      case .immediate, .preempting:
        deliver(ticket, .dropped(.busy))
      case .queue:
        ticket.request = request
      }
    }
    return false
  }

  /// Performs the transition the machine just put in flight.
  private func perform(
    _ ticket: TransitionTicket,
    handle: RunningTransition,
    request: TransitionRequest,
    preemption: LaneEvent.Preemption?
  ) {
    if stallTimer != nil { disarmStallTimer() }
    ticket.state = .running
    // The deadline counts from the start; the timer waits until `perform` returns (see
    // `startWatchdog`), and is not needed when the transition already ended inside it.
    startWatchdog(expectedDuration: request.expectedDuration)
    emit(.started, for: ticket, preemption: preemption)
    calloutDepth += 1
    request.perform(handle)
    calloutDepth -= 1
    if inFlight?.handle === handle { armWatchdogTimer() }
  }

  func enqueue(_ ticket: TransitionTicket, atFront: Bool) {
    // A pop-up's hide goes first: it releases the gate holding the head (`Lane+Gate.swift`).
    if atFront || ticket.kind == .popupHide {
      queue.prepend(ticket, replacementKey: ticket.policyKey)
    } else if let place = ticket.request?.precedesRequestsAfter {
      queue.insert(ticket, aheadOfRequestsAfter: place, replacementKey: ticket.policyKey)
    } else {
      queue.append(ticket, replacementKey: ticket.policyKey)
    }
    emit(.queued, for: ticket)
  }

  /// Schedules a next-turn hop.
  ///
  /// The work (``turnWork``, made once) refers to the storage weakly: a lane dropped while
  /// settling still goes away (delivering `windowGone` to what it held), and its clock does not
  /// keep the storage alive; a hop that outlives it does nothing.
  func scheduleTurn() {
    scheduler.runOnNextTurn(turnWork)
  }

  func turnArrived() {
    switch machine.turn(hasPending: !queue.isEmpty) {
    case .startPending:
      startPending()
    case .nothing:
      break
    }
    // A watchdog timer kept for a successor that never started (cancelled, dropped at its
    // checks, or held by a suspension) is not left behind.
    if inFlight == nil { disarmWatchdog() }
  }

  /// Starts pending requests in order while the lane stays idle and open; requests dropped at
  /// their start-time checks make way for the next one in the same turn.
  private func startPending() {
    while machine.isIdleAndOpen, let next = queue.firstLive() {
      if gateHolds(next) {
        // The gate is a callback: it may have started, suspended or torn the lane down.
        if machine.isIdleAndOpen { gateHeldWithNothingInFlight() }
        break
      }
      _ = attemptStart(next, origin: .queue)
    }
  }

  func suspend() {
    machine.suspend()
    // A suspended lane holds its requests on purpose; the bound counts again from its resume.
    disarmStallTimer()
  }

  func resume() {
    switch machine.resume(hasPending: !queue.isEmpty) {
    case .scheduleTurn:
      scheduleTurn()
    case .nothing:
      break
    }
  }

  /// Ends everything the lane holds `windowGone`: the transition in flight, then each pending
  /// request in order, then tells the gate.
  ///
  /// Re-entrant by design: the outcome handlers and observers called meanwhile may cancel,
  /// submit or end anything (a request submitted now ends `windowGone` at once, a pending one
  /// they cancel ends `cancelled`), so the pending requests are ended one at a time from the
  /// live front of the queue, never from a snapshot that could hold one already ended.
  func tearDown() {
    switch machine.tearDown() {
    case .dropAll(let ended):
      disarmWatchdog()
      disarmStallTimer()
      if let ended {
        ended.handle.phase = .ended(.dropped(.windowGone))
        deliver(ended.ticket, .dropped(.windowGone))
      }
      while let next = queue.firstLive() { deliver(next, .dropped(.windowGone)) }
      gateLaneDidTearDown()
    case .alreadyTornDown:
      break
    }
  }
}
