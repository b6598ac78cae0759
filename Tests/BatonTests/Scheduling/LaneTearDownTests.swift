import Baton
import Testing

/// Tearing a lane down: everything ends windowGone, later signals are ignored, never a trap.
@MainActor
@Suite(.endsQuiescent) struct LaneTearDownTests {
  @Test func laterSubmitsAreDroppedWindowGone() {
    let harness = LaneHarness()
    harness.lane.tearDown()
    #expect(harness.submit("A").outcome == .dropped(.windowGone))
    #expect(harness.phases("A") == [.requested, .finished(.dropped(.windowGone))])
  }

  @Test func aLateSignalFromTheOldTransitionIsIgnoredAndReported() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.lane.tearDown()
    harness.finish("A")
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.recorder.codes == [.completionSignalWhileNotRunning])
    #expect(harness.clock.isIdle, "the watchdog was disarmed")
  }

  @Test func tearingDownTwiceDoesNothingMore() {
    let harness = LaneHarness()
    harness.submit("A")
    harness.lane.tearDown()
    harness.lane.tearDown()
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
  }

  @Test func aHandlerSubmittingDuringTeardownGetsWindowGoneToo() {
    let harness = LaneHarness()
    harness.submit("A", then: { _ in harness.submit("retry") })
    harness.lane.tearDown()
    #expect(harness.outcome("retry") == .dropped(.windowGone))
  }

  /// The in-flight request's handler cancels a request still pending. It ends
  /// `cancelled`, once; the teardown used to deliver `windowGone` to it afterwards and trap
  /// ("ended twice").
  @Test func aHandlerCancellingAPendingRequestDuringTeardownEndsItOnce() {
    let harness = LaneHarness()
    let victim = Box<TransitionTicket?>(nil)
    harness.submit("A", then: { _ in victim.value?.cancel() })
    harness.submit("B")
    victim.value = harness.submit("C")
    harness.lane.tearDown()
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["B"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["C"] == [.cancelled])
    let ends = harness.events.compactMap { event -> String? in
      guard case .finished = event.phase else { return nil }
      return event.label
    }
    #expect(ends == ["A", "C", "B"])
  }

  /// The same from a lane observer, as BatonUIKit's pop-ups do (the window's end cancels the
  /// pop-up show still waiting in the lane).
  @Test func anObserverCancellingAPendingRequestDuringTeardownEndsItOnce() {
    let harness = LaneHarness()
    harness.submit("A")
    let show = harness.submit("show", kind: .popupShow)
    harness.lane.addObserver { event in
      if event.label == "A", event.phase == .finished(.dropped(.windowGone)) { show.cancel() }
    }
    harness.lane.tearDown()
    #expect(harness.outcomes["A"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["show"] == [.cancelled])
  }

  /// A pending request's handler cancels the next one, tears down again and submits: each
  /// ends once, and the later submission ends `windowGone` at once.
  @Test func pendingRequestsHandlersMayCancelTearDownAndSubmit() {
    let harness = LaneHarness()
    let next = Box<TransitionTicket?>(nil)
    harness.submit("A")
    harness.submit(
      "B",
      then: { _ in
        next.value?.cancel()
        harness.lane.tearDown()
        harness.submit("late")
      }
    )
    next.value = harness.submit("C")
    harness.submit("D")
    harness.lane.tearDown()
    #expect(harness.outcomes["C"] == [.cancelled])
    #expect(harness.outcomes["D"] == [.dropped(.windowGone)])
    #expect(harness.outcomes["late"] == [.dropped(.windowGone)])
  }

  @Test func aSuspendedLaneCanBeTornDown() {
    let harness = LaneHarness(isSuspended: true)
    harness.submit("A")
    harness.lane.tearDown()
    #expect(harness.outcome("A") == .dropped(.windowGone))
    #expect(!harness.lane.isSuspended)
    harness.lane.resume()
    harness.clock.runUntilIdle()
    #expect(harness.started.isEmpty)
  }
}
