import Foundation

/// Shows a window's pop-ups one at a time, in priority order, on the window's ``Lane``.
///
/// - Showing and hiding a pop-up are lane transitions (``TransitionKind/popupShow`` and
///   ``TransitionKind/popupHide``), so a pop-up never starts during a page transition or a
///   swipe, and a page transition never starts while a pop-up animates. At most one pop-up is
///   on screen per window.
/// - While a pop-up is visible, page requests on the lane wait
///   (``PopupNavigationRule/blocksNavigation``, the default) or the pop-up is hidden first and
///   shown again afterwards (``PopupNavigationRule/yieldsToNavigation``). A swipe-back
///   (``Lane/startImmediately(_:onOutcome:)``) is dropped ``DropReason/busy`` in both cases.
/// - Higher priority first, first-in first-out among equals. Nothing is shown inside
///   ``show(_:onOutcome:)``: the first pop-up is picked on the scheduler's next turn, so the
///   requests of one main-loop turn are ordered together.
/// - Every request gets exactly one ``PopupOutcome``, delivered once on the main actor, to the
///   `onOutcome` closure, the ticket's ``PopupTicket/outcome`` and
///   ``PopupTicket/waitForOutcome()``, in that order.
/// - The platform tells the queue what it cannot see: the visible screen
///   (``visibleScreenDidChange(to:)``), the app's state (``appStateDidChange(to:)``) and the
///   window's end (``windowDidGoAway()``; the ``lane``'s teardown ends the queue too).
/// - Nothing waits forever behind a pop-up that is gone: when page requests have waited the
///   lane's ``Lane/Configuration-swift.struct/maximumStall`` behind the visible pop-up with
///   nothing running, the queue asks its presenter ``PopupPresenter/isShowing(_:)``; a pop-up
///   no longer on screen ends ``PopupDismissal/orphaned`` and the requests go on. One on screen
///   is waiting for the user, and is asked about again after each such bound.
///
/// ```swift
/// let popups = PopupQueue(lane: lane)
/// let ticket = popups.show(PopupRequest(key: "forceUpdate", priority: 100, presenter: alerts))
/// let outcome = await ticket.waitForOutcome()
/// ```
///
/// > Important: One queue per lane: a second queue on the same lane takes over its gate.
@MainActor
public final class PopupQueue {
  /// The window's lane, shared with its page transitions.
  public let lane: Lane
  /// How the queue bounds its pending pop-ups.
  public var configuration: Configuration
  /// Where shows are recorded for frequency caps.
  public let frequencyStore: any PopupFrequencyStore
  /// The wall clock frequency caps are counted on.
  let wallClock: @MainActor () -> Date

