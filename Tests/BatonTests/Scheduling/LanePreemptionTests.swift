import Testing

@testable import Baton

/// The user's interruption (iOS 26): `startPreempting` ends the request in flight `completed`,
/// exactly once, starts the user's request at once, and pending requests keep their order.
@MainActor
@Suite(.endsQuiescent) struct LanePreemptionTests {
  /// What the user does to the running transition.
  enum Interruption: String, CaseIterable, Sendable {
    case swipeFinished
    case swipeAbandoned
    case backTap

    var kind: TransitionKind { self == .backTap ? .pop : .interactivePop }
    var end: TransitionOutcome { self == .swipeAbandoned ? .cancelled : .completed }
  }

  nonisolated static let runningKinds: [TransitionKind] = [
    .push, .pop, .popTo, .popToRoot, .setViewControllers, .present, .dismiss, .removeAll,
    .interactivePop, .popupShow, .popupHide, .custom("flip"),
  ]

  @Test(arguments: runningKinds, Interruption.allCases)
  func theUserPreemptsAnyRunningTransitionAndPendingRequestsKeepTheirOrder(
    _ kind: TransitionKind,
    _ interruption: Interruption
  ) {
    let harness = LaneHarness()
    harness.submit("running", kind: kind)
    harness.submit("first")
    harness.submit("second")
    let user = harness.startPreempting("user", kind: interruption.kind)
    #expect(harness.outcome("running") == .completed)
    #expect(harness.started == ["running", "user"])
    #expect(user.outcome == nil)
    // The preempted transition's own signal comes while the user's pop runs: the same end.
    harness.finish("running")
    #expect(harness.outcomes["running"] == [.completed])
    #expect(harness.recorder.diagnostics.isEmpty)
    harness.clock.runDueWork()
    #expect(harness.started == ["running", "user"], "pending requests wait for the user's pop")
    harness.finish("user", interruption.end)
    #expect(harness.outcome("user") == interruption.end)
    harness.clock.runDueWork()
    #expect(harness.started == ["running", "user", "first"])
    harness.finish("first")
    harness.clock.runDueWork()
    #expect(harness.started == ["running", "user", "first", "second"])
    harness.runToEnd()
  }

  @Test func aReleasedSwipeGoingBackEndsCancelledWhenPreempted() {
    let harness = LaneHarness()
    harness.submit("released swipe", kind: .interactivePop)
    harness.submit("waiting")
    let user = harness.startPreempting("user", inFlightIsCancelling: true)
    #expect(harness.outcomes["released swipe"] == [.cancelled])
    #expect(harness.started == ["released swipe", "user"])
    #expect(user.outcome == nil)
    harness.finish("released swipe", .cancelled)
    #expect(harness.outcomes["released swipe"] == [.cancelled])
    harness.finish("user")
    harness.clock.runDueWork()
    #expect(harness.started == ["released swipe", "user", "waiting"])
    harness.finish("waiting")
    harness.runToEnd()
  }

  @Test func eventsShowThePreemptionInOrder() {
    let harness = LaneHarness()
    let running = harness.submit("running")
    let user = harness.startPreempting("user")
    let tail = harness.events.suffix(3).map {
      "\($0.label) \($0.phase) \(String(describing: $0.preemption))"
    }
    #expect(
      tail == [
        "user requested nil",
        "running finished(Baton.TransitionOutcome.completed) "
          + "Optional(Baton.LaneEvent.Preemption.preempted(by: \(user.id)))",
        "user started Optional(Baton.LaneEvent.Preemption.preempting(\(running.id)))",
      ]
    )
    harness.runToEnd()
  }

  @Test func aPreemptedTransitionThatNeverSignalsStillEndsOnce() {
    let harness = LaneHarness()
    harness.submit("running")
    harness.startPreempting("user")
    harness.finish("user")
    harness.runToEnd()
    #expect(harness.outcomes["running"] == [.completed])
    #expect(harness.recorder.diagnostics.isEmpty, "no watchdog for the preempted transition")
  }

  @Test func aSecondSignalAfterThePreemptionIsStillIgnoredQuietly() {
    let harness = LaneHarness()
    harness.submit("running")
    harness.startPreempting("user")
    harness.finish("running", .cancelled)
    harness.finish("running")
    #expect(harness.outcomes["running"] == [.completed])
    harness.runToEnd()
  }

  @Test func withNothingInFlightItStartsLikeStartImmediately() {
    let harness = LaneHarness(isSuspended: true)
    harness.submit("queued")
    harness.startPreempting("user")
    #expect(harness.started == ["user"])
    #expect(harness.events.allSatisfy { $0.preemption == nil })
    harness.finish("user")
    harness.lane.resume()
    harness.runToEnd()
    #expect(harness.started == ["user", "queued"])
  }

  @Test func aTornDownLaneDropsItWindowGone() {
    let harness = LaneHarness()
    harness.lane.tearDown()
    #expect(harness.startPreempting("user").outcome == .dropped(.windowGone))
  }

  @Test func aBlockingPopupPreemptsNothingAndDropsTheUserBusy() {
    let harness = LaneHarness()
    let gate = HoldingGate(clock: harness.clock)
    harness.submit("popup", kind: .popupShow)
    harness.lane.gate = gate
    #expect(harness.startPreempting("user").outcome == .dropped(.busy))
    #expect(harness.outcome("popup") == nil)
    harness.lane.gate = nil
    harness.runToEnd()
    #expect(harness.outcome("popup") == .completed)
  }

  @Test func theUserStillRunsTheStartTimeChecks() {
    let harness = LaneHarness()
    harness.submit("running")
    #expect(
      harness.startPreempting("user", isSourceAlive: { false }).outcome == .dropped(.sourceGone)
    )
    #expect(harness.outcome("running") == .completed)
    harness.runToEnd()
  }

  @Test func aRequestTheOutcomeHandlerSubmitsWaitsForTheUsersPop() {
    let harness = LaneHarness()
    harness.submit("running", then: { _ in harness.submit("follow-up") })
    harness.submit("pending")
    harness.startPreempting("user")
    harness.clock.runDueWork()
    #expect(harness.started == ["running", "user"])
    harness.finish("user")
    harness.runToEnd()
    #expect(harness.started == ["running", "user", "pending", "follow-up"])
  }
}
