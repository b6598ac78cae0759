import Foundation

/// One transition at a time: the per-window lane every navigation request goes through.
///
/// - At most one transition is in flight; pending requests start first-in first-out.
/// - Every request gets exactly one ``TransitionOutcome``, delivered once on the main actor;
///   the `onOutcome` closure, the ticket's ``TransitionTicket/outcome``, the `async` form and
///   the `finished` ``LaneEvent`` always agree.
/// - An idle lane starts a request synchronously inside ``submit(_:onOutcome:)``. After a
///   completion signal the next pending request starts on the next turn of the ``scheduler``,
///   never after a fixed delay. A request made inside one of the lane's callbacks (an outcome
///   handler, an observer, a start-time check or `perform`) is queued, never run recursively.
/// - Start-time checks, in order: ``TransitionRequest/isSourceAlive`` (else
///   ``DropReason/sourceGone``), then ``TransitionRequest/validate``.
/// - Duplicates are suppressed when submitted, against the requests in flight and pending
///   (see ``TransitionIdentity``); they are not checked again at start.
/// - A watchdog ends a transition that never signals: after
///   `max(minimumWatchdog, watchdogMultiplier × expectedDuration)` it ends as
///   ``TransitionOutcome/timedOut``, the lane is released and ``Diagnostic/Code/watchdogExpired``
///   is reported.
///
/// ```swift
/// let lane = Lane(name: "main window")
/// lane.submit(TransitionRequest(kind: .push) { transition in
///   navigationController.pushViewController(detail, animated: true)
///   // ... when the coordinator reports the end:
///   transition.finish(.completed)
/// })
/// ```
@MainActor
public final class Lane {
  /// The lane's name, used in events and diagnostics.
  public let name: String
  /// The clock the lane schedules its turns and watchdogs on.
  public let scheduler: any MainLoopScheduler
  /// How the lane suppresses duplicates and times transitions out.
  public var configuration: Configuration {
    get { settings }
    set { settings = newValue }
  }
  /// Where the lane reports timeouts and misuse.
  public let diagnostics: DiagnosticsCenter

  /// The storage of ``configuration``.
  ///
  /// Internal and only read or assigned whole, so the optimiser can prove
  /// every access exclusive; the public property's `modify` would keep a runtime check.
  private(set) var settings: Configuration
  var machine: LaneStateMachine
  /// The pending requests.
  ///
  /// Unchecked at run time (`swift_beginAccess` on every request otherwise; the
  /// optimiser cannot prove it because a mutation may release a ticket): the queue's mutating
  /// methods call no closure and release only finished tickets, which hold no caller code, so
  /// no access to it can begin while another is in progress.
  @exclusivity(unchecked) var queue = LanePendingQueue()
  /// The identities in flight and pending; unchecked for the same reason as ``queue`` (its
  /// mutations touch only dictionaries of identifiers).
  @exclusivity(unchecked) var duplicates = DuplicateIndex()
  var inFlight: (ticket: TransitionTicket, handle: RunningTransition)?
  /// When the in-flight transition's watchdog expires.
  var watchdogDeadline: TimeInterval?
  /// The scheduled watchdog timer.
  ///
  /// One timer serves successive transitions while its deadline
  /// is not later than theirs: when it fires early it re-arms for the current deadline.
  var watchdogTimer: (work: ScheduledWork, deadline: TimeInterval)?
  /// How deep the lane is inside its own callbacks.
  var calloutDepth = 0
  let events = ObserverList<LaneEvent>()
  /// What tickets use to find the lane again; see ``LaneLink``.
  lazy var link = LaneLink(self)
  /// The work of every next-turn hop; see ``makeTurnWork(_:)``.
  lazy var turnWork = Self.makeTurnWork(link)
  /// The work of every watchdog timer; see ``makeWatchdogWork(_:)``.
  lazy var watchdogWork = Self.makeWatchdogWork(link)
  private var lastRequestNumber: UInt64 = 0
  /// The pop-up queue's gate, if the window has one; see `Lane+Gate.swift`.
  var gateLink: LaneGateLink?