  /// A ticket as the state machine holds it, compared by identity.
  struct OnScreen: Equatable, Sendable {
    let ticket: PopupTicket
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.ticket === rhs.ticket }
  }

  /// What is on screen; the pop-up being shown, on screen or being hidden is its payload.
  var machine: PopupQueueStateMachine<OnScreen>
  var pending = PopupPendingSet()
  /// Every pop-up without an outcome, by key (keys are unique among them).
  var liveByKey: [String: PopupTicket] = [:]
  /// The pop-up being shown, on screen, or being hidden, from the machine's state.
  var onScreen: PopupTicket? { machine.popup?.ticket }
  /// Each group's members requested since its last round closed (ended ones as records).
  var openRounds: [String: PopupOpenRound] = [:]
  /// The screen the platform last reported visible.
  public internal(set) var visibleScreen: PopupScreen?
  /// The app's state the platform last reported.
  public internal(set) var appState: PopupAppState
  private var lastNumber: UInt64 = 0
  /// The work of every queue turn, made once.
  lazy var turnWork: @MainActor () -> Void = { [weak self] in self?.turnArrived() }

  /// Creates the queue of the window whose lane is `lane`.
  ///
  /// - Parameters:
  ///   - lane: The window's lane.
  ///   - configuration: How pending pop-ups are bounded.
  ///   - frequencyStore: Where shows are recorded for frequency caps; `nil` (the default) for a
  ///     store in memory, which nothing outlives the process.
  ///   - appState: The app's state now.
  ///   - visibleScreen: The visible screen now, if known.
  ///   - wallClock: The wall clock for frequency caps.
  public init(
    lane: Lane,
    configuration: Configuration = Configuration(),
    frequencyStore: (any PopupFrequencyStore)? = nil,
    appState: PopupAppState = .active,
    visibleScreen: PopupScreen? = nil,
    wallClock: @escaping @MainActor () -> Date = { Date() }
  ) {
    self.lane = lane
    self.configuration = configuration
    self.frequencyStore = frequencyStore ?? InMemoryPopupFrequencyStore()
    self.wallClock = wallClock
    self.appState = appState
    self.visibleScreen = visibleScreen
    machine = PopupQueueStateMachine(isActive: appState == .active)
    lane.gate = self
  }

  #if compiler(>=6.2)
    /// A queue that goes away ends whatever it still holds, as ``windowDidGoAway()`` does.
    ///
    /// A show or hide in the lane keeps its queue alive until it ends, so only pending pop-ups
    /// (and one on screen) can be left here. Older compilers lack isolated deinit; there, call
    /// ``windowDidGoAway()`` before dropping a queue.
    isolated deinit {
      windowDidGoAway()
    }
  #endif

  /// How many pop-ups wait for their turn (not counting the one on screen).
  public var pendingCount: Int { pending.count }

  /// The pop-up being shown, on screen or being hidden, if any.
  public var current: PopupTicket? { onScreen }

  /// Asks for a pop-up.
  ///
  /// Never shows it inside this call. A request that cannot be accepted ends before this
  /// returns: ``PopupDropReason/invalid(_:)``, ``PopupOutcome/capped``,
  /// ``PopupDropReason/duplicate``, ``PopupDropReason/overflow`` or
  /// ``PopupDropReason/windowGone`` (after ``windowDidGoAway()``, or once its ``lane`` was torn
  /// down).
  ///
  /// - Parameters:
  ///   - request: The pop-up.
  ///   - onOutcome: Called once, on the main actor, with its outcome.
  /// - Returns: The pop-up's ticket.
  @discardableResult
  public func show(
    _ request: PopupRequest,
    onOutcome: (@MainActor (PopupOutcome) -> Void)? = nil
  ) -> PopupTicket {
    lastNumber += 1
    let ticket = PopupTicket(
      id: PopupID(rawValue: lastNumber),
      request: request,
      onOutcome: onOutcome
    )
    ticket.queue = self
    ticket.placeInLane = lane.lastRequestID
    if let group = request.group {
      openRounds[group, default: PopupOpenRound()].append(ticket)
      ticket.isInOpenRound = true
    }
    switch admission(of: ticket, request) {
    case .refused(let refusal):
      finish(ticket, refusal)
      return ticket
    case .keyClaimed:
      break
    case .admitted:
      liveByKey[request.key] = ticket
    }
    pending.insert(ticket, isNew: true)
    if let expiresAfter = request.expiresAfter { armExpiry(ticket, after: expiresAfter) }
    performWork(machine.workMayBeReady(mayPreempt: request.preemption.preempts))
    return ticket
  }

  /// Whether a request joins the queue.
  private enum Admission {
    /// It may join; its key is already recorded for it.
    case keyClaimed
    /// It may join (a pending duplicate it replaces and an overflow loser have then ended).
    case admitted
    /// It cannot join; it ends with this outcome.
    case refused(PopupOutcome)
  }

  /// Whether `ticket` may join the queue.
  private func admission(of ticket: PopupTicket, _ request: PopupRequest) -> Admission {
    if machine.isWindowGone { return .refused(.dropped(.windowGone)) }
    if lane.isTornDown {
      // Its lane ended without telling it (another queue took the lane's gate): it ends too.
      windowDidGoAway()
      return .refused(.dropped(.windowGone))
    }
    if let invalidity = request.invalidity { return .refused(.dropped(.invalid(invalidity))) }
    if isCapped(ticket) { return .refused(.capped) }
    let maximumPending = configuration.maximumPending
    let existing: PopupTicket?
    if pending.count < maximumPending {
      // Room, so nobody else ends: the lookup that finds the key free also records it.
      existing = claimKey(request.key, for: ticket)
      if existing == nil { return .keyClaimed }
    } else {
      existing = liveByKey[request.key]
    }
    if let existing {
      guard request.whenDuplicate == .replacePending, case .pending = existing.phase else {
        return .refused(.dropped(.duplicate))
      }
      finish(existing, .dropped(.duplicate))
    }
    if pending.count >= maximumPending {
      guard let loser = pending.overflowLoser(), loser.priority < request.priority else {
        return .refused(.dropped(.overflow))
      }
      finish(loser, .dropped(.overflow))
    }
    // Someone ended: their outcome handlers may have torn the queue down, taken the key or
    // filled the queue.
    if machine.isWindowGone { return .refused(.dropped(.windowGone)) }
    if liveByKey[request.key] != nil { return .refused(.dropped(.duplicate)) }
    if pending.count >= configuration.maximumPending { return .refused(.dropped(.overflow)) }
    return .admitted
  }

  /// Records `ticket` under `key` unless another pop-up holds it, in one hash lookup.
  ///
  /// - Returns: The pop-up that holds the key, or `nil` once `ticket` holds it.
  private func claimKey(_ key: String, for ticket: PopupTicket) -> PopupTicket? {
    var holder = ticket
    Self.read(&liveByKey[key, default: ticket]) { holder = $0 }
    return holder === ticket ? nil : holder
  }

  /// Reads a value in place (the dictionary's defaulted subscript inserts and reads at once).
  private static func read(_ value: inout PopupTicket, _ body: (PopupTicket) -> Void) {
    body(value)
  }

  /// Whether `ticket`'s frequency cap is reached (never for one already shown).
  func isCapped(_ ticket: PopupTicket) -> Bool {
    guard !ticket.hasBeenShown, let cap = ticket.rules.frequencyCap else { return false }
    return cap.isReached(forKey: ticket.key, in: frequencyStore, now: wallClock())
  }

  func performWork(_ action: PopupQueueStateMachine<OnScreen>.WorkAction) {
    switch action {
    case .none, .dropWindowGone: break
    case .scheduleTurn: lane.scheduler.runOnNextTurn(turnWork)
    }
  }

  private func armExpiry(_ ticket: PopupTicket, after delay: TimeInterval) {
    ticket.expiryDeadline = lane.scheduler.now + delay
    ticket.expiryTimer = lane.scheduler.run(after: delay) { [weak self, weak ticket] in
      guard let self, let ticket else { return }
      expire(ticket)
    }
  }

  private func expire(_ ticket: PopupTicket) {
    ticket.expiryTimer = nil
    guard !ticket.hasBeenShown else { return }
    switch ticket.phase {
    case .pending:
      finish(ticket, .expired)
    case .showing(.waiting):
      endWhileShowWaits(ticket, .expired)
    case .showing, .visible, .hiding, .finished:
      break
    }
  }
}
