import Baton
import BatonTestDoubles
import BatonTesting
import Testing

/// App state and the window's end.
@MainActor
@Suite struct PopupLifecycleTests {
  @Test func nothingIsShownUntilTheAppIsActive() {
    let harness = PopupHarness(appState: .inactive)
    harness.show("A")
    harness.settle()
    #expect(harness.log.isEmpty)
    harness.queue.appStateDidChange(to: .background)
    harness.settle()
    #expect(harness.log.isEmpty)
    harness.queue.appStateDidChange(to: .active)
    harness.settle()
    #expect(harness.shows == ["A"])
  }

  @Test func popupsRequestedInTheBackgroundShowOnReturnInPriorityOrder() {
    let harness = PopupHarness()
    harness.queue.appStateDidChange(to: .background)
    harness.show("low") { $0.priority = 1 }
    harness.show("high") { $0.priority = 5 }
    harness.settle()
    #expect(harness.log.isEmpty)
    harness.queue.appStateDidChange(to: .active)
    #expect(harness.dismissAll() == ["high", "low"])
  }

  @Test func aShowWaitingInTheLaneWhenTheAppLeavesWaitsForItsReturn() {
    let harness = PopupHarness()
    harness.page("P")
    harness.show("A")
    harness.clock.runDueWork()
    harness.queue.appStateDidChange(to: .inactive)
    harness.settle()
    #expect(harness.shows.isEmpty)
    harness.queue.appStateDidChange(to: .active)
    harness.settle()
    #expect(harness.shows == ["A"])
  }

  @Test func aVisiblePopupStaysWhileTheAppIsInTheBackground() {
    let harness = PopupHarness()
    harness.show("A")
    harness.show("B")
    harness.settle()
    harness.queue.appStateDidChange(to: .background)
    harness.dismissCurrent()
    #expect(harness.outcome("A") == .dismissed(.action("OK")))
    #expect(harness.shows == ["A"], "B waits for the return")
    harness.queue.appStateDidChange(to: .active)
    harness.settle()
    #expect(harness.shows == ["A", "B"])
  }

  @Test func aHideInterruptedByBackgroundingCompletesAndCountsOnce() {
    let harness = PopupHarness(animation: nil)
    let ticket = harness.show("A")
    harness.clock.runDueWork()
    harness.presenter.completeShow("A")
    ticket.dismiss("OK")
    harness.clock.runDueWork()
    harness.queue.appStateDidChange(to: .background)
    // The animation is cut short: its completion still comes (UIKit: finished == false).
    let completion = harness.presenter.pendingHides["A"]
    harness.presenter.completeHide("A")
    completion?()
    harness.settle()
    #expect(harness.outcomes["A"] == [.dismissed(.action("OK"))])
    #expect(harness.recorder.codes == [.duplicateCompletionSignal])
    harness.expectQuiescent(["A"])
  }

  @Test func aWindowThatGoesAwayDropsEveryPopup() {
    let harness = PopupHarness()
    harness.show("visible")
    harness.show("pending")
    harness.settle()
    harness.queue.windowDidGoAway()
    #expect(harness.outcome("visible") == .dropped(.windowGone))
    #expect(harness.outcome("pending") == .dropped(.windowGone))
    harness.show("later")
    #expect(harness.outcome("later") == .dropped(.windowGone))
    harness.settle()
    #expect(harness.outcomes.values.allSatisfy { $0.count == 1 })
  }

  @Test func aPopupBeingHiddenForADismissalKeepsItWhenTheWindowGoes() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.settle()
    ticket.dismiss("OK")
    harness.queue.windowDidGoAway()
    harness.settle()
    #expect(harness.outcomes["A"] == [.dismissed(.action("OK"))])
  }

  @Test func aTornDownLaneEndsThePopupsWindowGone() {
    let harness = PopupHarness()
    harness.show("A")
    harness.show("B")
    harness.lane.tearDown()
    harness.settle()
    #expect(harness.outcome("A") == .dropped(.windowGone))
    #expect(harness.outcome("B") == .dropped(.windowGone))
  }

  /// The lane's teardown ends its queue's pop-ups at once, the visible one too, as
  /// `windowDidGoAway()` does (before, the visible one kept the queue waiting for good).
  @Test func aLaneTornDownWhileAPopupIsVisibleEndsEveryPopupAtOnce() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    harness.show("B")
    harness.settle()
    harness.lane.tearDown()
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["B"] == [.dropped(.windowGone)])
    #expect(ticket.dismiss("OK") == .alreadyFinished)
    harness.show("C")
    #expect(harness.outcomes["C"] == [.dropped(.windowGone)])
    harness.settle()
    harness.expectQuiescent(["A", "B", "C"])
  }
}

/// A queue dropped with pop-ups still pending ends them.
@MainActor
@Suite struct PopupQueueDeinitTests {
  @Test func aDroppedQueueEndsItsPendingPopupsWindowGone() {
    let clock = VirtualScheduler()
    let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
    let presenter = TestPresenter(clock: clock, timeline: Timeline())
    var outcomes: [PopupOutcome] = []
    var queue: PopupQueue? = PopupQueue(lane: lane)
    queue?.appStateDidChange(to: .background)
    queue?.show(PopupRequest(key: "A", presenter: presenter)) { outcomes.append($0) }
    queue = nil
    #expect(outcomes == [.dropped(.windowGone)])
    clock.runUntilIdle()
  }

  /// The lane's closures of a show or hide in flight reach the queue weakly: a queue dropped
  /// mid-show or mid-hide is freed at once, even when nobody advances the clock.
  @Test(arguments: [false, true])
  func aQueueDroppedWithItsShowOrHideInFlightIsFreedAtOnce(duringHide: Bool) {
    let clock = VirtualScheduler()
    let lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
    let presenter = TestPresenter(clock: clock, timeline: Timeline())
    var outcomes: [PopupOutcome] = []
    weak var weakQueue: PopupQueue?
    do {
      let queue = PopupQueue(lane: lane)
      weakQueue = queue
      let ticket = queue.show(PopupRequest(key: "A", presenter: presenter)) {
        outcomes.append($0)
      }
      clock.runDueWork()
      if duringHide {
        clock.advance(by: 0.3)
        #expect(ticket.dismiss("OK") == .dismissing)
      }
      #expect(lane.isBusy, "the lane holds the show or the hide")
    }
    #expect(weakQueue == nil, "nothing the lane holds keeps the queue")
    #expect(outcomes == [duringHide ? .dismissed(.action("OK")) : .dropped(.windowGone)])
    #expect(clock.runUntilIdle())
    #expect(!lane.isBusy && outcomes.count == 1, "the late end is no second outcome")
  }
}
