import Baton
import BatonTesting
import Foundation
import Testing

/// An ended pop-up is not kept by its queue. A presenter may hold the queue
/// (BatonUIKit's hold the window's pop-ups), so an ended ticket left in a round that is never
/// closed, or in a parked set, would keep the queue and its lane alive for good.
@MainActor
@Suite struct PopupLifetimeTests {
  /// How a pop-up waited before it ended.
  enum Waiting: String, CaseIterable, Sendable {
    /// A member of a group whose round is never closed.
    case inAnOpenRound
    /// Parked until its screen is visible.
    case forItsScreen
    /// Parked until its condition may have changed.
    case forItsCondition
  }

  @Test(arguments: Waiting.allCases)
  func anEndedPopupDoesNotKeepItsQueueAlive(waiting: Waiting) {
    let clock = VirtualScheduler()
    weak var weakQueue: PopupQueue?
    weak var weakLane: Lane?
    var outcomes: [PopupOutcome] = []
    do {
      let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
      let queue = PopupQueue(lane: lane, visibleScreen: PopupScreen("home"))
      weakQueue = queue
      weakLane = lane
      let presenter = QueueHoldingPresenter(queue: queue)
      var request = PopupRequest(key: "A", presenter: presenter)
      switch waiting {
      case .inAnOpenRound:
        request.group = "launch"
      case .forItsScreen:
        request.scope = .screen(PopupScreen("detail"))
      case .forItsCondition:
        request.condition = PopupCondition(whenFalse: .waitAndRecheck) { false }
      }
      let ticket = queue.show(request) { outcomes.append($0) }
      // Its turn parks it; a member of a round is cancelled before its turn.
      if waiting != .inAnOpenRound { clock.runDueWork() }
      #expect(ticket.state == .pending)
      ticket.cancel()
    }
    #expect(outcomes == [.cancelled])
    #expect(weakQueue == nil)
    #expect(weakLane == nil)
    #expect(clock.runUntilIdle())
  }

  /// The bound of a round that stays open: every live member, and the outcomes of the 256
  /// newest ended ones.
  @Test func anOpenRoundRemembersItsLiveMembersAndItsNewestEndedOnes() {
    let harness = PopupHarness()
    harness.queue.appStateDidChange(to: .background)
    let first = harness.show("first") { $0.group = "g" }
    for number in 0..<300 {
      harness.show("ended \(number)") { $0.group = "g" }.cancel()
    }
    let last = harness.show("last") { $0.group = "g" }
    var result: PopupRoundResult?
    harness.queue.closeRound(of: "g") { result = $0 }
    harness.queue.cancelAll()
    let keys = result?.members.map(\.key) ?? []
    #expect(keys.count == 258)
    #expect(keys.first == "first")
    #expect(keys.dropFirst().first == "ended 44")
    #expect(keys.last == "last")
    #expect(first.outcome == .cancelled && last.outcome == .cancelled)
    harness.settle()
  }
}

/// A presenter that holds its queue, as BatonUIKit's do through the window's pop-ups.
@MainActor
final class QueueHoldingPresenter: PopupPresenter {
  let queue: PopupQueue

  init(queue: PopupQueue) {
    self.queue = queue
  }

  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    completion(.shown)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    completion()
  }
}
