import Baton
import Testing

@testable import BatonSwiftUI

/// Every (state, event) pair of the driver's alert machine, legal and illegal.
@MainActor
@Suite struct NavigationAlertMachineTests {
  /// A pop-up ticket stand-in, told apart by identity and named for the table.
  final class Ticket {
    let name: String
    init(_ name: String) { self.name = name }
  }

  typealias Machine = NavigationAlertMachine<String, Ticket>

  static func alert(_ number: UInt64, key: String) -> NavigationAlert<String> {
    NavigationAlert(id: NavigationElementID(rawValue: number), route: "alert \(number)", key: key)
  }

  static func id(_ number: UInt64) -> NavigationElementID { NavigationElementID(rawValue: number) }

  /// `a` and `b` share a key; `c` has its own.
  static let a = alert(1, key: "shared")
  static let b = alert(2, key: "shared")
  static let c = alert(3, key: "own")

  /// The machine's state as a comparable value: the slot, the leaving alerts and the
  /// unanswered one, by identifier, with the tickets by name.
  struct Shape: Hashable {
    enum Slot: Hashable {
      case empty
      case deferred(UInt64)
      case inQueue(UInt64, String)
    }
    var slot: Slot
    var leaving: [UInt64: String] = [:]
    var unanswered: UInt64?
  }

  static func shape(of machine: Machine) -> Shape {
    let slot: Shape.Slot =
      switch machine.slot {
      case .empty: .empty
      case .deferred(let alert): .deferred(alert.id.rawValue)
      case .inQueue(let entry): .inQueue(entry.alert.id.rawValue, entry.ticket.name)
      }
    var leaving: [UInt64: String] = [:]
    for (id, entry) in machine.leaving {
      #expect(entry.alert.id == id)
      leaving[id.rawValue] = entry.ticket.name
    }
    return Shape(slot: slot, leaving: leaving, unanswered: machine.unanswered?.alert.id.rawValue)
  }

  enum Start: CaseIterable, Sendable {
    /// Nothing requested or leaving.
    case empty
    /// `a`'s pop-up in the queue.
    case aInQueue
    /// `a` replaced by nothing: its pop-up leaving.
    case aLeaving
    /// `a` replaced by `b`, of the same key: `b` deferred while `a` leaves.
    case bDeferred
    /// `a` dismissed by SwiftUI before its answer came.
    case aUnanswered
  }

  enum Event: CaseIterable, Sendable {
    case syncToNone, syncToA, syncToB, syncToC, dismissAWithoutAnswer, endA, takeUnanswered
  }

  enum Answer: Hashable {
    case nothing
    case endDeferred(UInt64)
    case cancel(String)
    case enqueue(UInt64)
    case ticket(String?)
    case end(Machine.EndAction)
    case unanswered(UInt64?)
  }

  static let ticketA = Ticket("a")

  /// Drives a fresh machine into `start` through its own events.
  static func machine(in start: Start) -> Machine {
    var machine = Machine()
    guard start != .empty else { return machine }
    _ = machine.sync(to: a)
    machine.enqueued(a, ticketA)
    switch start {
    case .empty, .aInQueue: break
    case .aLeaving: _ = machine.sync(to: nil)
    case .bDeferred:
      _ = machine.sync(to: b)  // cancels `a`
      _ = machine.sync(to: b)  // defers `b`
    case .aUnanswered: _ = machine.dismissedWithoutAnswer(a.id)
    }
    return machine
  }

  static func sync(_ machine: inout Machine, to wanted: NavigationAlert<String>?) -> Answer {
    switch machine.sync(to: wanted) {
    case nil: .nothing
    case .endDeferred(let alert): .endDeferred(alert.id.rawValue)
    case .cancel(let ticket): .cancel(ticket.name)
    case .enqueue(let alert): .enqueue(alert.id.rawValue)
    }
  }

