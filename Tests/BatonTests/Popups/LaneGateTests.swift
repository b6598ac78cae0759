import BatonTesting
import Testing

@testable import Baton

/// The lane seam of the pop-up queue: a gate asked before a page transition starts.
@MainActor
@Suite struct LaneGateTests {
  /// A gate that holds while `isHolding`, counting the questions.
  final class Gate: LaneGate {
    var isHolding = true
    var questions: [(TransitionKind, Bool)] = []
    var onAsk: (() -> Void)?

    var verifications = 0
    var tearDowns = 0
    var onTearDown: (() -> Void)?

    func decisionForStarting(_ kind: TransitionKind, canWait: Bool) -> LaneGateDecision {
      questions.append((kind, canWait))
      onAsk?()
      return isHolding ? .hold : .proceed
    }

    func verifyHold() {
      verifications += 1
    }

    func laneDidTearDown() {
      tearDowns += 1
      onTearDown?()
    }
  }

  let clock = VirtualScheduler()
  let gate = Gate()
  let lane: Lane

  init() {
    lane = Lane(scheduler: clock, diagnostics: DiagnosticsCenter())
    lane.gate = gate
  }

  private func request(
    _ kind: TransitionKind,
    started: @escaping @MainActor (RunningTransition) -> Void = { _ in }
  ) -> TransitionRequest {
    TransitionRequest(kind: kind, perform: started)
  }

  @Test func aHeldRequestWaitsAndIsAskedAgainOnTheNextTurn() {
    var handles: [RunningTransition] = []
    let page = lane.submit(request(.push) { handles.append($0) })
    #expect(page.state == .pending)
    #expect(gate.questions.count == 1)
    let hide = lane.submit(request(.popupHide) { handles.append($0) })
    clock.runDueWork()
    #expect(hide.state == .running, "a pop-up's hide is never held and goes first")
    gate.isHolding = false
    handles.last?.finish(.completed)
    clock.runDueWork()
    #expect(page.state == .running)
    #expect(gate.questions.count == 2)
  }

  @Test func popupTransitionsAreNeverAsked() {
    lane.submit(request(.popupShow) { $0.finish(.completed) })
    clock.runDueWork()
    lane.submit(request(.popupHide) { $0.finish(.completed) })
    clock.runDueWork()
    #expect(gate.questions.isEmpty)
  }

  @Test func aHideGoesAheadOfHeldPageRequests() {
    var order: [String] = []
    lane.submit(request(.push) { _ in order.append("push") })
    lane.submit(request(.pop) { _ in order.append("pop") })
    lane.submit(
      request(.popupHide) { handle in
        order.append("hide")
        handle.finish(.completed)
      }
    )
    gate.isHolding = false
    clock.runUntilIdle()
    #expect(order == ["hide", "push", "pop"], "the push never signals; its watchdog ends it")
  }

  @Test func aHeldSwipeIsDroppedBusy() {
    let swipe = lane.startImmediately(request(.interactivePop))
    #expect(swipe.outcome == .dropped(.busy))
    #expect(gate.questions.first?.1 == false, "told it cannot wait")
  }

  @Test func whatTheGateSubmitsWhileAskedIsQueuedNotRun() {
    var hideStarted = false
    gate.onAsk = { [lane] in
      lane.submit(TransitionRequest(kind: .popupHide) { _ in hideStarted = true })
    }
    lane.submit(request(.push))
    #expect(!hideStarted)
    gate.onAsk = nil
    clock.runDueWork()
    #expect(hideStarted)
  }

  @Test func aGateThatTearsTheLaneDownDropsTheHeldRequestWindowGone() {
    gate.onAsk = { [lane] in lane.tearDown() }
    let page = lane.submit(request(.push))
    #expect(page.outcome == .dropped(.windowGone))
  }

  @Test func theGateHearsOfTheTeardownOnceEveryRequestHasItsOutcome() {
    let first = lane.submit(request(.push))
    let second = lane.submit(request(.pop))
    var seen: [TransitionOutcome?] = []
    gate.onTearDown = { seen = [first.outcome, second.outcome] }
    lane.tearDown()
    lane.tearDown()
    #expect(gate.tearDowns == 1)
    #expect(seen == [.dropped(.windowGone), .dropped(.windowGone)])
  }

  @Test func aGateThatIsGoneNoLongerHolds() {
    var gone: Gate? = Gate()
    lane.gate = gone
    gone = nil
    let page = lane.submit(request(.push))
    #expect(page.state == .running)
  }
}
