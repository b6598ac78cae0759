import Testing

@testable import Baton

/// Every (state, event) pair of the lane's state machine, legal and illegal.
@Suite(.endsQuiescent) struct LaneStateMachineTests {
  /// The machine with request IDs as its in-flight payload (the lane's is its ticket and handle).
  typealias Machine = LaneStateMachine<RequestID>
  typealias State = Machine.State

  /// An event's answer: each event has its own action type; `suspend` answers nothing.
  enum Answer: Hashable, Sendable {
    case submit(Machine.SubmitAction)
    case startImmediately(Machine.StartImmediatelyAction)
    case startPreempting(Machine.StartPreemptingAction)
    case begin(Machine.BeginAction)
    case finish(Machine.FinishAction)
    case turn(Machine.TurnAction)
    case suspend
    case resume(Machine.ResumeAction)
    case tearDown(Machine.TearDownAction)
    case stallExpired(Machine.StallAction)
  }

  enum Event: Hashable, Sendable, CustomTestStringConvertible {
    case submit(dropsIfBusy: Bool, hasPending: Bool, isInsideCallout: Bool)
    case startImmediately
    case startPreempting
    case beginOther
    case finishCurrent
    case finishOther
    case turn(hasPending: Bool)
    case suspend
    case resume(hasPending: Bool)
    case tearDown
    case stallExpired(hasPending: Bool)

    var testDescription: String { "\(self)" }

    static let all: [Event] =
      [false, true].flatMap { busy in
        [false, true].flatMap { pending in
          [false, true].map { callout in
            Event.submit(dropsIfBusy: busy, hasPending: pending, isInsideCallout: callout)
          }
        }
      } + [
        .startImmediately, .startPreempting, .beginOther, .finishCurrent, .finishOther,
        .turn(hasPending: false),
        .turn(hasPending: true), .suspend, .resume(hasPending: false), .resume(hasPending: true),
        .tearDown, .stallExpired(hasPending: false), .stallExpired(hasPending: true),
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
    var answer: Answer
    var testDescription: String { "\(state) + \(event) → \(next), \(answer)" }
  }

