import Testing

@testable import Baton

/// Every event in every state of the pop-up queue's state machine.
@MainActor
@Suite struct PopupQueueStateMachineTests {
  typealias Machine = PopupQueueStateMachine<PopupID>
  nonisolated static let id = PopupID(rawValue: 1)
  nonisolated static let other = PopupID(rawValue: 2)

  /// One machine per state.
  nonisolated static let states: [Machine.State] = [
    .idle,
    .showing(id),
    .appearing(id, .blocksNavigation, then: nil),
    .appearing(id, .yieldsToNavigation, then: .yielded),
    .appearing(id, .blocksNavigation, then: .cancelled),
    .visible(id, .blocksNavigation),
    .visible(id, .yieldsToNavigation),
    .hiding(id, .yielded),
    .hiding(id, .dismissed(.action("OK"))),
    .windowGone,
  ]

  /// A machine in `state`, reached through legal events.
  static func machine(in state: Machine.State) -> Machine {
    var machine = Machine(isActive: true)
    func expectLegal(_ legal: Bool) {
      #expect(legal, "cannot reach \(state)")
    }
    switch state {
    case .idle:
      break
    case .showing(let id):
      expectLegal(machine.showSubmitted(id) == .submit)
    case .appearing(let id, let rule, let then):
      expectLegal(machine.showSubmitted(id) == .submit)
      expectLegal(machine.showStarted(id, rule: rule) == .perform)
      if let then { expectLegal(machine.hideRequested(id, then) == .recorded) }
    case .visible(let id, let rule):
      expectLegal(machine.showSubmitted(id) == .submit)
      expectLegal(machine.showStarted(id, rule: rule) == .perform)
      expectLegal(machine.showEnded(id, .shown) == .becameVisible)
    case .hiding(let id, let reason):
      expectLegal(machine.showSubmitted(id) == .submit)
      expectLegal(machine.showStarted(id, rule: .blocksNavigation) == .perform)
      expectLegal(machine.showEnded(id, .shown) == .becameVisible)
      expectLegal(machine.hideRequested(id, reason) == .submitHide)
    case .windowGone:
      expectLegal(machine.windowGone() == .dropAll(onScreen: nil, reason: nil))
    }
    #expect(machine.state == state)
    return machine
  }

