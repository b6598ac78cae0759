/// The lane's control logic: who may start, when, and what ending a transition releases.
///
/// A pure value with no closures and no clock. Each event is a `mutating` method that moves
/// ``state`` and returns that event's own action type (``SubmitAction``, ``BeginAction``, …),
/// holding only the actions the event can produce; the owning ``Lane`` performs it. The
/// transition in flight is the running state's payload (`InFlight`: the lane's ticket and
/// handle; a request ID in the machine's tests), so the lane keeps no copy of it that could
/// disagree; the lane keeps the other objects (queue, watchdog) and the machine decides.
///
/// States:
/// - ``State/idle(_:)``: nothing in flight, no turn scheduled. With an open gate, a request
///   submitted from outside any lane callback starts inside `submit`.
/// - ``State/running(_:_:)``: one transition in flight, carried in the state.
/// - ``State/settling(_:)``: a next-turn hop is scheduled (after a completion signal, a resume,
///   or a request submitted from inside a lane callback); pending work starts on that turn.
/// - ``State/tornDown``: final; everything is dropped with ``DropReason/windowGone``.
///
/// Idle and open with requests pending means the lane's gate holds them: the lane's stall timer
/// then bounds the wait (``stallExpired(hasPending:)``).
struct LaneStateMachine<InFlight> {
  /// Whether new work may start.
  enum Gate: Hashable, Sendable {
    /// Pending work starts when its turn comes.
    case open
    /// Pending work waits for ``LaneStateMachine/resume(hasPending:)``.
    case suspended
  }

  /// The lane's state; each case carries exactly what is valid in it.
  enum State {
    /// Nothing in flight and no turn scheduled.
    case idle(Gate)
    /// The given transition is in flight.
    case running(InFlight, Gate)
    /// A next-turn hop is scheduled; pending work starts then.
    case settling(Gate)
    /// Torn down for good.
    case tornDown
  }

  /// The current state.
  private(set) var state: State

  /// Creates a machine, idle, with the given gate.
  ///
  /// - Parameter isSuspended: Whether pending work waits for a resume.
  init(isSuspended: Bool) {
    state = .idle(isSuspended ? .suspended : .open)
  }

  var isTornDown: Bool {
    if case .tornDown = state { return true }
    return false
  }

  /// Whether nothing is in flight, no turn is scheduled and the gate is open: pending work may
  /// start now.
  var isIdleAndOpen: Bool {
    if case .idle(.open) = state { return true }
    return false
  }

  /// The transition in flight, if any.
  var inFlight: InFlight? {
    if case .running(let inFlight, _) = state { return inFlight }
    return nil
  }

  var isSuspended: Bool {
    switch state {
    case .idle(let gate), .running(_, let gate), .settling(let gate): gate == .suspended
    case .tornDown: false
    }
  }

  /// A request arrives through `submit`.
  ///
  /// - Parameters:
  ///   - dropsIfBusy: Whether its policy is ``LanePolicy/dropIfBusy``.
  ///   - hasPending: Whether requests are pending.
  ///   - isInsideCallout: Whether the lane is inside one of its callbacks (an outcome handler,
  ///     an observer, a start-time check, `perform`); such requests never start recursively.
  /// - Returns: What the lane does with the request.
  mutating func submit(dropsIfBusy: Bool, hasPending: Bool, isInsideCallout: Bool)
    -> SubmitAction
  {
    switch state {
    case .tornDown:
      return .drop(.windowGone)
    case .running:
      return dropsIfBusy ? .drop(.busy) : .enqueue
    case .idle(.suspended), .settling(.suspended):
      return dropsIfBusy ? .drop(.busy) : .enqueue
    case .settling(.open):
      return dropsIfBusy && hasPending ? .drop(.busy) : .enqueue
    case .idle(.open):
      if dropsIfBusy && hasPending { return .drop(.busy) }
      if hasPending || isInsideCallout {
        state = .settling(.open)
        return .enqueueAndScheduleTurn
      }
      return .start
    }
  }

  /// A request arrives through `startImmediately` (the user's swipe-back).
  ///
  /// - Returns: Whether the request starts or is dropped.
  mutating func startImmediately() -> StartImmediatelyAction {
    switch state {
    case .tornDown: .drop(.windowGone)
    case .running: .drop(.busy)
    case .idle, .settling: .start
    }
  }

  /// A request arrives through `startPreempting` (the user interrupts the transition on
  /// screen).
  ///
  /// A transition in flight is released at once, as if it had signalled its end: the machine
  /// settles (the lane schedules a next-turn hop) and the new request then begins like one made
  /// through `startImmediately`.
  ///
  /// - Returns: Whether the request starts, preempts the request in flight first, or is
  ///   dropped.
  mutating func startPreempting() -> StartPreemptingAction {
    switch state {
    case .tornDown:
      return .drop(.windowGone)
    case .running(let inFlight, let gate):
      state = .settling(gate)
      return .preemptAndStart(inFlight: inFlight)
    case .idle, .settling:
      return .start
    }
  }

