import BatonTesting
import Testing

@testable import Baton

@MainActor
@Suite(.endsQuiescent) struct LanePendingQueueTests {
  let lane = Lane(scheduler: VirtualScheduler(), diagnostics: DiagnosticsCenter())

  func ticket(_ number: UInt64) -> TransitionTicket {
    TransitionTicket(
      id: RequestID(rawValue: number),
      request: TransitionRequest(kind: .push) { _ in },
      storage: lane.storage,
      onOutcome: nil
    )
  }

  @Test func removedTicketsAreSkippedAndTheLiveOnesKeepTheirOrder() {
    var queue = LanePendingQueue()
    let tickets = (1...10).map { ticket(UInt64($0)) }
    for ticket in tickets { queue.append(ticket, replacementKey: nil) }
    for ticket in tickets where ticket.id.rawValue % 3 != 0 { queue.remove(ticket) }
    #expect(queue.count == 3)
    var started: [UInt64] = []
    while let next = queue.firstLive() {
      queue.removeFirstLive(next)
      started.append(next.id.rawValue)
    }
    #expect(started == [3, 6, 9])
    #expect(queue.isEmpty)
  }

  @Test func replacementKeysFindOnlyLiveTickets() {
    var queue = LanePendingQueue()
    let first = ticket(1)
    queue.append(first, replacementKey: "k")
    #expect(queue.ticket(forReplacementKey: "k") === first)
    queue.remove(first)
    #expect(queue.ticket(forReplacementKey: "k") == nil)
    let second = ticket(2)
    queue.prepend(second, replacementKey: "k")
    #expect(queue.ticket(forReplacementKey: "k") === second)
    #expect(queue.firstLive() === second)
    queue.remove(second)
    #expect(queue.firstLive() == nil)
    #expect(queue.ticket(forReplacementKey: "k") == nil)
    #expect(!second.isQueued)
  }

  @Test func sustainedCancellationWithoutStartsKeepsTheQueueCompact() {
    var queue = LanePendingQueue()
    let keeper = ticket(0)
    queue.append(keeper, replacementKey: nil)
    for number in 1...10_000 {
      let transient = ticket(UInt64(number))
      queue.append(transient, replacementKey: nil)
      queue.remove(transient)
    }
    #expect(queue.count == 1)
    #expect(queue.storedCount <= 64, "tombstones are compacted away")
    #expect(queue.firstLive() === keeper)
  }
}
