import Testing

@testable import Baton

/// Every (state, event) pair of the lane's state machine, legal and illegal.
@Suite struct LaneStateMachineTests {
  typealias Machine = LaneStateMachine
  typealias State = LaneStateMachine.State
  typealias Action = LaneStateMachine.Action

  enum Event: Hashable, Sendable, CustomTestStringConvertible {
    case submit(dropsIfBusy: Bool, hasPending: Bool, isInsideCallout: Bool)
    case startImmediately
    case beginOther
    case finishCurrent
    case finishOther
    case turn(hasPending: Bool)
    case suspend
    case resume(hasPending: Bool)
    case tearDown

    var testDescription: String { "\(self)" }

    static let all: [Event] =
      [false, true].flatMap { busy in
        [false, true].flatMap { pending in
          [false, true].map { callout in
            Event.submit(dropsIfBusy: busy, hasPending: pending, isInsideCallout: callout)
          }
        }
      } + [
        .startImmediately, .beginOther, .finishCurrent, .finishOther, .turn(hasPending: false),
        .turn(hasPending: true), .suspend, .resume(hasPending: false), .resume(hasPending: true),
        .tearDown,
      ]
  }

  static let current = RequestID(rawValue: 1)
  static let other = RequestID(rawValue: 2)

  static let states: [State] = [
    .idle(.open), .idle(.suspended), .running(current, .open), .running(current, .suspended),
    .settling(.open), .settling(.suspended), .tornDown,
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var state: State
    var event: Event
    var next: State
    var action: Action
    var testDescription: String { "\(state) + \(event) → \(next), \(action)" }
  }

  /// The specification, one event at a time: for each state, the next state and the action.
  static let table: [Row] = {
    let c = current
    let o = other
    var rows: [Row] = []
    func add(_ event: Event, _ outcomes: [(State, State, Action)]) {
      rows += outcomes.map { Row(state: $0.0, event: event, next: $0.1, action: $0.2) }
    }
    for pending in [false, true] {
      for callout in [false, true] {
        // enqueue policy
        let startsAtOnce = !pending && !callout
        add(
          .submit(dropsIfBusy: false, hasPending: pending, isInsideCallout: callout),
          [
            startsAtOnce
              ? (.idle(.open), .idle(.open), .start)
              : (.idle(.open), .settling(.open), .enqueueAndScheduleTurn),
            (.idle(.suspended), .idle(.suspended), .enqueue),
            (.running(c, .open), .running(c, .open), .enqueue),
            (.running(c, .suspended), .running(c, .suspended), .enqueue),
            (.settling(.open), .settling(.open), .enqueue),
            (.settling(.suspended), .settling(.suspended), .enqueue),
            (.tornDown, .tornDown, .drop(.windowGone)),
          ]
        )
        // dropIfBusy policy
        let idleOpen: (State, State, Action) =
          pending
          ? (.idle(.open), .idle(.open), .drop(.busy))
          : callout
            ? (.idle(.open), .settling(.open), .enqueueAndScheduleTurn)
            : (.idle(.open), .idle(.open), .start)
        add(
          .submit(dropsIfBusy: true, hasPending: pending, isInsideCallout: callout),
          [
            idleOpen,
            (.idle(.suspended), .idle(.suspended), .drop(.busy)),
            (.running(c, .open), .running(c, .open), .drop(.busy)),
            (.running(c, .suspended), .running(c, .suspended), .drop(.busy)),
            pending
              ? (.settling(.open), .settling(.open), .drop(.busy))
              : (.settling(.open), .settling(.open), .enqueue),
            (.settling(.suspended), .settling(.suspended), .drop(.busy)),
            (.tornDown, .tornDown, .drop(.windowGone)),
          ]
        )
      }
    }
    add(
      .startImmediately,
      [
        (.idle(.open), .idle(.open), .start),
        (.idle(.suspended), .idle(.suspended), .start),
        (.running(c, .open), .running(c, .open), .drop(.busy)),
        (.running(c, .suspended), .running(c, .suspended), .drop(.busy)),
        (.settling(.open), .settling(.open), .start),
        (.settling(.suspended), .settling(.suspended), .start),
        (.tornDown, .tornDown, .drop(.windowGone)),
      ]
    )
    add(
      .beginOther,
      [
        (.idle(.open), .running(o, .open), .perform),
        (.idle(.suspended), .running(o, .suspended), .perform),
        (.running(c, .open), .running(c, .open), .requeue),
        (.running(c, .suspended), .running(c, .suspended), .requeue),
        (.settling(.open), .running(o, .open), .perform),
        (.settling(.suspended), .running(o, .suspended), .perform),
        (.tornDown, .tornDown, .drop(.windowGone)),
      ]
    )
    add(
      .finishCurrent,
      [
        (.idle(.open), .idle(.open), .none),
        (.idle(.suspended), .idle(.suspended), .none),
        (.running(c, .open), .settling(.open), .release),
        (.running(c, .suspended), .settling(.suspended), .release),
        (.settling(.open), .settling(.open), .none),
        (.settling(.suspended), .settling(.suspended), .none),
        (.tornDown, .tornDown, .none),
      ]
    )
    add(.finishOther, states.map { ($0, $0, .none) })
    for pending in [false, true] {
      add(
        .turn(hasPending: pending),
        [
          (.idle(.open), .idle(.open), .none),
          (.idle(.suspended), .idle(.suspended), .none),
          (.running(c, .open), .running(c, .open), .none),
          (.running(c, .suspended), .running(c, .suspended), .none),
          (.settling(.open), .idle(.open), pending ? .startPending : .none),
          (.settling(.suspended), .idle(.suspended), .none),
          (.tornDown, .tornDown, .none),
        ]
      )
      add(
        .resume(hasPending: pending),
        [
          (.idle(.open), .idle(.open), .none),
          pending
            ? (.idle(.suspended), .settling(.open), .scheduleTurn)
            : (.idle(.suspended), .idle(.open), .none),
          (.running(c, .open), .running(c, .open), .none),
          (.running(c, .suspended), .running(c, .open), .none),
          (.settling(.open), .settling(.open), .none),
          (.settling(.suspended), .settling(.open), .none),
          (.tornDown, .tornDown, .none),
        ]
      )
    }
    add(
      .suspend,
      [
        (.idle(.open), .idle(.suspended), .none),
        (.idle(.suspended), .idle(.suspended), .none),
        (.running(c, .open), .running(c, .suspended), .none),
        (.running(c, .suspended), .running(c, .suspended), .none),
        (.settling(.open), .settling(.suspended), .none),
        (.settling(.suspended), .settling(.suspended), .none),
        (.tornDown, .tornDown, .none),
      ]
    )
    add(
      .tearDown,
      [
        (.idle(.open), .tornDown, .dropAll(inFlight: nil)),
        (.idle(.suspended), .tornDown, .dropAll(inFlight: nil)),
        (.running(c, .open), .tornDown, .dropAll(inFlight: c)),
        (.running(c, .suspended), .tornDown, .dropAll(inFlight: c)),
        (.settling(.open), .tornDown, .dropAll(inFlight: nil)),
        (.settling(.suspended), .tornDown, .dropAll(inFlight: nil)),
        (.tornDown, .tornDown, .none),
      ]
    )
    return rows
  }()

