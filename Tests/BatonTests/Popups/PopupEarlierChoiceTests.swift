import Testing

@testable import Baton

/// A choice the user made before the auto-dismissal fired, reported only
/// later (``PopupTicket/reportEarlierChoice(_:)``), replaces a hide for `.autoDismissed` under way,
/// and nothing else.
@MainActor
@Suite struct PopupEarlierChoiceTests {
  typealias Machine = PopupQueueStateMachine<PopupID>
  nonisolated static let id = PopupID(rawValue: 1)
  nonisolated static let other = PopupID(rawValue: 2)
  nonisolated static let choice = PopupHideReason.dismissed(.action("Rate"))

  /// Every state of the machine, with the auto-dismissal under way in two of them.
  nonisolated static let states: [Machine.State] =
    PopupQueueStateMachineTests.states + [
      .hiding(id, .dismissed(.autoDismissed)),
      .appearing(id, .blocksNavigation, then: .dismissed(.autoDismissed)),
    ]

  /// A machine in `state`, reached through legal events.
  static func machine(in state: Machine.State) -> Machine {
    PopupQueueStateMachineTests.machine(in: state)
  }

  @Test(arguments: states)
  func anEarlierChoiceReplacesOnlyAnAutoDismissalUnderWay(state: Machine.State) {
    var machine = Self.machine(in: state)
    var plain = Self.machine(in: state)
    let action = machine.hideRequested(Self.id, Self.choice, precedesAutoDismissal: true)
    switch state {
    case .hiding(_, .dismissed(.autoDismissed)):
      #expect(action == .recorded)
      #expect(machine.state == .hiding(Self.id, Self.choice))
      #expect(plain.hideRequested(Self.id, Self.choice) == .alreadyEnding)
      #expect(plain.state == state, "a late choice leaves the auto-dismissal")
    case .appearing(_, let rule, then: .dismissed(.autoDismissed)):
      #expect(action == .recorded)
      #expect(machine.state == .appearing(Self.id, rule, then: Self.choice))
    case .idle, .showing, .appearing, .visible, .hiding, .windowGone:
      // Anywhere else it is an ordinary hide request.
      #expect(action == plain.hideRequested(Self.id, Self.choice))
      #expect(machine.state == plain.state)
    }
  }

  @Test(arguments: states)
  func anEarlierChoiceForAnotherPopupChangesNothing(state: Machine.State) {
    var machine = Self.machine(in: state)
    let action = machine.hideRequested(Self.other, Self.choice, precedesAutoDismissal: true)
    #expect(action == .notOnScreen)
    #expect(machine.state == state)
  }

  /// Only an action is a choice: an orphan report during the auto-dismissal leaves it.
  @Test func anEarlierOrphanReportDoesNotReplaceTheAutoDismissal() {
    let state = Machine.State.hiding(Self.id, .dismissed(.autoDismissed))
    var machine = Self.machine(in: state)
    let action = machine.hideRequested(
      Self.id,
      .dismissed(.orphaned),
      precedesAutoDismissal: true
    )
    #expect(action == .alreadyEnding)
    #expect(machine.state == state)
  }
}
