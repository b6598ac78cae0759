import Baton
import Testing

/// A request made inside a lane callback is queued, never run recursively.
@MainActor
@Suite(.endsQuiescent) struct LaneReentrancyTests {
  @Test func aRequestMadeInsideAnOutcomeHandlerIsQueued() {
    let harness = LaneHarness()
    harness.submit(
      "A",
      perform: { $0.finish(.completed) },
      then: { _ in
        harness.submit("B")
        #expect(harness.started == ["A"], "not started inside the handler")
      }
    )
    #expect(harness.lane.pendingCount == 1)
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }

  @Test func aRequestMadeInsidePerformIsQueued() {
    let harness = LaneHarness()
    harness.submit("A", perform: { _ in harness.submit("B") })
    #expect(harness.started == ["A"])
    #expect(harness.lane.pendingCount == 1)
    harness.runToEnd()
  }

  @Test func aRequestMadeInsideTheHandlerOfADropOnAnIdleLaneStartsOnTheNextTurn() {
    let harness = LaneHarness()
    harness.submit("gone", isSourceAlive: { false }, then: { _ in harness.submit("B") })
    #expect(harness.outcome("gone") == .dropped(.sourceGone))
    #expect(harness.started.isEmpty)
    harness.clock.runDueWork()
    #expect(harness.started == ["B"])
    harness.runToEnd()
  }

  @Test func aRequestMadeInsideAnObserverIsQueued() {
    let harness = LaneHarness()
    var submitted = false
    harness.lane.addObserver { [weak harness] event in
      guard event.phase == .started, !submitted else { return }
      submitted = true
      harness?.submit("from observer")
    }
    harness.submit("A")
    #expect(harness.started == ["A"])
    #expect(harness.lane.pendingCount == 1)
    harness.runToEnd()
  }

  @Test func tenThousandChainedRequestsAllCompleteWithoutRecursion() {
    let harness = LaneHarness()
    let total = 10_000
    var completed = 0
    var maximumDepth = 0
    var depth = 0
    var stackAddresses: [UInt] = []
    func chain(_ index: Int) {
      harness.lane.submit(
        TransitionRequest(kind: .push, label: "chain \(index)") { transition in
          depth += 1
          maximumDepth = max(maximumDepth, depth)
          var marker = 0
          stackAddresses.append(withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) })
          transition.finish(.completed)
          depth -= 1
        }
      ) { outcome in
        if outcome == .completed { completed += 1 }
        if index + 1 < total { chain(index + 1) }
      }
    }
    chain(0)
    #expect(maximumDepth == 1)
    #expect(harness.clock.runUntilIdle())
    #expect(completed == total)
    #expect(maximumDepth == 1, "each request starts from the scheduler, never nested")
    // Every request after the first starts from the same scheduler frame: no stack growth.
    let later = stackAddresses.dropFirst()
    #expect(later.count == total - 1)
    #expect((later.max() ?? 0) - (later.min() ?? 0) < 4_096)
    #expect(harness.lane.pendingCount == 0)
    #expect(harness.lane.current == nil)
  }
}
