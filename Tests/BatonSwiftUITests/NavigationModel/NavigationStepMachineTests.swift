import Testing

@testable import BatonSwiftUI

/// Every (state, event) pair of the driver's step machine, legal and illegal.
@Suite struct NavigationStepMachineTests {
  typealias Machine = NavigationStepMachine<String>

  enum Event: CaseIterable, Sendable {
    case submit, start, end
  }

  enum Answer: Hashable, Sendable {
    case submit(Machine.SubmitAction)
    case start(Machine.StartAction)
    case end(Machine.EndAction)
  }

  static let step = "push detail"

  /// Drives a fresh machine into `state` through its own events.
  static func machine(in state: Machine.State) -> Machine {
    var machine = Machine()
    switch state {
    case .idle:
      break
    case .waiting:
      _ = machine.submit()
    case .running(let step):
      _ = machine.submit()
      _ = machine.start(step)
    }
    return machine
  }

  static func apply(_ event: Event, to machine: inout Machine) -> Answer {
    switch event {
    case .submit: .submit(machine.submit())
    case .start: .start(machine.start(step))
    case .end: .end(machine.end())
    }
  }

  /// (state before, event, state after, answer): every pair once.
  static let table: [(Machine.State, Event, Machine.State, Answer)] = [
    (.idle, .submit, .waiting, .submit(.submit)),
    (.idle, .start, .idle, .start(.rejected)),
    (.idle, .end, .idle, .end(.rejected)),
    (.waiting, .submit, .waiting, .submit(.alreadyRequested)),
    (.waiting, .start, .running(step), .start(.render)),
    (.waiting, .end, .idle, .end(.stepNotRun)),
    (.running(step), .submit, .running(step), .submit(.alreadyRequested)),
    (.running(step), .start, .running(step), .start(.rejected)),
    (.running(step), .end, .idle, .end(.stepFinished(step))),
  ]

  @Test func theTableCoversEveryStateAndEventOnce() {
    let states: [Machine.State] = [.idle, .waiting, .running(Self.step)]
    for state in states {
      #expect(Self.machine(in: state).state == state)
      for event in Event.allCases {
        #expect(Self.table.filter { $0.0 == state && $0.1 == event }.count == 1)
      }
    }
  }

  @Test(arguments: 0..<9)
  func eachEventMovesTheStateAndAnswersAsTheTableSays(row: Int) {
    let (before, event, after, answer) = Self.table[row]
    var machine = Self.machine(in: before)
    #expect(Self.apply(event, to: &machine) == answer)
    #expect(machine.state == after)
    #expect(machine.isIdle == (after == .idle))
  }
}
