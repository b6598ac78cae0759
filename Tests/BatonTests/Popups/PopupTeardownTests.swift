import Baton
import Foundation
import Testing

/// The lane's teardown and the window's end, re-entrant and never leaving a pop-up
/// request pending.
@MainActor
@Suite struct PopupTeardownTests {
  /// The BatonUIKit crash: a page transition in flight, a pop-up's show waiting in the lane,
  /// and a lane observer that ends the queue when the lane reports the page's end. Ending the
  /// queue cancels the show the lane had not delivered yet; it used to be delivered
  /// `windowGone` afterwards ("ended twice").
  @Test func anObserverEndingTheQueueDuringTheLanesTeardownEndsEverythingOnce() {
    let harness = PopupHarness()
    let page = harness.page("P")
    harness.show("A")
    harness.clock.runDueWork()
    #expect(harness.lane.isBusy && harness.lane.pendingCount == 1, "the show waits")
    harness.lane.addObserver { [queue = harness.queue] event in
      if case .finished = event.phase { queue.windowDidGoAway() }
    }
    harness.lane.tearDown()
    #expect(page.outcome == .dropped(.windowGone))
    #expect(harness.pageOutcomes["P"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    harness.settle()
    harness.expectQuiescent(["A"])
  }

  /// Handlers that show, cancel, tear the lane down and end the window again while the window
  /// ends: every request, page or pop-up, ends once, and what they ask for ends `windowGone`.
  @Test func handlersActingWhileTheWindowEndsEndEveryRequestOnce() {
    let harness = PopupHarness()
    let outcomes = Box<[String: [PopupOutcome]]>([:])
    let record: (String) -> @MainActor (PopupOutcome) -> Void = { key in
      { outcomes.value[key, default: []].append($0) }
    }
    harness.queue.show(harness.request("A"), onOutcome: record("A"))
    harness.settle()
    let c = harness.queue.show(harness.request("C"), onOutcome: record("C"))
    let late = Box<PopupTicket?>(nil)
    harness.queue.show(harness.request("B")) { outcome in
      record("B")(outcome)
      c.cancel()
      harness.queue.windowDidGoAway()
      harness.lane.tearDown()
      late.value = harness.queue.show(harness.request("late"), onOutcome: record("late"))
    }
    // Two page requests held by the visible pop-up; the first one's handler cancels the second
    // while the lane tears down.
    let second = Box<TransitionTicket?>(nil)
    var pages: [String: [TransitionOutcome]] = [:]
    harness.lane.submit(TransitionRequest(kind: .push) { _ in }) { outcome in
      pages["P", default: []].append(outcome)
      second.value?.cancel()
    }
    second.value = harness.lane.submit(TransitionRequest(kind: .push) { _ in }) {
      pages["Q", default: []].append($0)
    }
    harness.queue.windowDidGoAway()
    #expect(outcomes.value["A"] == [.dropped(.windowGone)])
    #expect(outcomes.value["B"] == [.dropped(.windowGone)])
    #expect(outcomes.value["C"] == [.dropped(.windowGone)])
    #expect(outcomes.value["late"] == [.dropped(.windowGone)])
    #expect(pages["P"] == [.dropped(.windowGone)])
    #expect(pages["Q"] == [.cancelled])
    harness.settle()
    #expect(harness.clock.isIdle)
  }

  /// Point 4: a queue whose lane was torn down behind its back (another queue had taken the
  /// lane's gate) refuses new requests `windowGone`, and ends what it still held.
  @Test func aQueueWhoseLaneWasTornDownBehindItsBackEndsAndRefusesRequests() {
    let harness = PopupHarness()
    let visible = harness.show("A")
    harness.settle()
    let other = PopupQueue(lane: harness.lane)
    harness.lane.tearDown()
    #expect(visible.state == .visible, "the queue that lost the gate was not told")
    let late = harness.show("late")
    #expect(late.outcome == .dropped(.windowGone))
    #expect(visible.outcome == .dropped(.windowGone))
    #expect(harness.queue.pendingCount == 0 && harness.queue.current == nil)
    #expect(other.show(harness.request("B")).outcome == .dropped(.windowGone))
    harness.settle()
  }

  /// Point 4: the lane's teardown ends its queue's pending pop-ups at once, even those that
  /// wait for their screen or their condition, with nothing in the lane to bring them there.
  @Test func aTornDownLaneEndsPopupsWaitingForTheirScreenOrCondition() {
    let harness = PopupHarness(visibleScreen: PopupScreen("home"))
    let parked = harness.show("scoped") { $0.scope = .screen(PopupScreen("detail")) }
    let waiting = harness.show("waiting") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { false }
    }
    harness.settle()
    #expect(parked.state == .pending && waiting.state == .pending)
    harness.lane.tearDown()
    #expect(parked.outcome == .dropped(.windowGone))
    #expect(waiting.outcome == .dropped(.windowGone))
    harness.settle()
  }
}
