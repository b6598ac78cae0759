import SeededRandom
import Testing

@testable import Baton

/// The pending set's order (priority, then the order pop-ups joined, returning and unparked
/// pop-ups by their request number), its removal, parking and overflow loser, against a model.
@MainActor
@Suite struct PopupPendingSetTests {
  private final class NullPresenter: PopupPresenter {
    func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void)
    {}
    func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {}
  }

  private let presenter = NullPresenter()

  private func ticket(_ number: UInt64, priority: Int, preempts: Bool = false) -> PopupTicket {
    var request = PopupRequest(key: "k\(number)", priority: priority, presenter: presenter)
    request.preemption = PopupPreemption(preempts: preempts)
    return PopupTicket(id: PopupID(rawValue: number), request: request, onOutcome: nil)
  }

  /// Takes every ready pop-up out in picking order.
  private func drain(_ set: inout PopupPendingSet) -> [UInt64] {
    var order: [UInt64] = []
    while let best = set.best() {
      order.append(best.id.rawValue)
      set.remove(best)
    }
    return order
  }

  @Test func higherPriorityComesFirstAndEqualsComeFirstInFirstOut() {
    var set = PopupPendingSet()
    let priorities = [1, 10, 4, 10, 1, 4]
    for (offset, priority) in priorities.enumerated() {
      set.insert(ticket(UInt64(offset + 1), priority: priority), isNew: true)
    }
    #expect(set.count == 6)
    #expect(drain(&set) == [2, 4, 3, 6, 1, 5])
    #expect(set.count == 0)
    #expect(set.best() == nil)
  }

  @Test func aReturningPopupGoesBeforeNewerOnesOfItsPriority() {
    var set = PopupPendingSet()
    let first = ticket(1, priority: 5)
    set.insert(first, isNew: true)
    set.remove(first)  // Its show was submitted.
    set.insert(ticket(2, priority: 5), isNew: true)
    set.insert(ticket(3, priority: 5), isNew: true)
    set.insert(first, isNew: false)  // Hidden, to be shown again.
    #expect(drain(&set) == [1, 2, 3])
  }

  @Test func aRemovedPopupIsNeverPickedAndTheOthersKeepTheirOrder() {
    var set = PopupPendingSet()
    let tickets = (1...5).map { ticket(UInt64($0), priority: $0 % 2) }
    for ticket in tickets { set.insert(ticket, isNew: true) }
    set.remove(tickets[1])
    set.remove(tickets[2])
    #expect(set.count == 3)
    #expect(drain(&set) == [1, 5, 4])
  }

  @Test func theOverflowLoserIsTheLowestPriorityNewestNeverShownOne() {
    var set = PopupPendingSet()
    let shownBefore = ticket(1, priority: 0)
    set.insert(shownBefore, isNew: true)
    set.remove(shownBefore)
    set.insert(shownBefore, isNew: false)  // Came back: never an overflow loser.
    set.insert(ticket(2, priority: 3), isNew: true)
    set.insert(ticket(3, priority: 1), isNew: true)
    let newestLow = ticket(4, priority: 1)
    set.insert(newestLow, isNew: true)
    #expect(set.overflowLoser() === newestLow)
    set.remove(newestLow)
    #expect(set.overflowLoser()?.id.rawValue == 3)
  }

  @Test func aPriorityThatEmptiesAndComesBackKeepsItsPlaceInTheOrder() {
    var set = PopupPendingSet()
    var number: UInt64 = 0
    func next(_ priority: Int) -> PopupTicket {
      number += 1
      return ticket(number, priority: priority)
    }
    var kept = [next(0)]
    set.insert(kept[0], isNew: true)
    for round in 0..<50 {
      // Priority 9 empties every round and comes back.
      let high = next(9)
      set.insert(high, isNew: true)
      kept.append(next(round % 3))
      set.insert(kept[kept.count - 1], isNew: true)
      #expect(set.best() === high)
      #expect(set.overflowLoser()?.priority == 0)
      set.remove(high)
    }
    #expect(set.count == 51)
    let expected = kept.sorted {
      $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id
    }
    #expect(drain(&set) == expected.map(\.id.rawValue))
  }

  @Test func countsThePendingPopupsThatMayPreempt() {
    var set = PopupPendingSet()
    let preempting = ticket(1, priority: 9, preempts: true)
    let plain = ticket(2, priority: 1)
    set.insert(preempting, isNew: true)
    set.insert(plain, isNew: true)
    #expect(set.preemptingCount == 1)
    set.remove(preempting)
    #expect(set.preemptingCount == 0)
    set.insert(preempting, isNew: false)
    #expect(set.preemptingCount == 1)
  }

  /// A pop-up asked from an outcome handler while another was admitted joins before it, and
  /// goes before it: the order pop-ups joined, not their request numbers.
  @Test func popupsThatJoinedGoInTheOrderTheyJoined() {
    var set = PopupPendingSet()
    let later = ticket(2, priority: 5)
    let earlier = ticket(1, priority: 5)
    set.insert(later, isNew: true)
    set.insert(earlier, isNew: true)
    #expect(set.overflowLoser() === earlier)  // The last to join.
    set.insert(ticket(3, priority: 5), isNew: true)
    #expect(drain(&set) == [2, 1, 3])
  }

  /// A parked pop-up is never picked nor counted out; unparked, it goes by its request number
  /// and may still lose to the overflow rule.
  @Test func aParkedPopupWaitsAndComesBackByItsRequestNumber() {
    var set = PopupPendingSet()
    let tickets = (1...3).map { ticket(UInt64($0), priority: 5) }
    for ticket in tickets { set.insert(ticket, isNew: true) }
    let screen = PopupScreen("home")
    set.park(tickets[0], untilVisible: screen)
    set.parkUntilConditionsChange(tickets[1])
    #expect(set.best() === tickets[2])
    #expect(set.count == 3)
    let unparkedOther = set.unpark(screen: PopupScreen("other"))
    #expect(!unparkedOther)
    let unparked = set.unpark(screen: screen)
    #expect(unparked)
    #expect(set.best() === tickets[0])
    #expect(set.overflowLoser() === tickets[2])
    set.remove(tickets[2])
    #expect(set.overflowLoser() === tickets[1])  // Parked, it may still lose.
    let unparkedFirst = set.unparkConditions()
    let unparkedAgain = set.unparkConditions()
    #expect(unparkedFirst)
    #expect(!unparkedAgain)
    #expect(drain(&set) == [1, 2])
  }

  /// Removing a pop-up that is not pending changes nothing.
  @Test func removingAPopupThatIsNotPendingChangesNothing() {
    var set = PopupPendingSet()
    let pending = ticket(1, priority: 0)
    set.insert(pending, isNew: true)
    set.remove(ticket(2, priority: 0))
    #expect(set.count == 1)
    #expect(set.best() === pending)
  }

  /// Random inserts, returns and removals over many priorities pick in the same order as a
  /// sorted model.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperationsPickLikeASortedModel(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var set = PopupPendingSet()
    var model: [PopupTicket] = []
    var outside: [PopupTicket] = []
    var candidates: [PopupTicket] = []  // Inserted new and not removed since.
    var number: UInt64 = 0
    for _ in 0..<2_000 {
      switch random.next() % 4 {
      case 0, 1:
        number += 1
        let new = ticket(number, priority: Int(random.next() % 20))
        set.insert(new, isNew: true)
        model.append(new)
        candidates.append(new)
      case 2 where !model.isEmpty:
        let victim = model.remove(at: Int(random.next() % UInt64(model.count)))
        set.remove(victim)
        candidates.removeAll { $0 === victim }
        if random.next() % 2 == 0 { outside.append(victim) }
      case 3 where !outside.isEmpty:
        let back = outside.removeLast()
        set.insert(back, isNew: false)
        model.append(back)
      default:
        break
      }
      let expected = model.min {
        $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id
      }
      #expect(set.best() === expected)
      #expect(set.count == model.count)
      let loser = candidates.min {
        $0.priority != $1.priority ? $0.priority < $1.priority : $0.id > $1.id
      }
      #expect(set.overflowLoser() === loser)
    }
    let ordered = model.sorted {
      $0.priority != $1.priority ? $0.priority > $1.priority : $0.id < $1.id
    }
    #expect(drain(&set) == ordered.map(\.id.rawValue))
  }
}
