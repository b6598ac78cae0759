/// The pop-up queue's control logic: what is on screen, and what each event makes the queue do.
///
/// A pure value with no closures and no clock. Each event is a `mutating` method that moves
/// ``state`` and returns that event's action for the owning ``PopupQueue`` to perform; an event
/// that is illegal in the current state answers `rejected` and changes nothing (the queue
/// reports it, ``Diagnostic/Code/popupEventIgnored``, and goes on). The pop-up on
/// screen is the payload of the states that have one (`Popup`: the queue's ticket, compared by
/// identity; a pop-up ID in the machine's tests), so the queue keeps no second record of it.
///
/// States (at most one pop-up is on screen, and the queue has at most one lane request):
/// - ``State/idle``: nothing on screen and no lane request.
/// - ``State/showing(_:)``: a show is submitted to the lane and has not started.
/// - ``State/appearing(_:_:then:)``: the show transition runs; a hide asked for meanwhile waits
///   in `then`.
/// - ``State/visible(_:_:)``: on screen.
/// - ``State/hiding(_:_:)``: the hide transition is submitted or runs.
/// - ``State/windowGone``: final.
///
/// Orthogonal to the state: whether the app is foreground-active (nothing new is shown
/// otherwise) and whether a queue turn is scheduled.
struct PopupQueueStateMachine<Popup: Equatable> {
  /// What is on screen.
  enum State {
    /// Nothing on screen and no lane request.
    case idle
    /// The show of the given pop-up waits in the lane.
    case showing(Popup)
    /// The show transition runs; `then` is a hide asked for before it ended.
    case appearing(Popup, PopupNavigationRule, then: PopupHideReason?)
    /// The pop-up is on screen.
    case visible(Popup, PopupNavigationRule)
    /// The pop-up is being hidden for the given reason.
    case hiding(Popup, PopupHideReason)
    /// The window went away; final.
    case windowGone
  }

  /// What the queue does after new work may have become ready.
  enum WorkAction: Hashable, Sendable {
    /// Nothing (a turn is scheduled already, the app is not active, or the show or hide in
    /// progress schedules one as it ends).
    case none
    /// Schedule a queue turn.
    case scheduleTurn
    /// End the request ``PopupDropReason/windowGone``.
    case dropWindowGone
  }

  /// What the queue does on its turn.
  enum TurnAction {
    /// Nothing.
    case none
    /// Pick the next pending pop-up and submit its show.
    case pickNext
    /// Check whether the best pending pop-up preempts the visible one.
    case checkPreemption(Popup)
  }

  /// What the queue does when it submits a show.
  enum SubmitShowAction: Hashable, Sendable {
    /// Submit it to the lane.
    case submit
    /// Illegal now.
    case rejected
  }

  /// What the queue does when the lane starts a show.
  enum StartShowAction: Hashable, Sendable {
    /// Call the presenter.
    case perform
    /// Illegal now.
    case rejected
  }

  /// How a show transition ended.
  enum ShowEnd: Hashable, Sendable {
    /// The presenter put it on screen.
    case shown
    /// The presenter refused it.
    case refused
    /// The lane's watchdog ended it.
    case timedOut
    /// The lane ended it before it started (deferred at its start-time check, or cancelled).
    case notStarted
  }

  /// What the queue does when a show ended.
  enum ShowEndAction: Hashable, Sendable {
    /// It is visible: count it, arm its auto-dismissal.
    case becameVisible
    /// Submit its hide for the given reason (asked for while it appeared, or cleanup).
    case hide(PopupHideReason)
    /// It was refused: end it.
    case endRefused
    /// It never started: back to the pending pop-ups (or to its outcome, already decided).
    case returnToPending
    /// Illegal now.
    case rejected
  }

  /// What the queue does when asked to hide a pop-up.
  enum HideRequestAction: Hashable, Sendable {
    /// Submit its hide.
    case submitHide
    /// Recorded: the show or hide in progress ends with it.
    case recorded
    /// It is already ending for a final reason; nothing changes.
    case alreadyEnding
    /// It is not on screen or appearing.
    case notOnScreen
  }

  /// What the queue does when a hide ended.
  enum HideEndAction: Hashable, Sendable {
    /// It is gone, for the given reason.
    case gone(PopupHideReason)
    /// Illegal now.
    case rejected
  }

  /// What the queue answers the lane's gate.
  enum GateAction {
    /// The page transition starts.
    case proceed
    /// The page transition waits.
    case hold
    /// The page transition waits and the given pop-up, which yields, is hidden first.
    case holdAndHide(Popup)
  }

