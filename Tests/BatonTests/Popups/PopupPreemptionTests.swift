import Baton
import Testing

/// Preemption.
@MainActor
@Suite struct PopupPreemptionTests {
  @Test func aPreemptingHigherPriorityHidesTheVisibleOneWhichIsShownAgainOnce() {
    let harness = PopupHarness()
    let promo = harness.show("promo") { $0.priority = 1 }
    harness.settle()
    harness.show("update") {
      $0.priority = 10
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(
      harness.log == [
        "show promo", "shown promo", "hide promo", "hidden promo", "show update", "shown update",
      ]
    )
    #expect(promo.state == .pending)
    #expect(harness.dismissAll() == ["promo", "update", "promo"])
    #expect(harness.outcome("promo") == .dismissed(.action("OK")))
    harness.expectQuiescent(["promo", "update"])
  }

  @Test func aPreemptedPopupCanEndPreempted() {
    let harness = PopupHarness()
    harness.show("promo") {
      $0.priority = 1
      $0.preemption = PopupPreemption(whenPreempted: .end)
    }
    harness.settle()
    harness.show("update") {
      $0.priority = 10
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.outcome("promo") == .preempted)
    #expect(harness.dismissAll() == ["promo", "update"])
    harness.expectQuiescent(["promo", "update"])
  }

  @Test func aLowerPriorityRequestNeverDisturbsTheQueue() {
    let harness = PopupHarness()
    harness.show("update") { $0.priority = 10 }
    harness.settle()
    harness.show("promo") {
      $0.priority = 1
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.log == ["show update", "shown update"])
    #expect(harness.queue.current?.key == "update")
  }

  @Test func anEqualPriorityDoesNotPreempt() {
    let harness = PopupHarness()
    harness.show("a") { $0.priority = 5 }
    harness.settle()
    harness.show("b") {
      $0.priority = 5
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.shows == ["a"])
  }

  @Test func aNonPreemptiblePopupStays() {
    let harness = PopupHarness()
    harness.show("consent") { $0.preemption = PopupPreemption(isPreemptible: false) }
    harness.settle()
    harness.show("update") {
      $0.priority = 10
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.shows == ["consent"])
    #expect(harness.dismissAll() == ["consent", "update"])
  }

  @Test func aPreemptorArrivingWhileTheShowAnimatesPreemptsOnceItIsVisible() {
    let harness = PopupHarness()
    harness.show("promo")
    harness.clock.runDueWork()
    harness.show("update") {
      $0.priority = 10
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.shows == ["promo", "update"])
    #expect(harness.dismissAll() == ["promo", "update", "promo"])
  }

  @Test func aPreemptorOutOfScopeDoesNotPreempt() {
    let harness = PopupHarness(visibleScreen: PopupScreen("detail"))
    harness.show("promo")
    harness.settle()
    harness.show("update") {
      $0.priority = 10
      $0.scope = .screen(PopupScreen("home"))
      $0.preemption = PopupPreemption(preempts: true)
    }
    harness.settle()
    #expect(harness.shows == ["promo"])
  }
}