  /// The specification, one event at a time: for each state, the next state and the action.
  static let table: [Row] = {
    let c = current
    let o = other
    var rows: [Row] = []
    func add(_ event: Event, _ outcomes: [(State, State, Answer)]) {
      rows += outcomes.map { Row(state: $0.0, event: event, next: $0.1, answer: $0.2) }
    }
    for pending in [false, true] {
      for callout in [false, true] {
        // enqueue policy
        let startsAtOnce = !pending && !callout
        add(
          .submit(dropsIfBusy: false, hasPending: pending, isInsideCallout: callout),
          [
            startsAtOnce
              ? (.idle(.open), .idle(.open), .submit(.start))
              : (.idle(.open), .settling(.open), .submit(.enqueueAndScheduleTurn)),
            (.idle(.suspended), .idle(.suspended), .submit(.enqueue)),
            (.running(c, .open), .running(c, .open), .submit(.enqueue)),
            (.running(c, .suspended), .running(c, .suspended), .submit(.enqueue)),
            (.settling(.open), .settling(.open), .submit(.enqueue)),
            (.settling(.suspended), .settling(.suspended), .submit(.enqueue)),
            (.tornDown, .tornDown, .submit(.drop(.windowGone))),
          ]
        )
        // dropIfBusy policy
        let idleOpen: (State, State, Answer) =
          pending
          ? (.idle(.open), .idle(.open), .submit(.drop(.busy)))
          : callout
            ? (.idle(.open), .settling(.open), .submit(.enqueueAndScheduleTurn))
            : (.idle(.open), .idle(.open), .submit(.start))
        add(
          .submit(dropsIfBusy: true, hasPending: pending, isInsideCallout: callout),
          [
            idleOpen,
            (.idle(.suspended), .idle(.suspended), .submit(.drop(.busy))),
            (.running(c, .open), .running(c, .open), .submit(.drop(.busy))),
            (.running(c, .suspended), .running(c, .suspended), .submit(.drop(.busy))),
            pending
              ? (.settling(.open), .settling(.open), .submit(.drop(.busy)))
              : (.settling(.open), .settling(.open), .submit(.enqueue)),
            (.settling(.suspended), .settling(.suspended), .submit(.drop(.busy))),
            (.tornDown, .tornDown, .submit(.drop(.windowGone))),
          ]
        )
      }
    }
    add(
      .startImmediately,
      [
        (.idle(.open), .idle(.open), .startImmediately(.start)),
        (.idle(.suspended), .idle(.suspended), .startImmediately(.start)),
        (.running(c, .open), .running(c, .open), .startImmediately(.drop(.busy))),
        (.running(c, .suspended), .running(c, .suspended), .startImmediately(.drop(.busy))),
        (.settling(.open), .settling(.open), .startImmediately(.start)),
        (.settling(.suspended), .settling(.suspended), .startImmediately(.start)),
        (.tornDown, .tornDown, .startImmediately(.drop(.windowGone))),
      ]
    )
    add(
      .startPreempting,
      [
        (.idle(.open), .idle(.open), .startPreempting(.start)),
        (.idle(.suspended), .idle(.suspended), .startPreempting(.start)),
        (.running(c, .open), .settling(.open), .startPreempting(.preemptAndStart(inFlight: c))),
        (
          .running(c, .suspended), .settling(.suspended),
          .startPreempting(.preemptAndStart(inFlight: c))
        ),
        (.settling(.open), .settling(.open), .startPreempting(.start)),
        (.settling(.suspended), .settling(.suspended), .startPreempting(.start)),
        (.tornDown, .tornDown, .startPreempting(.drop(.windowGone))),
      ]
    )
    add(
      .beginOther,
      [
        (.idle(.open), .running(o, .open), .begin(.perform)),
        (.idle(.suspended), .running(o, .suspended), .begin(.perform)),
        (.running(c, .open), .running(c, .open), .begin(.requeue)),
        (.running(c, .suspended), .running(c, .suspended), .begin(.requeue)),
        (.settling(.open), .running(o, .open), .begin(.perform)),
        (.settling(.suspended), .running(o, .suspended), .begin(.perform)),
        (.tornDown, .tornDown, .begin(.drop(.windowGone))),
      ]
    )
    add(
      .finishCurrent,
      [
        (.idle(.open), .idle(.open), .finish(.notInFlight)),
        (.idle(.suspended), .idle(.suspended), .finish(.notInFlight)),
        (.running(c, .open), .settling(.open), .finish(.release(c))),
        (.running(c, .suspended), .settling(.suspended), .finish(.release(c))),
        (.settling(.open), .settling(.open), .finish(.notInFlight)),
        (.settling(.suspended), .settling(.suspended), .finish(.notInFlight)),
        (.tornDown, .tornDown, .finish(.notInFlight)),
      ]
    )
    add(.finishOther, states.map { ($0, $0, .finish(.notInFlight)) })
    for pending in [false, true] {
      add(
        .turn(hasPending: pending),
        [
          (.idle(.open), .idle(.open), .turn(.nothing)),
          (.idle(.suspended), .idle(.suspended), .turn(.nothing)),
          (.running(c, .open), .running(c, .open), .turn(.nothing)),
          (.running(c, .suspended), .running(c, .suspended), .turn(.nothing)),
          (.settling(.open), .idle(.open), .turn(pending ? .startPending : .nothing)),
          (.settling(.suspended), .idle(.suspended), .turn(.nothing)),
          (.tornDown, .tornDown, .turn(.nothing)),
        ]
      )
      add(
        .resume(hasPending: pending),
        [
          (.idle(.open), .idle(.open), .resume(.nothing)),
          pending
            ? (.idle(.suspended), .settling(.open), .resume(.scheduleTurn))
            : (.idle(.suspended), .idle(.open), .resume(.nothing)),
          (.running(c, .open), .running(c, .open), .resume(.nothing)),
          (.running(c, .suspended), .running(c, .open), .resume(.nothing)),
          (.settling(.open), .settling(.open), .resume(.nothing)),
          (.settling(.suspended), .settling(.open), .resume(.nothing)),
          (.tornDown, .tornDown, .resume(.nothing)),
        ]
      )
    }
    for pending in [false, true] {
      add(
        .stallExpired(hasPending: pending),
        [
          pending
            ? (.idle(.open), .settling(.open), .stallExpired(.verifyHoldAndScheduleTurn))
            : (.idle(.open), .idle(.open), .stallExpired(.nothing)),
          (.idle(.suspended), .idle(.suspended), .stallExpired(.nothing)),
          (.running(c, .open), .running(c, .open), .stallExpired(.nothing)),
          (.running(c, .suspended), .running(c, .suspended), .stallExpired(.nothing)),
          (.settling(.open), .settling(.open), .stallExpired(pending ? .verifyHold : .nothing)),
          (.settling(.suspended), .settling(.suspended), .stallExpired(.nothing)),
          (.tornDown, .tornDown, .stallExpired(.nothing)),
        ]
      )
    }
    add(
      .suspend,
      [
        (.idle(.open), .idle(.suspended), .suspend),
        (.idle(.suspended), .idle(.suspended), .suspend),
        (.running(c, .open), .running(c, .suspended), .suspend),
        (.running(c, .suspended), .running(c, .suspended), .suspend),
        (.settling(.open), .settling(.suspended), .suspend),
        (.settling(.suspended), .settling(.suspended), .suspend),
        (.tornDown, .tornDown, .suspend),
      ]
    )
    add(
      .tearDown,
      [
        (.idle(.open), .tornDown, .tearDown(.dropAll(inFlight: nil))),
        (.idle(.suspended), .tornDown, .tearDown(.dropAll(inFlight: nil))),
        (.running(c, .open), .tornDown, .tearDown(.dropAll(inFlight: c))),
        (.running(c, .suspended), .tornDown, .tearDown(.dropAll(inFlight: c))),
        (.settling(.open), .tornDown, .tearDown(.dropAll(inFlight: nil))),
        (.settling(.suspended), .tornDown, .tearDown(.dropAll(inFlight: nil))),
        (.tornDown, .tornDown, .tearDown(.alreadyTornDown)),
      ]
    )
    return rows
  }()

