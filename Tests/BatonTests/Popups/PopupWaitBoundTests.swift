import Baton
import Foundation
import Testing

/// The lane's stall bound `B` bounds every wait of a pop-up the user does not hold: a pop-up
/// parked on its condition is checked again `B` after it began waiting (and reported once if
/// still false); a pop-up that holds lane requests for order without showing gives its place
/// up after `B`.
@MainActor
@Suite struct PopupWaitBoundTests {
  @Test(arguments: [0.25, 1.0])
  func aConditionThatTurnedTrueSilentlyIsFoundWithinTheBound(bound: Double) {
    let harness = PopupHarness(laneConfiguration: .init(maximumStall: bound))
    var allowed = false
    let ticket = harness.show("rating") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { allowed }
    }
    harness.clock.advance(by: 0)
    let parkedAt = harness.clock.now
    allowed = true  // Nothing tells the queue.
    harness.clock.advance(to: parkedAt + bound - 0.001)
    #expect(ticket.state == .pending)
    harness.clock.advance(to: parkedAt + bound)
    #expect(ticket.state == .showing || ticket.state == .visible)
    #expect(harness.recorder.codes.isEmpty, "found true: nothing to report")
    #expect(harness.dismissAll() == ["rating"])
    harness.expectQuiescent(["rating"])
  }

  @Test func aConditionStillFalseAtTheBoundIsReportedOnceAndWaitsOn() {
    let harness = PopupHarness()
    var allowed = false
    var checks = 0
    let ticket = harness.show("rating") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) {
        checks += 1
        return allowed
      }
    }
    harness.settle()
    #expect(checks == 2, "at its turn, then at the bound")
    #expect(harness.recorder.codes == [.popupConditionStillFalse])
    #expect(ticket.state == .pending)
    #expect(harness.clock.isIdle, "reported once: no check left scheduled")
    harness.queue.conditionsMayHaveChanged()
    harness.settle()
    #expect(harness.recorder.codes == [.popupConditionStillFalse], "not reported again")
    allowed = true
    harness.queue.conditionsMayHaveChanged()
    #expect(harness.dismissAll() == ["rating"])
    harness.expectQuiescent(["rating"])
  }

  @Test func aPopupThatEndsWhileWaitingOnItsConditionLeavesNoCheckBehind() {
    let harness = PopupHarness()
    let ticket = harness.show("rating") {
      $0.condition = PopupCondition(whenFalse: .waitAndRecheck) { false }
    }
    harness.clock.advance(by: 0)
    #expect(!harness.clock.isIdle)
    ticket.cancel()
    #expect(harness.clock.isIdle)
    #expect(harness.recorder.codes.isEmpty)
    harness.expectQuiescent(["rating"])
  }
}
