extension LaneStateMachine {
  /// What the lane does with a request made through `submit`.
  enum SubmitAction: Hashable, Sendable {
    /// Run the start-time checks, then ``LaneStateMachine/begin(_:)``.
    case start
    /// Append the request to the pending queue.
    case enqueue
    /// Append the request to the pending queue and schedule a next-turn hop.
    case enqueueAndScheduleTurn
    /// End the request at once with `dropped(reason)`.
    case drop(DropReason)
  }

  /// What the lane does with a request made through `startImmediately`.
  enum StartImmediatelyAction: Hashable, Sendable {
    /// Run the start-time checks, then ``LaneStateMachine/begin(_:)``.
    case start
    /// End the request at once with `dropped(reason)`.
    case drop(DropReason)
  }

  /// What the lane does with a request made through `startPreempting`.
  enum StartPreemptingAction {
    /// Nothing is in flight: run the start-time checks, then ``LaneStateMachine/begin(_:)``.
    case start
    /// End the request in flight as preempted (its transition finishes at its end position),
    /// schedule a next-turn hop, then start as ``start`` does.
    case preemptAndStart(inFlight: InFlight)
    /// End the request at once with `dropped(reason)`.
    case drop(DropReason)
  }

  /// What the lane does with a request that passed its start-time checks.
  enum BeginAction: Hashable, Sendable {
    /// The request is now in flight: arm the watchdog and perform it.
    case perform
    /// Another request began while this one was checked: it waits again, at the front.
    case requeue
    /// End the request with `dropped(reason)` (the lane was torn down during the checks).
    case drop(DropReason)
  }

  /// What the lane does when its in-flight request ends.
  enum FinishAction {
    /// The given transition is released: disarm the watchdog, schedule a next-turn hop, then
    /// deliver its outcome.
    case release(InFlight)
    /// The transition that ended is not in flight (the lane already ended it, or it never
    /// started): nothing to release.
    case notInFlight
  }

  /// What the lane does when a next-turn hop arrives.
  enum TurnAction: Hashable, Sendable {
    /// Start pending requests, in order, while the lane stays idle and open.
    case startPending
    /// Nothing.
    case nothing
  }

  /// What the lane does when its stall timer fires.
  enum StallAction: Hashable, Sendable {
    /// Ask the gate to verify its hold, then schedule a next-turn hop that asks it again.
    case verifyHoldAndScheduleTurn
    /// Ask the gate to verify its hold; the hop already scheduled asks it again.
    case verifyHold
    /// Nothing: a transition is in flight, the lane is suspended or torn down, or nothing is
    /// pending.
    case nothing
  }

  /// What the lane does when it is resumed.
  enum ResumeAction: Hashable, Sendable {
    /// Schedule a next-turn hop.
    case scheduleTurn
    /// Nothing.
    case nothing
  }

  /// What the lane does when it is torn down.
  enum TearDownAction {
    /// Drop the in-flight request (if any) and every pending one with `windowGone`.
    case dropAll(inFlight: InFlight?)
    /// It already was: nothing.
    case alreadyTornDown
  }
}

extension LaneStateMachine.StartPreemptingAction: Sendable where InFlight: Sendable {}
extension LaneStateMachine.FinishAction: Sendable where InFlight: Sendable {}
extension LaneStateMachine.TearDownAction: Sendable where InFlight: Sendable {}

#if DEBUG
  // Compared by the machine's tests only. Generic conformances cost code an app would link
  // for comparisons it never makes (about 23 KB with -Osize), so release builds leave them out.
  extension LaneStateMachine.StartPreemptingAction: Equatable where InFlight: Equatable {}
  extension LaneStateMachine.StartPreemptingAction: Hashable where InFlight: Hashable {}
  extension LaneStateMachine.FinishAction: Equatable where InFlight: Equatable {}
  extension LaneStateMachine.FinishAction: Hashable where InFlight: Hashable {}
  extension LaneStateMachine.TearDownAction: Equatable where InFlight: Equatable {}
  extension LaneStateMachine.TearDownAction: Hashable where InFlight: Hashable {}
#endif
