import Foundation

/// The state and logic of a ``Lane``: what its tickets, its in-flight handle and the work it
/// schedules refer to.
///
/// They hold it strongly, and it holds nothing of the app's once its lane is gone: the
/// ``Lane`` the app keeps is a thin front whose deinit tears this storage down (every
/// request it held ends `windowGone`, the watchdog is cancelled, the observers are removed).
/// So a lane the app drops goes away at once, even with a transition in flight or timers
/// pending, and no object refers to it `weak`. The storage itself lives on only while
/// something still refers to it: a ticket or handle the caller keeps, a next-turn hop until
/// that turn (a cancelled watchdog or stall timer releases its work at once).
@MainActor
final class LaneStorage {
  let name: String
  let scheduler: any MainLoopScheduler
  var configuration: Lane.Configuration
  let diagnostics: DiagnosticsCenter

  /// A transition in flight: its ticket and the handle its `perform` was given.
  struct InFlightTransition: Sendable {
    let ticket: TransitionTicket
    let handle: RunningTransition
  }

  /// The lane's state; the transition in flight is its running state's payload.
  var machine: LaneStateMachine<InFlightTransition>
  /// The pending requests.
  var queue = LanePendingQueue()
  /// The identities in flight and pending.
  var duplicates = DuplicateIndex()
  /// When the in-flight transition's watchdog expires.
  var watchdogDeadline: TimeInterval?
  /// The scheduled watchdog timer.
  ///
  /// Armed once a transition's `perform` returns with it still running (one that ends inside
  /// `perform` needs none). One timer serves successive transitions while its deadline is not
  /// later than theirs: when it fires early it re-arms for the current deadline. It is
  /// cancelled once the lane is idle with nothing pending, so a settled clock is idle.
  var watchdogTimer: (work: ScheduledWork, deadline: TimeInterval)?
  /// The stall timer, armed while the gate holds pending requests with nothing in flight (see
  /// `LaneStorage+Stall.swift`).
  var stallTimer: ScheduledWork?
  /// How deep the lane is inside its own callbacks.
  var calloutDepth = 0
  let events = ObserverList<LaneEvent>()
  /// The pop-up queue's gate, if the window has one; see `Lane+Gate.swift`.
  var gateLink: LaneGateLink?
  private var lastRequestNumber: UInt64 = 0
  /// The newest request made to the lane (`#0` before the first).
  var lastRequestID: RequestID { RequestID(rawValue: lastRequestNumber) }
  /// The work of every next-turn hop, made once; weak, so a clock nobody advances any more
  /// does not keep a dropped lane's storage (nor itself) alive.
  lazy var turnWork: @MainActor () -> Void = { [weak self] in self?.turnArrived() }
  /// The work of every watchdog timer, made once; weak, as ``turnWork``.
  lazy var watchdogWork: @MainActor () -> Void = { [weak self] in self?.watchdogTimerFired() }
  /// The work of every stall timer, made once; weak, as ``turnWork``.
  lazy var stallWork: @MainActor () -> Void = { [weak self] in self?.stallTimerFired() }

  init(
    name: String,
    scheduler: any MainLoopScheduler,
    configuration: Lane.Configuration,
    isSuspended: Bool,
    diagnostics: DiagnosticsCenter
  ) {
    self.name = name
    self.scheduler = scheduler
    self.configuration = configuration
    self.diagnostics = diagnostics
    self.machine = LaneStateMachine(isSuspended: isSuspended)
  }

  /// The transition in flight, from the machine's state.
  var inFlight: InFlightTransition? { machine.inFlight }

  var current: RunningTransition? { inFlight?.handle }

  /// See ``Lane/submit(_:onOutcome:)``.
  @discardableResult
  func submit(
    _ request: consuming TransitionRequest,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    let identity = request.identity
    let dropsIfBusy = request.policy == .dropIfBusy
    let removesScreens = request.kind.removesScreens
    let ticket = makeTicket(for: request, onOutcome: onOutcome)
    emit(.requested, for: ticket)
    if machine.isTornDown {
      deliver(ticket, .dropped(.windowGone))
      return ticket
    }
    var superseded: TransitionTicket?
    if let key = ticket.policyKey {
      superseded = queue.ticket(forReplacementKey: key)
    }
    if let identity,
      let match = duplicates.match(
        identity,
        suppressesSameDestination: configuration.suppressesSameDestination,
        excluding: superseded?.id
      )
    {
      reportDuplicate(ticket, of: match)
      deliver(ticket, .dropped(.duplicate))
      return ticket
    }
    let action = machine.submit(
      dropsIfBusy: dropsIfBusy,
      hasPending: !queue.isEmpty,
      isInsideCallout: calloutDepth > 0
    )
    switch action {
    case .drop(let reason):
      deliver(ticket, .dropped(reason))
    case .start:
      register(ticket, identity: identity, removesScreens: removesScreens)
      if gateHolds(ticket) {
        holdSubmitted(ticket)
      } else {
        _ = attemptStart(ticket, origin: .submit)
      }
    case .enqueue, .enqueueAndScheduleTurn:
      register(ticket, identity: identity, removesScreens: removesScreens)
      enqueue(ticket, atFront: false)
      if action == .enqueueAndScheduleTurn { scheduleTurn() }
      if let superseded { deliver(superseded, .dropped(.superseded)) }
    }
    return ticket
  }

  /// See ``Lane/startImmediately(_:onOutcome:)``.
  @discardableResult
  func startImmediately(
    _ request: consuming TransitionRequest,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    let identity = request.identity
    let removesScreens = request.kind.removesScreens
    let ticket = makeTicket(for: request, onOutcome: onOutcome)
    emit(.requested, for: ticket)
    let action = machine.startImmediately()
    switch action {
    case .drop(let reason):
      deliver(ticket, .dropped(reason))
    case .start:
      register(ticket, identity: identity, removesScreens: removesScreens)
      if gateHolds(ticket, canWait: false) {
        deliver(ticket, .dropped(.busy))
      } else {
        _ = attemptStart(ticket, origin: .immediate)
      }
    }
    return ticket
  }

  func makeTicket(
    for request: consuming TransitionRequest,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    lastRequestNumber += 1
    return TransitionTicket(
      id: RequestID(rawValue: lastRequestNumber),
      request: request,
      storage: self,
      onOutcome: onOutcome
    )
  }

  /// Registers an accepted ticket's identity for duplicate suppression; a request that removes
  /// screens then starts a new duplicate generation (see ``TransitionKind/removesScreens``).
  ///
  /// Takes the two fields read from the request before it moved into the ticket, which would
  /// otherwise be copied out whole (retaining every closure) just to read them.
  func register(
    _ ticket: TransitionTicket,
    identity: TransitionIdentity?,
    removesScreens: Bool
  ) {
    if let identity {
      ticket.duplicateRegistration = duplicates.insert(
        identity,
        id: ticket.id,
        label: ticket.label
      )
    }
    if removesScreens { duplicates.startNewGeneration() }
  }
}