  /// Drives a fresh machine into `state` through its own events.
  static func machine(in state: State) -> Machine {
    var machine = Machine(isSuspended: false)
    func gate(_ gate: Machine.Gate) {
      if gate == .suspended { machine.suspend() }
    }
    switch state {
    case .idle(let g):
      gate(g)
    case .running(let id, let g):
      _ = machine.begin(id)
      gate(g)
    case .settling(let g):
      _ = machine.begin(current)
      _ = machine.finish { $0 == current }
      gate(g)
    case .tornDown:
      _ = machine.tearDown()
    }
    return machine
  }

  static func apply(_ event: Event, to machine: inout Machine) -> Answer {
    switch event {
    case .submit(let busy, let pending, let callout):
      return .submit(
        machine.submit(dropsIfBusy: busy, hasPending: pending, isInsideCallout: callout)
      )
    case .startImmediately:
      return .startImmediately(machine.startImmediately())
    case .startPreempting:
      return .startPreempting(machine.startPreempting())
    case .beginOther:
      return .begin(machine.begin(other))
    case .finishCurrent:
      return .finish(machine.finish { $0 == current })
    case .finishOther:
      return .finish(machine.finish { $0 == other })
    case .turn(let pending):
      return .turn(machine.turn(hasPending: pending))
    case .suspend:
      machine.suspend()
      return .suspend
    case .resume(let pending):
      return .resume(machine.resume(hasPending: pending))
    case .tearDown:
      return .tearDown(machine.tearDown())
    case .stallExpired(let pending):
      return .stallExpired(machine.stallExpired(hasPending: pending))
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
    let answer = Self.apply(row.event, to: &machine)
    #expect(answer == row.answer)
    #expect(machine.state == row.next)
  }

  @Test func aNewMachineIsIdleWithTheRequestedGate() {
    #expect(Machine(isSuspended: false).state == .idle(.open))
    #expect(Machine(isSuspended: true).state == .idle(.suspended))
    #expect(Machine(isSuspended: true).isSuspended)
    #expect(!Machine(isSuspended: false).isTornDown)
  }
}