  /// A request passed its start-time checks and would go in flight.
  ///
  /// - Parameter inFlight: The transition, as it will be in flight.
  /// - Returns: Whether the request goes in flight, waits again or is dropped.
  mutating func begin(_ inFlight: InFlight) -> BeginAction {
    switch state {
    case .idle(let gate), .settling(let gate):
      state = .running(inFlight, gate)
      return .perform
    case .running:
      return .requeue
    case .tornDown:
      return .drop(.windowGone)
    }
  }

  /// A transition ended (completion signal or watchdog).
  ///
  /// - Parameter isEnding: Whether the transition in flight is the one that ended.
  /// - Returns: ``FinishAction/release(_:)`` with the transition released, or
  ///   ``FinishAction/notInFlight`` when the one that ended is not in flight.
  mutating func finish(where isEnding: (InFlight) -> Bool) -> FinishAction {
    switch state {
    case .running(let current, let gate) where isEnding(current):
      state = .settling(gate)
      return .release(current)
    case .running, .idle, .settling, .tornDown:
      return .notInFlight
    }
  }

  /// A scheduled next-turn hop arrives.
  ///
  /// - Parameter hasPending: Whether requests are pending.
  /// - Returns: Whether pending requests start now.
  mutating func turn(hasPending: Bool) -> TurnAction {
    switch state {
    case .settling(.open):
      state = .idle(.open)
      return hasPending ? .startPending : .nothing
    case .settling(.suspended):
      state = .idle(.suspended)
      return .nothing
    case .idle, .running, .tornDown:
      // A stale hop: something started in between (`startImmediately`), or the lane was torn
      // down. The next release schedules its own hop.
      return .nothing
    }
  }

  /// The lane's stall timer fired: pending requests waited the lane's stall bound with nothing
  /// in flight, held by its gate.
  ///
  /// - Parameter hasPending: Whether requests are pending.
  /// - Returns: Whether the lane asks its gate to verify its hold, and whether it schedules the
  ///   next-turn hop that asks the gate again.
  mutating func stallExpired(hasPending: Bool) -> StallAction {
    switch state {
    case .idle(.open):
      guard hasPending else { return .nothing }
      state = .settling(.open)
      return .verifyHoldAndScheduleTurn
    case .settling(.open):
      return hasPending ? .verifyHold : .nothing
    case .idle(.suspended), .settling(.suspended), .running, .tornDown:
      // Running: the transition in flight is bounded by its watchdog. Suspended: held on
      // purpose. Torn down: nothing is left.
      return .nothing
    }
  }

  /// The lane is suspended: nothing new starts except through `startImmediately`.
  ///
  /// The lane has nothing to do for it, so it answers no action.
  mutating func suspend() {
    switch state {
    case .idle: state = .idle(.suspended)
    case .running(let inFlight, _): state = .running(inFlight, .suspended)
    case .settling: state = .settling(.suspended)
    case .tornDown: break
    }
  }

  /// The lane is resumed: pending work starts on the next turn.
  ///
  /// - Parameter hasPending: Whether requests are pending.
  /// - Returns: Whether the lane schedules a next-turn hop.
  mutating func resume(hasPending: Bool) -> ResumeAction {
    switch state {
    case .idle(.suspended):
      guard hasPending else {
        state = .idle(.open)
        return .nothing
      }
      state = .settling(.open)
      return .scheduleTurn
    case .running(let inFlight, _):
      state = .running(inFlight, .open)
      return .nothing
    case .settling:
      state = .settling(.open)
      return .nothing
    case .idle(.open), .tornDown:
      return .nothing
    }
  }

  /// The lane is torn down (its window is gone).
  ///
  /// - Returns: What to drop, or ``TearDownAction/alreadyTornDown``.
  mutating func tearDown() -> TearDownAction {
    switch state {
    case .running(let inFlight, _):
      state = .tornDown
      return .dropAll(inFlight: inFlight)
    case .idle, .settling:
      state = .tornDown
      return .dropAll(inFlight: nil)
    case .tornDown:
      return .alreadyTornDown
    }
  }
}

extension LaneStateMachine: Sendable where InFlight: Sendable {}
extension LaneStateMachine.State: Sendable where InFlight: Sendable {}

#if DEBUG
  // Compared by the machine's tests only. Generic conformances cost code an app would link
  // for comparisons it never makes (about 23 KB with -Osize), so release builds leave them out.
  extension LaneStateMachine.State: Equatable where InFlight: Equatable {}
  extension LaneStateMachine.State: Hashable where InFlight: Hashable {}
#endif