  /// Creates a lane.
  ///
  /// - Parameters:
  ///   - name: A name for events and diagnostics.
  ///   - scheduler: The clock for turns and watchdogs.
  ///   - configuration: Duplicate suppression and watchdog settings.
  ///   - isSuspended: Whether the lane starts suspended (cold start: until the window is key
  ///     and visible).
  ///   - diagnostics: Where to report timeouts and misuse.
  public init(
    name: String = "lane",
    scheduler: any MainLoopScheduler = DispatchMainScheduler.shared,
    configuration: Configuration = .init(),
    isSuspended: Bool = false,
    diagnostics: DiagnosticsCenter = .shared
  ) {
    self.name = name
    self.scheduler = scheduler
    self.settings = configuration
    self.diagnostics = diagnostics
    self.machine = LaneStateMachine(isSuspended: isSuspended)
  }

  #if compiler(>=6.2)
    /// A lane that goes away tears itself down: whatever it still holds ends `windowGone`.
    ///
    /// Only pending requests can be left here (a lane dropped while suspended or settling): a
    /// transition in flight keeps its lane alive until it ends, by its signal or its watchdog.
    /// Older compilers lack isolated deinit; there, tear a lane down before dropping it.
    isolated deinit {
      tearDown()
      link.isAlive = false
    }
  #endif

  /// The transition in flight, if any.
  public var current: RunningTransition? { inFlight?.handle }

  /// Whether a transition is in flight.
  public var isBusy: Bool { inFlight != nil }

  /// How many requests wait for their turn.
  public var pendingCount: Int { queue.count }

  /// Whether the lane holds pending requests back until ``resume()``.
  public var isSuspended: Bool { machine.isSuspended }

  /// Whether ``tearDown()`` was called.
  public var isTornDown: Bool { machine.isTornDown }

  /// Submits a request.
  ///
  /// When the lane is idle (nothing in flight, nothing pending, not suspended, not settling
  /// after a completion signal in this turn, not inside one of its callbacks) the request
  /// starts synchronously inside this call. Otherwise it is queued, or dropped by its policy,
  /// as a duplicate, or because the lane is torn down, with the outcome delivered before this
  /// returns.
  ///
  /// > Important: In an `async` context, `lane.submit(request)` resolves to the `async` form,
  /// > which returns the outcome. Pass `onOutcome:` (even `nil`) to get a ticket there.
  ///
  /// The request is taken (`consuming`): a request built for this call moves into the lane
  /// without copying its closures.
  ///
  /// - Parameters:
  ///   - request: The transition to run.
  ///   - onOutcome: Called once, on the main actor, with the request's outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func submit(
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
      !duplicates.isEmpty,
      duplicates.contains(
        identity,
        suppressesSameScreenType: settings.suppressesSameScreenType,
        excluding: superseded?.duplicateRegistration
      )
    {
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
    case .none, .perform, .release, .scheduleTurn, .startPending, .dropAll, .requeue:
      preconditionFailure("Internal inconsistency: submit answered \(action)")
    }
    return ticket
  }

  /// Starts the user's swipe-back at once, ahead of pending work.
  ///
  /// Starts when nothing is in flight, even while the lane settles after a completion signal
  /// or is suspended; otherwise the request is dropped with ``DropReason/busy``. Policies and
  /// duplicate suppression do not apply; the start-time checks do.
  ///
  /// - Parameters:
  ///   - request: The transition to run; taken, like in ``submit(_:onOutcome:)``.
  ///   - onOutcome: Called once, on the main actor, with the request's outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func startImmediately(
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
    case .none, .enqueue, .enqueueAndScheduleTurn, .perform, .release, .scheduleTurn,
      .startPending, .dropAll, .requeue:
      preconditionFailure("Internal inconsistency: startImmediately answered \(action)")
    }
    return ticket
  }

  private func makeTicket(
    for request: consuming TransitionRequest,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    lastRequestNumber += 1
    return TransitionTicket(
      id: RequestID(rawValue: lastRequestNumber),
      request: request,
      link: link,
      onOutcome: onOutcome
    )
  }

  /// Registers an accepted ticket's identity for duplicate suppression; a request that removes
  /// screens then starts a new duplicate generation (see ``TransitionKind/removesScreens``).
  ///
  /// Takes the two fields read from the request before it moved into the ticket, which would
  /// otherwise be copied out whole (retaining every closure) just to read them.
  private func register(
    _ ticket: TransitionTicket,
    identity: TransitionIdentity?,
    removesScreens: Bool
  ) {
    if let identity {
      ticket.duplicateRegistration = duplicates.insert(identity)
    }
    if removesScreens { duplicates.startNewGeneration() }
  }
}