  /// Drives a fresh machine into `state` through its own events.
  static func machine(in state: State) -> Machine {
    var machine = Machine(isSuspended: false)
    func gate(_ gate: Machine.Gate) {
      if gate == .suspended { _ = machine.suspend() }
    }
    switch state {
    case .idle(let g):
      gate(g)
    case .running(let id, let g):
      _ = machine.begin(id)
      gate(g)
    case .settling(let g):
      _ = machine.begin(current)
      _ = machine.finish(current)
      gate(g)
    case .tornDown:
      _ = machine.tearDown()
    }
    return machine
  }

  static func apply(_ event: Event, to machine: inout Machine) -> Action {
    switch event {
    case .submit(let busy, let pending, let callout):
      machine.submit(dropsIfBusy: busy, hasPending: pending, isInsideCallout: callout)
    case .startImmediately: machine.startImmediately()
    case .beginOther: machine.begin(other)
    case .finishCurrent: machine.finish(current)
    case .finishOther: machine.finish(other)
    case .turn(let pending): machine.turn(hasPending: pending)
    case .suspend: machine.suspend()
    case .resume(let pending): machine.resume(hasPending: pending)
    case .tearDown: machine.tearDown()
    }
  }

  @Test func theTableCoversEveryStateAndEventExactlyOnce() {
    let pairs = Self.table.map { "\($0.state) \($0.event)" }
    #expect(Set(pairs).count == pairs.count)
    #expect(pairs.count == Self.states.count * Event.all.count)
    for state in Self.states {
      #expect(Self.machine(in: state).state == state)
    }
  }

  @Test(arguments: table)
  func eachEventMovesTheMachineAsSpecified(_ row: Row) {
    var machine = Self.machine(in: row.state)
    let action = Self.apply(row.event, to: &machine)
    #expect(action == row.action)
    #expect(machine.state == row.next)
  }

  @Test func aNewMachineIsIdleWithTheRequestedGate() {
    #expect(Machine(isSuspended: false).state == .idle(.open))
    #expect(Machine(isSuspended: true).state == .idle(.suspended))
    #expect(Machine(isSuspended: true).isSuspended)
    #expect(!Machine(isSuspended: false).isTornDown)
  }
}
