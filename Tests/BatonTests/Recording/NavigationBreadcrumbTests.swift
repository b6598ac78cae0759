import Baton
import BatonTesting
import Foundation
import Testing

/// One neutral navigation event per request phase, made from the recorder's
/// events, with the screens the labels name and the drops' reasons.
@MainActor
@Suite(.endsQuiescent) struct NavigationBreadcrumbTests {
  private static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

  /// A recorder fed by hand, whose breadcrumbs land in the returned box.
  private func recorder(
    includingRouteValues: Bool = false
  ) -> (FlightRecorder, Box<[NavigationBreadcrumb]>) {
    let recorder = FlightRecorder(name: "main") { 0 }
    var tick = 0.0
    recorder.wallClock = {
      tick += 1
      return Self.epoch.addingTimeInterval(tick)
    }
    let crumbs = Box<[NavigationBreadcrumb]>([])
    recorder.sendBreadcrumbs(includingRouteValues: includingRouteValues) { crumbs.value.append($0) }
    return (recorder, crumbs)
  }

  @Test func aPushMakesOneBreadcrumbPerPhaseWithItsScreens() {
    let (recorder, crumbs) = recorder()
    let id = RequestID(rawValue: 7)
    recorder.record(.requested(id, .push, label: "push ProductScreen"))
    recorder.record(.queued(id))
    recorder.record(.started(id, preempting: nil))
    recorder.record(.finished(id, .completed))
    #expect(crumbs.value.map(\.phase) == [.requested, .started, .completed])
    #expect(crumbs.value.map(\.sequence) == [1, 2, 3])
    #expect(crumbs.value.map(\.wallTime) == [1, 2, 3].map { Self.epoch.addingTimeInterval($0) })
    let done = crumbs.value[2]
    #expect(done.window == "main")
    #expect(done.requestID == id)
    #expect(done.operation == "push")
    #expect(done.from == nil)
    #expect(done.to == "ProductScreen")
    #expect(done.reason == nil)
  }

  @Test func theNextRequestLeavesTheScreenTheLastCompletedOneReached() {
    let (recorder, crumbs) = recorder()
    let push = RequestID(rawValue: 1)
    let present = RequestID(rawValue: 2)
    let dismiss = RequestID(rawValue: 3)
    let pop = RequestID(rawValue: 4)
    recorder.record(.requested(push, .push, label: "push ProductScreen"))
    recorder.record(.finished(push, .completed))
    recorder.record(.requested(present, .present, label: "present LoginScreen"))
    recorder.record(.finished(present, .completed))
    recorder.record(.requested(dismiss, .dismiss, label: "dismiss from LoginScreen"))
    recorder.record(.finished(dismiss, .completed))
    recorder.record(.requested(pop, .pop, label: "pop"))
    let ends = crumbs.value.filter { $0.phase == .requested }.map {
      "\($0.from ?? "?")>\($0.to ?? "?")"
    }
    #expect(ends == ["?>ProductScreen", "ProductScreen>LoginScreen", "LoginScreen>?", "?>?"])
  }

  @Test(
    arguments: [
      (TransitionOutcome.dropped(.duplicate), NavigationBreadcrumb.Phase.dropped, "duplicate"),
      (.dropped(.sourceGone), .dropped, "sourceGone"),
      (.dropped(.invalid(.atRoot)), .dropped, "invalid"),
      (.timedOut, .timedOut, nil),
      (.cancelled, .cancelled, nil),
    ] as [(TransitionOutcome, NavigationBreadcrumb.Phase, String?)]
  )
  func eachOutcomeIsAPhaseWithItsReason(
    outcome: TransitionOutcome,
    phase: NavigationBreadcrumb.Phase,
    reason: String?
  ) {
    let (recorder, crumbs) = recorder()
    let id = RequestID(rawValue: 3)
    recorder.record(.requested(id, .pop, label: "back-button pop"))
    recorder.record(.finished(id, outcome))
    #expect(crumbs.value.last?.phase == phase)
    #expect(crumbs.value.last?.reason == reason)
    #expect(crumbs.value.last?.operation == "pop")
  }

  @Test func aPreemptingStartNamesTheRequestItPreempts() {
    let (recorder, crumbs) = recorder()
    let swipe = RequestID(rawValue: 9)
    recorder.record(.requested(swipe, .interactivePop, label: "interactive pop"))
    recorder.record(.started(swipe, preempting: RequestID(rawValue: 8)))
    #expect(crumbs.value.last?.reason == "preempting 8")
  }

  @Test func aDeepLinksValuesAreLeftOutUnlessAskedFor() {
    let (redacted, hidden) = recorder()
    redacted.record(.routed(pattern: "/product/:id", values: ["42"]))
    redacted.record(.routeFailed("noMatch"))
    #expect(hidden.value.map(\.to) == ["/product/:id", nil])
    #expect(hidden.value.map(\.phase) == [.requested, .dropped])
    #expect(hidden.value.map(\.reason) == [nil, "noMatch"])
    #expect(hidden.value.allSatisfy { $0.operation == "route" && $0.requestID == nil })
    let (shown, crumbs) = recorder(includingRouteValues: true)
    shown.record(.routed(pattern: "/product/:id", values: ["42"]))
    #expect(crumbs.value.map(\.to) == ["/product/:id [42]"])
  }

  @Test func notesPoliciesAndDiagnosticsMakeNoBreadcrumb() {
    let (recorder, crumbs) = recorder()
    recorder.record(.note("checkout"))
    recorder.record(.lifecycle("background"))
    recorder.record(.policy(RequestID(rawValue: 1), .dropIfBusy))
    recorder.record(.diagnostic(.watchdogExpired, nil))
    recorder.record(.finished(RequestID(rawValue: 99), .completed))
    #expect(crumbs.value.isEmpty)
  }

  @Test func aLanesDropAtItsTurnIsADroppedBreadcrumbOnItsRequest() {
    let harness = LaneHarness()
    let recorder = FlightRecorder(lane: harness.lane)
    let crumbs = Box<[NavigationBreadcrumb]>([])
    recorder.sendBreadcrumbs { crumbs.value.append($0) }
    let push = harness.submit("push Detail")
    let pop = harness.submit("pop Detail", kind: .pop, validate: { .sourceGone })
    harness.runToEnd()
    recorder.stop()
    #expect(pop.outcome == .dropped(.sourceGone))
    let steps = crumbs.value.map { "\($0.requestID == push.id ? "push" : "pop") \($0.phase)" }
    #expect(
      steps.filter { $0.hasPrefix("push") } == ["push requested", "push started", "push completed"]
    )
    #expect(steps.last == "pop dropped")
    #expect(crumbs.value.last?.reason == "sourceGone")
    #expect(crumbs.value.last?.from == "Detail")
  }
}
