import Baton
import Foundation
import Testing

/// Duplicates, the bounded queue, frequency caps, invalid requests.
@MainActor
@Suite struct PopupAdmissionTests {
  @Test func aDuplicateKeyWhilePendingDropsTheNewcomer() {
    let harness = PopupHarness()
    let first = harness.show("rate")
    let second = queueShow(harness, "rate")
    #expect(second.outcome == .dropped(.duplicate))
    #expect(first.state == .pending)
  }

  @Test func aDuplicateKeyWhileVisibleDropsTheNewcomerEvenWhenReplacing() {
    let harness = PopupHarness()
    harness.show("rate")
    harness.settle()
    let second = queueShow(harness, "rate") { $0.whenDuplicate = .replacePending }
    #expect(second.outcome == .dropped(.duplicate))
    #expect(harness.queue.current?.state == .visible)
  }

  @Test func aReplacingNewcomerReplacesThePendingOne() {
    let harness = PopupHarness()
    let first = harness.show("rate") { $0.priority = 1 }
    let second = queueShow(harness, "rate") {
      $0.whenDuplicate = .replacePending
      $0.priority = 5
    }
    #expect(first.outcome == .dropped(.duplicate))
    #expect(second.state == .pending)
    #expect(harness.queue.pendingCount == 1)
  }

  @Test func aKeyIsFreeAgainOnceItsPopupEnded() {
    let harness = PopupHarness()
    harness.show("rate")
    harness.settle()
    harness.dismissCurrent()
    let again = queueShow(harness, "rate")
    #expect(again.state == .pending)
  }

  @Test func aFullQueueDropsANewcomerThatIsNotOfHigherPriority() {
    let harness = PopupHarness(configuration: .init(maximumPending: 2))
    harness.show("a") { $0.priority = 1 }
    harness.show("b") { $0.priority = 1 }
    harness.show("c") { $0.priority = 1 }
    #expect(harness.outcome("c") == .dropped(.overflow))
    #expect(harness.queue.pendingCount == 2)
  }

  @Test func aFullQueueDropsTheLowestNewestPendingForAHigherNewcomer() {
    let harness = PopupHarness(configuration: .init(maximumPending: 3))
    harness.show("low-old") { $0.priority = 1 }
    harness.show("low-new") { $0.priority = 1 }
    harness.show("mid") { $0.priority = 5 }
    harness.show("high") { $0.priority = 9 }
    #expect(harness.outcome("low-new") == .dropped(.overflow))
    #expect(harness.outcome("low-old") == nil)
    #expect(harness.dismissAll() == ["high", "mid", "low-old"])
  }

  @Test func aVisiblePopupDoesNotCountAgainstTheBound() {
    let harness = PopupHarness(configuration: .init(maximumPending: 1))
    harness.show("a")
    harness.settle()
    harness.show("b")
    #expect(harness.outcome("b") == nil)
    harness.show("c")
    #expect(harness.outcome("c") == .dropped(.overflow))
  }

  @Test func aZeroBoundDropsEveryRequestAsOverflow() {
    let harness = PopupHarness(configuration: .init(maximumPending: 0))
    harness.show("a") { $0.priority = 100 }
    #expect(harness.outcome("a") == .dropped(.overflow))
  }

  @Test func aPerLaunchCapEndsLaterRequestsCapped() {
    let harness = PopupHarness()
    for _ in 0..<2 {
      harness.show("rate") { $0.frequencyCap = .perLaunch(2) }
      harness.settle()
      harness.dismissCurrent()
    }
    harness.show("rate") { $0.frequencyCap = .perLaunch(2) }
    #expect(harness.outcomes["rate"]?.last == .capped)
    #expect(harness.store.showCount(forKey: "rate", since: .distantPast) == 2)
  }

  @Test func aCapIsCheckedAgainWhenTheTurnComes() {
    let harness = PopupHarness()
    harness.show("blocker")
    harness.show("rate") { $0.frequencyCap = .perLaunch(1) }
    harness.store.recordShow(forKey: "rate", at: Date(timeIntervalSinceReferenceDate: 0))
    harness.settle()
    harness.dismissCurrent()
    #expect(harness.outcome("rate") == .capped)
  }

  @Test func oncePerDayAllowsTheNextShowADayLater() {
    let harness = PopupHarness()
    let daily = PopupFrequencyCap.perInterval(1, 86_400)
    harness.show("promo") { $0.frequencyCap = daily }
    harness.settle()
    harness.dismissCurrent()
    harness.show("promo") { $0.frequencyCap = daily }
    #expect(harness.outcomes["promo"]?.last == .capped)
    harness.clock.advance(by: 86_400)
    harness.show("promo") { $0.frequencyCap = daily }
    harness.settle()
    #expect(harness.queue.current?.key == "promo")
  }

  @Test func aPopupShownAgainAfterPreemptionCountsOnce() {
    let harness = PopupHarness()
    harness.show("promo") { $0.frequencyCap = .perLaunch(5) }
    harness.settle()
    harness.show("update") {
      $0.priority = 10
      $0.preemption = PopupPreemption(preempts: true)
    }
    _ = harness.dismissAll()
    #expect(harness.shows == ["promo", "update", "promo"])
    #expect(harness.store.showCount(forKey: "promo", since: .distantPast) == 1)
  }

  @Test func anInvalidRequestIsDroppedWithItsReason() {
    let cases: [(PopupInvalidReason, (inout PopupRequest) -> Void)] = [
      (.emptyKey, { $0.key = "" }),
      (.invalidDuration("expiresAfter"), { $0.expiresAfter = 0 }),
      (.invalidDuration("expiresAfter"), { $0.expiresAfter = .nan }),
      (.invalidDuration("autoDismissAfter"), { $0.autoDismissAfter = -1 }),
      (.invalidDuration("autoDismissAfter"), { $0.autoDismissAfter = .infinity }),
      (.invalidDuration("expectedAnimationDuration"), { $0.expectedAnimationDuration = -1 }),
      (.invalidFrequencyCap, { $0.frequencyCap = .perLaunch(0) }),
      (.invalidFrequencyCap, { $0.frequencyCap = .perInterval(1, 0) }),
    ]
    for (reason, configure) in cases {
      let harness = PopupHarness()
      let ticket = queueShow(harness, "bad", configure)
      #expect(ticket.outcome == .dropped(.invalid(reason)))
      harness.settle()
      #expect(harness.log.isEmpty)
    }
  }

  private func queueShow(
    _ harness: PopupHarness,
    _ key: String,
    _ configure: (inout PopupRequest) -> Void = { _ in }
  ) -> PopupTicket {
    harness.queue.show(harness.request(key, configure))
  }
}
