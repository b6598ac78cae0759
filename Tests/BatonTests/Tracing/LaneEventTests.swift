import Baton
import BatonTesting
import Testing

/// Events with scheduler timestamps, to any number of observers.
@MainActor
@Suite(.endsQuiescent) struct LaneEventTests {
  @Test func everyPhaseIsReportedWithTheSchedulersTime() {
    let harness = LaneHarness()
    harness.clock.advance(by: 2)
    let first = harness.submit("A", kind: .present)
    harness.submit("B")
    harness.clock.advance(by: 0.5)
    harness.finish("A")
    harness.clock.runDueWork()
    let expected: [LaneEvent] = [
      LaneEvent(
        phase: .requested,
        requestID: first.id,
        kind: .present,
        label: "A",
        laneName: "test lane",
        time: 2,
        policy: .enqueue
      ),
      LaneEvent(
        phase: .started,
        requestID: first.id,
        kind: .present,
        label: "A",
        laneName: "test lane",
        time: 2
      ),
      LaneEvent(
        phase: .requested,
        requestID: RequestID(rawValue: 2),
        kind: .push,
        label: "B",
        laneName: "test lane",
        time: 2,
        policy: .enqueue
      ),
      LaneEvent(
        phase: .queued,
        requestID: RequestID(rawValue: 2),
        kind: .push,
        label: "B",
        laneName: "test lane",
        time: 2
      ),
      LaneEvent(
        phase: .finished(.completed),
        requestID: first.id,
        kind: .present,
        label: "A",
        laneName: "test lane",
        time: 2.5
      ),
      LaneEvent(
        phase: .started,
        requestID: RequestID(rawValue: 2),
        kind: .push,
        label: "B",
        laneName: "test lane",
        time: 2.5
      ),
    ]
    #expect(harness.events == expected)
    harness.runToEnd()
  }

  @Test func everyObserverSeesEveryEventAndCancellingRemovesOnlyOne() {
    let harness = LaneHarness()
    var first: [LaneEvent.Phase] = []
    var second: [LaneEvent.Phase] = []
    let observation = harness.lane.addObserver { first.append($0.phase) }
    harness.lane.addObserver { second.append($0.phase) }
    harness.submit("A")
    observation.cancel()
    #expect(observation.isCancelled)
    harness.finish("A")
    #expect(first == [.requested, .started])
    #expect(second == [.requested, .started, .finished(.completed)])
    #expect(harness.events.count == 3)
    harness.runToEnd()
  }

  @Test func anObserverMayCancelItselfWhileBeingNotified() {
    let harness = LaneHarness()
    var seen = 0
    var observation: ObservationToken?
    observation = harness.lane.addObserver { _ in
      seen += 1
      observation?.cancel()
    }
    harness.submit("A")
    harness.finish("A")
    #expect(seen == 1)
    harness.runToEnd()
  }

  @Test func theFinishedEventPrecedesTheOutcomeHandler() {
    let harness = LaneHarness()
    var order: [String] = []
    harness.lane.addObserver { event in
      if case .finished = event.phase { order.append("event") }
    }
    harness.lane.submit(harness.request("A")) { _ in order.append("handler") }
    harness.finish("A")
    #expect(order == ["event", "handler"])
    harness.runToEnd()
  }

  @Test func anObservedEventCanBeEditedLikeAnyOther() throws {
    let harness = LaneHarness()
    harness.clock.advance(by: 1)
    harness.submit("A", kind: .present)
    var event = try #require(harness.events.first)
    let made = LaneEvent(
      phase: .requested,
      requestID: event.requestID,
      kind: .present,
      label: "A",
      laneName: "test lane",
      time: 1,
      policy: .enqueue
    )
    #expect(event == made)
    #expect(String(describing: event) == String(describing: made))
    #expect(String(describing: event).contains("label: \"A\", laneName: \"test lane\""))
    event.label = "B"
    #expect(event.label == "B")
    #expect(event.kind == .present)
    #expect(event.laneName == "test lane")
    #expect(event != made)
    event.kind = .push
    event.laneName = "other lane"
    #expect(event.label == "B")
    #expect(event.kind == .push)
    #expect(event.laneName == "other lane")
    #expect(harness.events.first == made, "the recorded event is unchanged")
    harness.runToEnd()
  }

  @Test func anEventOutlivesItsLane() {
    var kept: [LaneEvent] = []
    do {
      let lane = Lane(name: "short-lived", scheduler: VirtualScheduler())
      lane.addObserver { kept.append($0) }
      lane.suspend()
      lane.submit(TransitionRequest(kind: .pop, label: "late") { _ in })
      lane.tearDown()
    }
    #expect(kept.map(\.phase) == [.requested, .queued, .finished(.dropped(.windowGone))])
    #expect(kept.allSatisfy { $0.laneName == "short-lived" && $0.label == "late" })
  }
}
