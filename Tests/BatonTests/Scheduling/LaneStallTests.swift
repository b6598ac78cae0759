import Foundation
import Testing

@testable import Baton

/// Nothing waits forever. With the lane open, requests pending and nothing in flight,
/// the lane asks its gate to verify its hold after `maximumStall`, then every `maximumStall`
/// while it holds; it never checks a suspended lane, and nothing is left scheduled once the
/// stall is over.
@MainActor
@Suite(.endsQuiescent) struct LaneStallTests {
  /// A harness whose lane's gate holds; keep the gate (the lane refers to it weakly).
  private func heldHarness(
    _ configuration: Lane.Configuration = .init()
  ) -> (LaneHarness, HoldingGate) {
    let harness = LaneHarness(configuration: configuration)
    let gate = HoldingGate(clock: harness.clock)
    harness.lane.gate = gate
    return (harness, gate)
  }

  @Test func aHeldRequestIsVerifiedAfterTheBoundThenEveryBound() {
    let (harness, gate) = heldHarness()
    harness.submit("A")
    #expect(harness.lane.isHeldByGate)
    harness.clock.advance(by: 0.999)
    #expect(gate.verifications.isEmpty)
    harness.clock.advance(by: 0.001)
    #expect(gate.verifications == [1])
    harness.clock.advance(by: 3)
    #expect(gate.verifications == [1, 2, 3, 4])
    #expect(harness.started.isEmpty)
    gate.isHolding = false
    harness.clock.advance(by: 1)
    #expect(harness.started == ["A"], "the turn after the verification asks the gate again")
    #expect(!harness.lane.isHeldByGate)
    harness.runToEnd()
  }

  @Test func aGateThatReleasesWhenVerifiedLetsTheRequestStartAtTheBound() {
    let (harness, gate) = heldHarness(.init(maximumStall: 0.25))
    gate.onVerify = { gate.isHolding = false }
    harness.submit("A")
    harness.clock.advance(by: 1)
    #expect(startTime(of: "A", in: harness) == 0.25)
    harness.runToEnd()
  }

  @Test func aGateReleasingThroughAPopupHideLetsTheRequestStartAtTheBound() {
    let (harness, gate) = heldHarness()
    gate.onVerify = {
      harness.lane.submit(
        TransitionRequest(kind: .popupHide) { handle in
          gate.isHolding = false
          handle.finish(.completed)
        }
      )
    }
    harness.submit("A")
    harness.clock.advance(by: 1)
    #expect(startTime(of: "A", in: harness) == 1)
    harness.runToEnd()
  }

  @Test func theBoundCountsFromTheLastTransitionInFlight() {
    let (harness, gate) = heldHarness()
    gate.isHolding = false
    harness.submit("A")
    harness.submit("B")
    gate.isHolding = true
    harness.clock.advance(by: 0.5)
    harness.finish("A")
    harness.clock.advance(by: 0.99)
    #expect(gate.verifications.isEmpty)
    harness.clock.advance(by: 0.01)
    #expect(milliseconds(gate.verifications) == [1500])
    gate.isHolding = false
    harness.clock.advance(by: 1)
    harness.runToEnd()
  }

  @Test func aTransitionGoingInFlightStopsTheCheckUntilItEnds() {
    let (harness, gate) = heldHarness()
    harness.submit("A")
    harness.clock.advance(by: 0.5)
    harness.submit("hide", kind: .popupHide)
    harness.clock.advance(by: 0.2)
    #expect(harness.started == ["hide"])
    harness.clock.advance(by: 0.5)
    #expect(gate.verifications.isEmpty, "a transition in flight is the watchdog's")
    harness.finish("hide")
    harness.clock.advance(by: 1)
    #expect(milliseconds(gate.verifications) == [2200])
    gate.isHolding = false
    harness.clock.advance(by: 1)
    harness.runToEnd()
  }

  @Test func aCancelledHeldRequestLeavesNothingScheduled() {
    let (harness, gate) = heldHarness()
    let ticket = harness.submit("A")
    #expect(harness.lane.isHeldByGate)
    ticket.cancel()
    #expect(!harness.lane.isHeldByGate)
    #expect(harness.clock.isIdle)
    #expect(gate.verifications.isEmpty)
  }

  @Test func aSuspendedLaneIsNotCheckedAndTheBoundCountsFromItsResume() {
    let (harness, gate) = heldHarness()
    harness.submit("A")
    harness.clock.advance(by: 0.5)
    harness.lane.suspend()
    #expect(harness.clock.isIdle, "a suspended lane holds its requests on purpose")
    harness.clock.advance(by: 5)
    harness.lane.resume()
    harness.clock.advance(by: 1)
    #expect(milliseconds(gate.verifications) == [6500])
    gate.isHolding = false
    harness.clock.advance(by: 1)
    harness.runToEnd()
  }

  @Test func aTornDownLaneCancelsItsCheck() {
    let (harness, gate) = heldHarness()
    harness.submit("A")
    harness.lane.tearDown()
    #expect(harness.outcome("A") == .dropped(.windowGone))
    #expect(harness.clock.isIdle)
    #expect(gate.verifications.isEmpty)
  }

  @Test func aLaneWithoutAGateNeverArmsTheCheck() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.submit("B")
    #expect(!harness.lane.isHeldByGate)
    harness.runToEnd()
  }

  @Test(arguments: [
    (1.0, 1.0), (0.2, 0.2), (0.01, 0.05), (0, 1), (-3, 1), (.infinity, 1), (.nan, 1),
  ])
  func theStallIntervalIsTheBoundMadeUsable(maximumStall: Double, interval: Double) {
    #expect(Lane.Configuration().maximumStall == 1)
    #expect(Lane.Configuration(maximumStall: maximumStall).stallInterval == interval)
  }

  private func milliseconds(_ times: [TimeInterval]) -> [Double] {
    times.map { ($0 * 1000).rounded() }
  }

  private func startTime(of label: String, in harness: LaneHarness) -> TimeInterval? {
    harness.events.first { $0.label == label && $0.phase == .started }?.time
  }
}
