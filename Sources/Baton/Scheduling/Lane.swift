import Foundation

/// One transition at a time: the per-window lane every navigation request goes through.
///
/// - At most one transition is in flight; pending requests start first-in first-out.
/// - Every request gets exactly one ``TransitionOutcome``, delivered once on the main actor;
///   the `onOutcome` closure, the ticket's ``TransitionTicket/outcome``,
///   ``TransitionTicket/waitForOutcome()`` and the `finished` ``LaneEvent`` always agree.
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
/// - Order as asked: a pop-up of the window's ``PopupQueue`` that blocks navigation takes its
///   place when it is asked; a request made after it (other than a swipe-back) waits until it
///   has been answered. Priority orders the pop-ups among themselves.
/// - Nothing waits forever. Let `B` be the configuration's
///   ``Configuration-swift.struct/maximumStall`` (1 second by default; clamped as it
///   documents). Whenever the lane is not suspended, has pending requests and nothing
///   in flight, within `B` of the moment that began (its last transition ended, a request
///   arrived while it was idle, or it resumed) it starts or ends a request, or it has verified
///   the one reason that can hold them: a pop-up of the window's ``PopupQueue`` on screen that
///   blocks navigation (``PopupNavigationRule/blocksNavigation``). The lane asks the queue, which asks
///   the pop-up's ``PopupPresenter/isShowing(_:)``: a pop-up that is no longer on screen ends
///   ``PopupDismissal/orphaned`` (reported as ``Diagnostic/Code/stalledPopupOrphaned``) and the
///   requests go on at once; one its presenter confirms on screen is waiting for the user (a
///   deep link's push waits until a blocking alert is answered), and is verified again every
///   `B` while it holds. A pop-up asked before the requests that holds them without showing
///   gives its place up at `B` (``Diagnostic/Code/popupPlaceGivenUp``). Turns take no time, so
///   on a virtual clock "within `B`" is exact.
///   A suspended lane holds its requests on purpose (BatonUIKit suspends a window's lane until
///   the window is visible); the bound counts from its resume.
/// - The user may interrupt: ``startPreempting(_:inFlightIsCancelling:onOutcome:)`` ends the request in flight
///   ``TransitionOutcome/completed`` (as iOS 26 finishes a preempted transition at its end
///   position) and starts the user's request at once; pending requests keep their order.
/// - Tearing down is re-entrant: the outcome handlers and observers it calls may cancel, submit
///   or tear down anything, and every request still ends exactly once.
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
  /// The lane's state and logic; see ``LaneStorage``.
  let storage: LaneStorage

  /// The lane's name, used in events and diagnostics.
  public var name: String { storage.name }
  /// The clock the lane schedules its turns and watchdogs on.
  public var scheduler: any MainLoopScheduler { storage.scheduler }
  /// How the lane suppresses duplicates and times transitions out.
  public var configuration: Configuration {
    get { storage.configuration }
    set { storage.configuration = newValue }
  }
  /// Where the lane reports timeouts and misuse.
  public var diagnostics: DiagnosticsCenter { storage.diagnostics }

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
    storage = LaneStorage(
      name: name,
      scheduler: scheduler,
      configuration: configuration,
      isSuspended: isSuspended,
      diagnostics: diagnostics
    )
  }

  #if compiler(>=6.2)
    /// A lane that goes away tears itself down: whatever it still holds ends `windowGone`.
    ///
    /// Nothing the lane hands out keeps it alive (tickets, the in-flight handle and the work
    /// it schedules refer to its ``LaneStorage``), so a lane the app drops goes away at once,
    /// even with a transition in flight or timers pending: the transition and the pending
    /// requests end `windowGone`, the watchdog timer is cancelled and the observers are
    /// removed. A later signal from the transition is ignored and reported. Older compilers
    /// lack isolated deinit; there, tear a lane down before dropping it.
    isolated deinit {
      storage.tearDown()
      storage.events.removeAll()
    }
  #endif

  /// The transition in flight, if any.
  public var current: RunningTransition? { storage.current }

  /// Whether a transition is in flight.
  public var isBusy: Bool { storage.inFlight != nil }

  /// How many requests wait for their turn.
  public var pendingCount: Int { storage.queue.count }

  /// Whether the lane holds pending requests back until ``resume()``.
  public var isSuspended: Bool { storage.machine.isSuspended }

  /// The newest request made to the lane (`#0` before the first): a pop-up asked now takes
  /// its place after it, ahead of every request made later (see
  /// ``TransitionRequest/precedesRequestsAfter``).
  package var lastRequestID: RequestID { storage.lastRequestID }

  /// Whether ``tearDown()`` was called.
  public var isTornDown: Bool { storage.machine.isTornDown }

  /// Submits a request.
  ///
  /// When the lane is idle (nothing in flight, nothing pending, not suspended, not settling
  /// after a completion signal in this turn, not inside one of its callbacks) the request
  /// starts synchronously inside this call. Otherwise it is queued, or dropped by its policy,
  /// as a duplicate, or because the lane is torn down, with the outcome delivered before this
  /// returns.
  ///
  /// To wait for the outcome in `async` code, await the ticket's
  /// ``TransitionTicket/waitForOutcome()``.
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
    storage.submit(request, onOutcome: onOutcome)
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
    storage.startImmediately(request, onOutcome: onOutcome)
  }

  /// Holds pending requests back until ``resume()``.
  ///
  /// The transition in flight runs to its end, and ``startImmediately(_:onOutcome:)`` and
  /// ``startPreempting(_:inFlightIsCancelling:onOutcome:)`` still start.
  public func suspend() {
    storage.suspend()
  }

  /// Lets pending requests run again, in order, starting on the next scheduler turn.
  public func resume() {
    storage.resume()
  }

  /// Tears the lane down for good, because its window is gone.
  ///
  /// The transition in flight and every pending request end ``DropReason/windowGone`` (in
  /// flight first, then pending in order), and so does every later request. The window's
  /// ``PopupQueue`` then ends its pop-ups too (see ``PopupQueue/windowDidGoAway()``). A later
  /// completion signal from the old transition is ignored and reported. Calling it again does
  /// nothing.
  ///
  /// The outcome handlers and observers called meanwhile may cancel, submit or end anything: a
  /// pending request they cancel ends ``TransitionOutcome/cancelled`` instead, one they submit
  /// ends ``DropReason/windowGone`` at once, and every request still ends exactly once.
  public func tearDown() {
    storage.tearDown()
  }

  /// Adds an observer of every later event on this lane.
  ///
  /// - Parameter observer: Called on the main actor with each event, in order.
  /// - Returns: The observation token; cancel it to remove the observer.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (LaneEvent) -> Void) -> ObservationToken
  {
    storage.events.add(observer)
  }
}