  static func apply(_ event: Event, to machine: inout Machine) -> Answer {
    switch event {
    case .syncToNone: sync(&machine, to: nil)
    case .syncToA: sync(&machine, to: a)
    case .syncToB: sync(&machine, to: b)
    case .syncToC: sync(&machine, to: c)
    case .dismissAWithoutAnswer: .ticket(machine.dismissedWithoutAnswer(a.id)?.name)
    case .endA: .end(machine.ended(a.id))
    case .takeUnanswered: .unanswered(machine.takeUnanswered()?.alert.id.rawValue)
    }
  }

  static let empty = Shape(slot: .empty)
  static let aInQueue = Shape(slot: .inQueue(1, "a"))
  static let aLeaving = Shape(slot: .empty, leaving: [1: "a"])
  static let bDeferred = Shape(slot: .deferred(2), leaving: [1: "a"])
  static let aUnanswered = Shape(slot: .empty, leaving: [1: "a"], unanswered: 1)

  /// (state before, event, state after, answer): every pair once.
  static let table: [(Start, Event, Shape, Answer)] = [
    (.empty, .syncToNone, empty, .nothing),
    (.empty, .syncToA, empty, .enqueue(1)),
    (.empty, .syncToB, empty, .enqueue(2)),
    (.empty, .syncToC, empty, .enqueue(3)),
    (.empty, .dismissAWithoutAnswer, empty, .ticket(nil)),
    (.empty, .endA, empty, .end(.report)),
    (.empty, .takeUnanswered, empty, .unanswered(nil)),
    (.aInQueue, .syncToNone, aLeaving, .cancel("a")),
    (.aInQueue, .syncToA, aInQueue, .nothing),
    (.aInQueue, .syncToB, aLeaving, .cancel("a")),
    (.aInQueue, .syncToC, aLeaving, .cancel("a")),
    (.aInQueue, .dismissAWithoutAnswer, aUnanswered, .ticket("a")),
    (.aInQueue, .endA, empty, .end(.report)),
    (.aInQueue, .takeUnanswered, aInQueue, .unanswered(nil)),
    (.aLeaving, .syncToNone, aLeaving, .nothing),
    (.aLeaving, .syncToA, Shape(slot: .deferred(1), leaving: [1: "a"]), .nothing),
    (.aLeaving, .syncToB, bDeferred, .nothing),
    (.aLeaving, .syncToC, aLeaving, .enqueue(3)),
    (.aLeaving, .dismissAWithoutAnswer, aLeaving, .ticket(nil)),
    (.aLeaving, .endA, empty, .end(.reportAndSync)),
    (.aLeaving, .takeUnanswered, aLeaving, .unanswered(nil)),
    (.bDeferred, .syncToNone, aLeaving, .endDeferred(2)),
    (.bDeferred, .syncToA, aLeaving, .endDeferred(2)),
    (.bDeferred, .syncToB, bDeferred, .nothing),
    (.bDeferred, .syncToC, aLeaving, .endDeferred(2)),
    (.bDeferred, .dismissAWithoutAnswer, bDeferred, .ticket(nil)),
    (.bDeferred, .endA, Shape(slot: .deferred(2)), .end(.reportAndSync)),
    (.bDeferred, .takeUnanswered, bDeferred, .unanswered(nil)),
    (.aUnanswered, .syncToNone, aUnanswered, .nothing),
    (.aUnanswered, .syncToA, Shape(slot: .deferred(1), leaving: [1: "a"], unanswered: 1), .nothing),
    (.aUnanswered, .syncToB, Shape(slot: .deferred(2), leaving: [1: "a"], unanswered: 1), .nothing),
    (.aUnanswered, .syncToC, aUnanswered, .enqueue(3)),
    (.aUnanswered, .dismissAWithoutAnswer, aUnanswered, .ticket(nil)),
    // Its answer may still come in this turn: the outcome does not take it away.
    (.aUnanswered, .endA, Shape(slot: .empty, unanswered: 1), .end(.reportAndSync)),
    (.aUnanswered, .takeUnanswered, aLeaving, .unanswered(1)),
  ]