  @Test(arguments: states)
  func showSubmittedIsLegalOnlyWhenIdle(state: Machine.State) {
    var machine = Self.machine(in: state)
    let action = machine.showSubmitted(Self.other)
    #expect(action == (state == .idle ? .submit : .rejected))
    if action == .rejected { #expect(machine.state == state) }
  }

  @Test(arguments: states)
  func showStartedIsLegalOnlyForTheShowThatWaits(state: Machine.State) {
    var machine = Self.machine(in: state)
    #expect(machine.showStarted(Self.other, rule: .blocksNavigation) == .rejected)
    let action = machine.showStarted(Self.id, rule: .blocksNavigation)
    #expect(action == (state == .showing(Self.id) ? .perform : .rejected))
  }

  @Test(arguments: states)
  func showEndedIsLegalOnlyForTheShowInProgress(state: Machine.State) {
    for end in [Machine.ShowEnd.shown, .refused, .timedOut, .notStarted] {
      var machine = Self.machine(in: state)
      #expect(machine.showEnded(Self.other, end) == .rejected)
      let action = machine.showEnded(Self.id, end)
      switch (state, end) {
      case (.appearing(_, let rule, nil), .shown):
        #expect(action == .becameVisible)
        #expect(machine.state == .visible(Self.id, rule))
      case (.appearing(_, _, let then?), .shown):
        #expect(action == .hide(then))
        #expect(machine.state == .hiding(Self.id, then))
      case (.appearing, .refused):
        #expect(action == .endRefused)
        #expect(machine.state == .idle)
      case (.appearing, .timedOut):
        #expect(action == .hide(.cleanup))
      case (.showing, .notStarted):
        #expect(action == .returnToPending)
        #expect(machine.state == .idle)
      default:
        #expect(action == .rejected, "\(state) \(end)")
        #expect(machine.state == state)
      }
    }
  }

  @Test(arguments: states)
  func hideRequestedHidesOnlyWhatIsOnScreen(state: Machine.State) {
    var machine = Self.machine(in: state)
    #expect(machine.hideRequested(Self.other, .cancelled) == .notOnScreen)
    let action = machine.hideRequested(Self.id, .cancelled)
    switch state {
    case .visible:
      #expect(action == .submitHide)
      #expect(machine.state == .hiding(Self.id, .cancelled))
    case .appearing(_, let rule, let then):
      if then?.isFinal == true {
        #expect(action == .alreadyEnding)
      } else {
        #expect(action == .recorded)
        #expect(machine.state == .appearing(Self.id, rule, then: .cancelled))
      }
    case .hiding(_, let reason):
      if reason.isFinal {
        #expect(action == .alreadyEnding)
        #expect(machine.state == state)
      } else {
        #expect(action == .recorded)
        #expect(machine.state == .hiding(Self.id, .cancelled))
      }
    case .idle, .showing, .windowGone:
      #expect(action == .notOnScreen)
      #expect(machine.state == state)
    }
  }

  @Test(arguments: states)
  func hideEndedIsLegalOnlyWhileHiding(state: Machine.State) {
    var machine = Self.machine(in: state)
    #expect(machine.hideEnded(Self.other) == .rejected)
    let action = machine.hideEnded(Self.id)
    if case .hiding(_, let reason) = state {
      #expect(action == .gone(reason))
      #expect(machine.state == .idle)
    } else {
      #expect(action == .rejected)
    }
  }

  @Test(arguments: states)
  func theGateHoldsPageTransitionsOnlyWhileAPopupIsOnScreen(state: Machine.State) {
    for canWait in [true, false] {
      var machine = Self.machine(in: state)
      let action = machine.gateAsked(canWait: canWait)
      switch state {
      case .visible(_, .yieldsToNavigation) where canWait:
        #expect(action == .holdAndHide(Self.id))
        #expect(machine.state == .hiding(Self.id, .yielded))
      case .visible, .appearing, .hiding:
        #expect(action == .hold)
        #expect(machine.state == state)
      case .idle, .showing, .windowGone:
        #expect(action == .proceed)
      }
    }
  }

  /// A stalled hold is verified only with a pop-up visible; nothing else can hold
  /// page requests with nothing in flight. Asking changes no state.
  @Test(arguments: states)
  func aStalledHoldAsksThePresenterOnlyWhileAPopupIsVisible(state: Machine.State) {
    let machine = Self.machine(in: state)
    let action = machine.holdStalled()
    switch state {
    case .visible(let id, _):
      #expect(action == .verifyVisible(id))
    case .idle, .showing, .appearing, .hiding, .windowGone:
      #expect(action == Machine.StallAction.none)
    }
    #expect(machine.state == state)
  }

  @Test(arguments: states)
  func turnsPickOnlyWhenIdleAndCheckPreemptionOnlyWhenVisible(state: Machine.State) {
    var machine = Self.machine(in: state)
    let work = machine.workMayBeReady(mayPreempt: true)
    switch state {
    case .windowGone: #expect(work == .dropWindowGone)
    case .idle, .visible: #expect(work == .scheduleTurn)
    case .showing, .appearing, .hiding: #expect(work == .none)
    }
    #expect(machine.workMayBeReady(mayPreempt: true) != .scheduleTurn, "one turn at a time")
    let turn = machine.turnArrived()
    switch state {
    case .idle: #expect(turn == .pickNext)
    case .visible: #expect(turn == .checkPreemption(Self.id))
    case .showing, .appearing, .hiding, .windowGone: #expect(turn == .none)
    }
  }

  @Test(arguments: states)
  func nothingIsPickedWhileTheAppIsNotActive(state: Machine.State) {
    var machine = Self.machine(in: state)
    #expect(machine.appStateChanged(isActive: false) == .none)
    #expect(machine.workMayBeReady(mayPreempt: true) != .scheduleTurn)
    #expect(machine.turnArrived() == .none)
    let back = machine.appStateChanged(isActive: true)
    switch state {
    case .idle, .visible: #expect(back == .scheduleTurn)
    case .showing, .appearing, .hiding, .windowGone: #expect(back == .none)
    }
  }

  @Test(arguments: states)
  func theWindowGoingAwayReportsWhatWasOnScreen(state: Machine.State) {
    var machine = Self.machine(in: state)
    let action = machine.windowGone()
    switch state {
    case .idle: #expect(action == .dropAll(onScreen: nil, reason: nil))
    case .showing, .visible: #expect(action == .dropAll(onScreen: Self.id, reason: nil))
    case .appearing(_, _, let then): #expect(action == .dropAll(onScreen: Self.id, reason: then))
    case .hiding(_, let reason): #expect(action == .dropAll(onScreen: Self.id, reason: reason))
    case .windowGone: #expect(action == .none)
    }
    #expect(machine.state == .windowGone)
    #expect(machine.windowGone() == .none)
  }

  @Test func aFinalHideReasonIsNeverReplaced() {
    let final: [PopupHideReason] = [
      .dismissed(.orphaned), .cancelled, .preempted(.end), .scopeLeft(.dismiss), .cleanup,
    ]
    let returning: [PopupHideReason] = [.yielded, .preempted(.showAgain), .scopeLeft(.hideAndWait)]
    for reason in final {
      #expect(reason.isFinal)
      #expect(reason.merged(with: .cancelled) == reason)
    }
    for reason in returning {
      #expect(!reason.isFinal)
      #expect(reason.outcome == nil)
      #expect(reason.merged(with: .cancelled) == .cancelled)
    }
  }
}