  /// What the queue does when the lane has held page requests behind it for the lane's stall
  /// bound with nothing in flight.
  enum StallAction {
    /// Ask the presenter of the given visible pop-up whether it is still on screen.
    case verifyVisible(Popup)
    /// Nothing: nothing holds, or a show or hide of the queue runs or waits at the front of the
    /// lane, and its end (bounded by the lane's watchdog) asks again.
    case none
  }

  /// What the queue does when its window goes away.
  enum WindowGoneAction {
    /// End every pop-up ``PopupDropReason/windowGone``; `onScreen` is the one on screen or
    /// being shown, with the hide reason it had (whose final outcome it keeps).
    case dropAll(onScreen: Popup?, reason: PopupHideReason?)
    /// Already gone.
    case none
  }

  /// The current state.
  private(set) var state: State = .idle
  /// Whether the app is foreground-active.
  private(set) var isActive: Bool
  /// Whether a queue turn is scheduled.
  private(set) var isTurnScheduled = false

  /// The pop-up on screen, or being shown or hidden, if any.
  var popup: Popup? {
    switch state {
    case .showing(let popup), .appearing(let popup, _, _), .visible(let popup, _),
      .hiding(let popup, _):
      popup
    case .idle, .windowGone:
      nil
    }
  }

  /// Whether the window went away.
  var isWindowGone: Bool {
    if case .windowGone = state { return true }
    return false
  }

  /// Whether nothing is on screen and no lane request is made.
  var isIdle: Bool {
    if case .idle = state { return true }
    return false
  }

  /// Creates an idle machine.
  ///
  /// - Parameter isActive: Whether the app is foreground-active.
  init(isActive: Bool) {
    self.isActive = isActive
  }

  /// New work may be ready: a request arrived, or a pop-up left the screen.
  ///
  /// - Parameter mayPreempt: Whether the work could preempt a visible pop-up.
  /// - Returns: Whether to schedule a queue turn.
  mutating func workMayBeReady(mayPreempt: Bool) -> WorkAction {
    switch state {
    case .windowGone:
      return .dropWindowGone
    case .idle:
      return claimTurn()
    case .visible:
      return mayPreempt ? claimTurn() : .none
    case .showing, .appearing, .hiding:
      return .none
    }
  }

  private mutating func claimTurn() -> WorkAction {
    guard isActive, !isTurnScheduled else { return .none }
    isTurnScheduled = true
    return .scheduleTurn
  }

  /// The scheduled queue turn arrived.
  mutating func turnArrived() -> TurnAction {
    isTurnScheduled = false
    guard isActive else { return .none }
    switch state {
    case .idle: return .pickNext
    case .visible(let id, _): return .checkPreemption(id)
    case .showing, .appearing, .hiding, .windowGone: return .none
    }
  }

  /// The queue submits the show of `id`.
  mutating func showSubmitted(_ id: Popup) -> SubmitShowAction {
    switch state {
    case .idle:
      state = .showing(id)
      return .submit
    case .showing, .appearing, .visible, .hiding, .windowGone:
      return .rejected
    }
  }

  /// The lane starts the show of `id`.
  mutating func showStarted(_ id: Popup, rule: PopupNavigationRule) -> StartShowAction {
    switch state {
    case .showing(id):
      state = .appearing(id, rule, then: nil)
      return .perform
    case .idle, .showing, .appearing, .visible, .hiding, .windowGone:
      return .rejected
    }
  }

  /// The show of `id` ended.
  mutating func showEnded(_ id: Popup, _ end: ShowEnd) -> ShowEndAction {
    switch (state, end) {
    case (.appearing(id, let rule, let then), .shown):
      if let then {
        state = .hiding(id, then)
        return .hide(then)
      }
      state = .visible(id, rule)
      return .becameVisible
    case (.appearing(id, _, _), .refused):
      state = .idle
      return .endRefused
    case (.appearing(id, _, _), .timedOut):
      state = .hiding(id, .cleanup)
      return .hide(.cleanup)
    case (.showing(id), .notStarted):
      state = .idle
      return .returnToPending
    case (.idle, _), (.showing, _), (.appearing, _), (.visible, _), (.hiding, _), (.windowGone, _):
      return .rejected
    }
  }