  @Test func theTableCoversEveryStateAndEventOnce() {
    let starts: [Start: Shape] = [
      .empty: Self.empty, .aInQueue: Self.aInQueue, .aLeaving: Self.aLeaving,
      .bDeferred: Self.bDeferred, .aUnanswered: Self.aUnanswered,
    ]
    for start in Start.allCases {
      #expect(Self.shape(of: Self.machine(in: start)) == starts[start])
      for event in Event.allCases {
        #expect(Self.table.filter { $0.0 == start && $0.1 == event }.count == 1)
      }
    }
  }

  @Test(arguments: 0..<35)
  func eachEventMovesTheStateAndAnswersAsTheTableSays(row: Int) {
    let (start, event, after, answer) = Self.table[row]
    var machine = Self.machine(in: start)
    #expect(Self.apply(event, to: &machine) == answer)
    #expect(Self.shape(of: machine) == after)
  }

  @Test func anEnqueuedAlertIsInTheQueueWithItsTicketAndOnlyItsOwnIDFindsIt() {
    var machine = Machine()
    #expect(Self.sync(&machine, to: Self.c) == .enqueue(3))
    let ticket = Ticket("c")
    machine.enqueued(Self.c, ticket)
    #expect(Self.shape(of: machine) == Shape(slot: .inQueue(3, "c")))
    #expect(machine.ticket(of: Self.c.id) === ticket)
    #expect(machine.ticket(of: Self.a.id) == nil)
    #expect(Self.sync(&machine, to: Self.c) == .nothing)
  }

  @Test func theUnansweredAlertIsTakenOnlyWithItsOwnTicketAndOnlyOnce() {
    var machine = Self.machine(in: .aUnanswered)
    #expect(machine.takeUnanswered(ifTicketIs: Ticket("a")) == nil)
    #expect(machine.unanswered != nil)
    #expect(machine.takeUnanswered(ifTicketIs: Self.ticketA)?.ticket === Self.ticketA)
    #expect(machine.takeUnanswered(ifTicketIs: Self.ticketA) == nil)
    #expect(machine.takeUnanswered() == nil)
    #expect(Self.shape(of: machine) == Self.aLeaving)
  }

  @Test func anAlertOfTheKeyOfALeavingOneJoinsTheQueueOnceThatOneEnds() {
    var machine = Self.machine(in: .aInQueue)
    #expect(Self.sync(&machine, to: Self.b) == .cancel("a"))
    #expect(Self.sync(&machine, to: Self.b) == .nothing)
    #expect(machine.ended(Self.a.id) == .reportAndSync)
    #expect(Self.sync(&machine, to: Self.b) == .enqueue(2))
    machine.enqueued(Self.b, Ticket("b"))
    #expect(Self.shape(of: machine) == Shape(slot: .inQueue(2, "b")))
  }

  /// Run as the driver runs it (asking again after each action, reporting the ticket of an
  /// enqueued alert), a sync ends within two actions from any state, with the wanted alert in
  /// the queue or deferred behind a leaving alert of its key, and no other requested.
  @Test(arguments: Start.allCases)
  func aSyncEndsWithTheWantedAlertRequestedAndNoOther(start: Start) {
    for wanted in [nil, Self.a, Self.b, Self.c] {
      var machine = Self.machine(in: start)
      var actions = 0
      while let action = machine.sync(to: wanted) {
        actions += 1
        guard actions <= 2 else { break }
        if case .enqueue(let alert) = action {
          machine.enqueued(alert, Ticket("new"))
          break
        }
      }
      #expect(actions <= 2)
      switch machine.slot {
      case .empty:
        #expect(wanted == nil)
      case .deferred(let alert):
        #expect(alert == wanted)
        #expect(machine.leaving.values.contains { $0.alert.popupKey == alert.popupKey })
      case .inQueue(let entry):
        #expect(entry.alert == wanted)
      }
    }
  }
}
