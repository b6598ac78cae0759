extension Lane {
  /// Starts the user's interruption now: the request in flight, if any, is preempted.
  ///
  /// For what iOS 26 lets the user do while a transition runs: a swipe-back or a tap on the
  /// back button during a push. UIKit then finishes the running transition at its end position
  /// at once (its completion runs) and starts the user's pop. The lane does the same:
  ///
  /// - The request in flight ends ``TransitionOutcome/completed`` (or
  ///   ``TransitionOutcome/cancelled`` when `inFlightIsCancelling`: a released swipe-back that
  ///   was going back to where it started), before this request runs its start-time checks, and
  ///   exactly once. The lane does not wait for its completion signal:
  ///   that signal, which UIKit sends while the preempting request performs (or later, or
  ///   never), is the same end and is ignored quietly.
  /// - This request then starts as in ``startImmediately(_:onOutcome:)``: ahead of pending
  ///   work, even while the lane is suspended; policies and duplicate suppression do not apply;
  ///   the start-time checks do. With nothing in flight it behaves exactly like that method.
  /// - Pending requests keep their order and start after this request ends (finished or
  ///   abandoned), on the lane's next turn.
  /// - Observers see the preempted request's `finished` event with
  ///   ``LaneEvent/Preemption/preempted(by:)``, then this request's `started` event with
  ///   ``LaneEvent/Preemption/preempting(_:)``.
  ///
  /// When the window's pop-up gate holds navigation (a blocking pop-up on screen), nothing is
  /// preempted and the request is dropped with ``DropReason/busy``.
  ///
  /// > Important: Call it only for what the user does on screen, on a system that preempts
  /// > (iOS 26). A request the app makes goes through ``submit(_:onOutcome:)``, which keeps the
  /// > order of the app's calls.
  ///
  /// - Parameters:
  ///   - request: The user's transition; taken, like in ``submit(_:onOutcome:)``.
  ///   - inFlightIsCancelling: Whether the transition in flight was running back to its start
  ///     (an abandoned swipe-back still animating), so that UIKit ends it cancelled.
  ///   - onOutcome: Called once, on the main actor, with the request's outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func startPreempting(
    _ request: consuming TransitionRequest,
    inFlightIsCancelling: Bool = false,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    storage.startPreempting(
      request,
      inFlightIsCancelling: inFlightIsCancelling,
      onOutcome: onOutcome
    )
  }
}

extension LaneStorage {
  /// See ``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``.
  func startPreempting(
    _ request: consuming TransitionRequest,
    inFlightIsCancelling: Bool,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    let identity = request.identity
    let removesScreens = request.kind.removesScreens
    let ticket = makeTicket(for: request, onOutcome: onOutcome)
    emit(.requested, for: ticket)
    // Asked first: a pop-up that holds navigation keeps the transition on screen running.
    if !machine.isTornDown, gateHolds(ticket, canWait: false) {
      deliver(ticket, .dropped(.busy))
      return ticket
    }
    let origin: StartOrigin
    switch machine.startPreempting() {
    case .drop(let reason):
      deliver(ticket, .dropped(reason))
      return ticket
    case .start:
      origin = .immediate
    case .preemptAndStart(let preempted):
      preemptInFlight(
        preempted,
        by: ticket.id,
        outcome: inFlightIsCancelling ? .cancelled : .completed
      )
      origin = .preempting(preempted.ticket.id)
    }
    // Ending the preempted request called its handler and observers: they may have started
    // something or torn the lane down, which `begin` then answers.
    guard ticket.state == .pending else { return ticket }
    register(ticket, identity: identity, removesScreens: removesScreens)
    _ = attemptStart(ticket, origin: origin)
    return ticket
  }

  /// Ends the request in flight with `outcome` because `preemptor` preempted it; the machine has
  /// already released it.
  private func preemptInFlight(
    _ preempted: InFlightTransition,
    by preemptor: RequestID,
    outcome: TransitionOutcome
  ) {
    watchdogDeadline = nil
    scheduleTurn()
    preempted.handle.phase = .preempted(by: preemptor)
    deliver(preempted.ticket, outcome, preemption: .preempted(by: preemptor))
  }
}