  /// The queue is asked to hide `id` for `reason`.
  ///
  /// - Parameters:
  ///   - id: The pop-up.
  ///   - reason: Why it is hidden.
  ///   - precedesAutoDismissal: Whether the reason is a choice the user made before the pop-up's
  ///     auto-dismissal fired, reported only later: it then replaces a hide for
  ///     ``PopupDismissal/autoDismissed`` already under way.
  /// - Returns: What the queue does.
  mutating func hideRequested(
    _ id: Popup,
    _ reason: PopupHideReason,
    precedesAutoDismissal: Bool = false
  ) -> HideRequestAction {
    if precedesAutoDismissal, case .dismissed(.action) = reason {
      switch state {
      case .hiding(id, .dismissed(.autoDismissed)):
        state = .hiding(id, reason)
        return .recorded
      case .appearing(id, let rule, then: .dismissed(.autoDismissed)):
        state = .appearing(id, rule, then: reason)
        return .recorded
      case .idle, .showing, .appearing, .visible, .hiding, .windowGone:
        break
      }
    }
    switch state {
    case .visible(id, _):
      state = .hiding(id, reason)
      return .submitHide
    case .appearing(id, let rule, let then):
      if let then, then.isFinal { return .alreadyEnding }
      state = .appearing(id, rule, then: then?.merged(with: reason) ?? reason)
      return .recorded
    case .hiding(id, let current):
      if current.isFinal { return .alreadyEnding }
      state = .hiding(id, current.merged(with: reason))
      return .recorded
    case .idle, .showing, .appearing, .visible, .hiding, .windowGone:
      return .notOnScreen
    }
  }

  /// The hide of `id` ended.
  mutating func hideEnded(_ id: Popup) -> HideEndAction {
    switch state {
    case .hiding(id, let reason):
      state = .idle
      return .gone(reason)
    case .idle, .showing, .appearing, .visible, .hiding, .windowGone:
      return .rejected
    }
  }

  /// The lane asks whether a page transition may start.
  ///
  /// - Parameter canWait: Whether the transition can wait (a swipe cannot; it is only held).
  /// - Returns: Whether the transition starts, waits, or waits for a hide.
  mutating func gateAsked(canWait: Bool) -> GateAction {
    switch state {
    case .visible(let id, .yieldsToNavigation) where canWait:
      state = .hiding(id, .yielded)
      return .holdAndHide(id)
    case .visible, .appearing, .hiding:
      return .hold
    case .idle, .showing, .windowGone:
      return .proceed
    }
  }

  /// The lane held page requests behind the queue for its stall bound with nothing in flight.
  ///
  /// Only a visible pop-up holds them then; whether it is still on screen is the presenter's
  /// to say. The state does not change.
  func holdStalled() -> StallAction {
    switch state {
    case .visible(let id, _): .verifyVisible(id)
    case .idle, .showing, .appearing, .hiding, .windowGone: .none
    }
  }

  /// The app became foreground-active or stopped being it.
  mutating func appStateChanged(isActive: Bool) -> WorkAction {
    self.isActive = isActive
    switch state {
    case .windowGone: return .none
    case .idle, .visible: return isActive ? claimTurn() : .none
    case .showing, .appearing, .hiding: return .none
    }
  }

  /// The window went away.
  mutating func windowGone() -> WindowGoneAction {
    let action: WindowGoneAction
    switch state {
    case .windowGone:
      return .none
    case .idle:
      action = .dropAll(onScreen: nil, reason: nil)
    case .showing(let id), .visible(let id, _):
      action = .dropAll(onScreen: id, reason: nil)
    case .appearing(let id, _, let then):
      action = .dropAll(onScreen: id, reason: then)
    case .hiding(let id, let reason):
      action = .dropAll(onScreen: id, reason: reason)
    }
    state = .windowGone
    isTurnScheduled = false
    return action
  }
}

extension PopupQueueStateMachine: Sendable where Popup: Sendable {}
extension PopupQueueStateMachine.State: Sendable where Popup: Sendable {}
extension PopupQueueStateMachine.TurnAction: Sendable where Popup: Sendable {}
extension PopupQueueStateMachine.GateAction: Sendable where Popup: Sendable {}
extension PopupQueueStateMachine.StallAction: Sendable where Popup: Sendable {}
extension PopupQueueStateMachine.WindowGoneAction: Sendable where Popup: Sendable {}

#if DEBUG
  // Compared by the machine's tests only. Generic conformances cost code an app would link
  // for comparisons it never makes (about 23 KB with -Osize), so release builds leave them out.
  extension PopupQueueStateMachine.State: Equatable {}
  extension PopupQueueStateMachine.State: Hashable where Popup: Hashable {}
  extension PopupQueueStateMachine.TurnAction: Equatable {}
  extension PopupQueueStateMachine.TurnAction: Hashable where Popup: Hashable {}
  extension PopupQueueStateMachine.GateAction: Equatable {}
  extension PopupQueueStateMachine.GateAction: Hashable where Popup: Hashable {}
  extension PopupQueueStateMachine.StallAction: Equatable {}
  extension PopupQueueStateMachine.StallAction: Hashable where Popup: Hashable {}
  extension PopupQueueStateMachine.WindowGoneAction: Equatable {}
  extension PopupQueueStateMachine.WindowGoneAction: Hashable where Popup: Hashable {}
#endif
