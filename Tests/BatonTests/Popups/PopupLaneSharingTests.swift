import Baton
import Testing

/// Pop-ups share the window's lane with page transitions.
@MainActor
@Suite struct PopupLaneSharingTests {
  @Test func nothingIsShownInsideShowItself() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    #expect(harness.log.isEmpty)
    #expect(ticket.state == .pending)
    harness.clock.runDueWork()
    #expect(harness.log == ["show A"])
    #expect(ticket.state == .showing)
    harness.settle()
    #expect(ticket.state == .visible)
  }

  @Test func aPopupRequestedDuringAPushWaitsForThePushToEnd() {
    let harness = PopupHarness()
    harness.page("P")
    harness.show("A")
    harness.clock.advance(by: 0.2)
    #expect(harness.log == ["page P"], "the show waits in the lane")
    harness.settle()
    #expect(harness.log == ["page P", "paged P", "show A", "shown A"])
  }

  @Test func aPageRequestWaitsWhileAPopupAnimatesIn() {
    let harness = PopupHarness()
    harness.show("A")
    harness.clock.runDueWork()
    let page = harness.page("P")
    #expect(page.state == .pending)
    harness.settle()
    #expect(harness.log == ["show A", "shown A"], "a blocking pop-up holds the page request")
    #expect(page.state == .pending)
    harness.dismissCurrent()
    #expect(harness.log == ["show A", "shown A", "hide A", "hidden A", "page P", "paged P"])
    #expect(harness.outcome("A") == .dismissed(.action("OK")))
    #expect(page.outcome == .completed)
    harness.expectQuiescent(["A"])
  }

  @Test func aBlockingPopupHoldsEveryPageRequestUntilDismissed() {
    let harness = PopupHarness()
    harness.show("update") { $0.navigation = .blocksNavigation }
    harness.settle()
    let pages = ["P1", "P2", "P3"].map { harness.page($0) }
    harness.clock.advance(by: 10)
    #expect(pages.allSatisfy { $0.state == .pending })
    #expect(harness.lane.pendingCount == 3)
    harness.dismissCurrent("Update")
    #expect(pages.allSatisfy { $0.outcome == .completed })
    #expect(
      harness.log.suffix(8)
        == [
          "hide update", "hidden update", "page P1", "paged P1", "page P2", "paged P2", "page P3",
          "paged P3",
        ]
    )
  }

  @Test func blockingIsTheDefault() {
    let harness = PopupHarness()
    #expect(harness.request("A").navigation == .blocksNavigation)
  }

  @Test func aYieldingPopupIsHiddenForAPageTransitionAndShownAgainAfterwards() {
    let harness = PopupHarness()
    let ticket = harness.show("promo") { $0.navigation = .yieldsToNavigation }
    harness.settle()
    let page = harness.page("P")
    #expect(page.state == .pending)
    harness.settle()
    #expect(
      harness.log == [
        "show promo", "shown promo", "hide promo", "hidden promo", "page P", "paged P",
        "show promo", "shown promo",
      ]
    )
    #expect(ticket.state == .visible)
    #expect(harness.outcome("promo") == nil)
    harness.dismissCurrent()
    #expect(harness.outcome("promo") == .dismissed(.action("OK")))
    harness.expectQuiescent(["promo"])
  }

  @Test func aYieldingPopupWaitsForEveryQueuedPageRequestBeforeShowingAgain() {
    let harness = PopupHarness()
    harness.show("promo") { $0.navigation = .yieldsToNavigation }
    harness.settle()
    harness.page("P1")
    harness.page("P2")
    harness.settle()
    #expect(
      harness.log == [
        "show promo", "shown promo", "hide promo", "hidden promo", "page P1", "paged P1",
        "page P2", "paged P2", "show promo", "shown promo",
      ]
    )
  }

  @Test func aSwipeCannotBeginWhileAPopupIsVisible() {
    for rule in [PopupNavigationRule.blocksNavigation, .yieldsToNavigation] {
      let harness = PopupHarness()
      harness.show("A") { $0.navigation = rule }
      harness.settle()
      let swipe = harness.lane.startImmediately(
        TransitionRequest(kind: .interactivePop) { handle in handle.finish(.completed) }
      )
      #expect(swipe.outcome == .dropped(.busy))
      #expect(harness.queue.current?.state == .visible, "the pop-up stays")
    }
  }

  @Test func aPopupNeverShowsDuringASwipe() {
    let harness = PopupHarness()
    var swipe: RunningTransition?
    harness.lane.startImmediately(
      TransitionRequest(kind: .interactivePop) { handle in swipe = handle }
    )
    harness.show("A")
    harness.clock.advance(by: 0.5)
    #expect(harness.log.isEmpty)
    swipe?.finish(.cancelled)
    harness.settle()
    #expect(harness.log == ["show A", "shown A"])
  }

  @Test func atMostOnePopupIsOnScreenAtATime() {
    let harness = PopupHarness()
    for index in 0..<10 { harness.show("P\(index)") { $0.priority = index % 3 } }
    _ = harness.dismissAll()
    #expect(harness.presenter.mostOnScreen == 1)
    harness.expectQuiescent((0..<10).map { "P\($0)" })
  }

  @Test func showAndHideAreLaneTransitionsOnTheLaneEventStream() {
    let harness = PopupHarness()
    harness.show("A")
    harness.settle()
    harness.dismissCurrent()
    let popupEvents = harness.laneEvents.filter { $0.kind == .popupShow || $0.kind == .popupHide }
    #expect(popupEvents.map(\.label) == ["A", "A", "A", "A", "A", "A"], "labelled by key")
    #expect(
      popupEvents.map(\.kind) == [
        .popupShow, .popupShow, .popupShow, .popupHide, .popupHide, .popupHide,
      ]
    )
    #expect(
      popupEvents.map(\.phase) == [
        .requested, .started, .finished(.completed), .requested, .started,
        .finished(.completed),
      ]
    )
  }
}
