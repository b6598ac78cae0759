import Baton
import Testing

final class DuplicateTestScreen {}
final class DuplicateTestOtherScreen {}
final class DuplicateTestStack {}

/// Duplicate suppression against the in-flight and pending requests.
@MainActor
@Suite(.endsQuiescent) struct LaneDuplicateTests {
  // Keep every screen alive: a freed object's identifier may be reused.
  let screen = DuplicateTestScreen()
  let sameTypeScreen = DuplicateTestScreen()
  let thirdScreen = DuplicateTestScreen()
  let otherTypeScreen = DuplicateTestOtherScreen()
  let stack = DuplicateTestStack()
  let otherStack = DuplicateTestStack()

  func identity(_ instance: AnyObject, on container: AnyObject) -> TransitionIdentity {
    TransitionIdentity(
      instance: ObjectIdentifier(instance),
      screenType: ObjectIdentifier(type(of: instance)),
      container: ObjectIdentifier(container)
    )
  }

  @Test func theSameInstanceInFlightIsADuplicate() {
    let harness = LaneHarness()
    harness.submit("A", identity: identity(screen, on: stack))
    let twice = harness.submit("A again", identity: identity(screen, on: otherStack))
    #expect(twice.outcome == .dropped(.duplicate))
    harness.runToEnd()
  }

  @Test func theSameInstancePendingIsADuplicateEvenWithScreenTypesAllowed() {
    let harness = LaneHarness(configuration: .init(suppressesSameDestination: false))
    harness.submit("blocker")
    harness.submit("A", identity: TransitionIdentity(instance: ObjectIdentifier(screen)))
    let twice = harness.submit(
      "A again",
      identity: TransitionIdentity(instance: ObjectIdentifier(screen))
    )
    #expect(twice.outcome == .dropped(.duplicate))
    #expect(harness.lane.pendingCount == 1)
    harness.runToEnd()
  }

  @Test func theSameScreenTypeOntoTheSameStackIsADuplicateByDefault() {
    let harness = LaneHarness()
    harness.submit("A", identity: identity(screen, on: stack))
    #expect(
      harness.submit("B", identity: identity(sameTypeScreen, on: stack)).outcome
        == .dropped(.duplicate)
    )
    harness.runToEnd()
  }

  @Test func theSameScreenTypeOntoAnotherStackOrAnotherTypeIsNotADuplicate() {
    let harness = LaneHarness()
    harness.submit("A", identity: identity(screen, on: stack))
    #expect(
      harness.submit("B", identity: identity(sameTypeScreen, on: otherStack)).state == .pending
    )
    #expect(harness.submit("C", identity: identity(otherTypeScreen, on: stack)).state == .pending)
    harness.runToEnd()
  }

  @Test func sameScreenTypeSuppressionCanBeTurnedOff() {
    let harness = LaneHarness(configuration: .init(suppressesSameDestination: false))
    harness.submit("A", identity: identity(screen, on: stack))
    #expect(harness.submit("B", identity: identity(sameTypeScreen, on: stack)).state == .pending)
    harness.runToEnd()
  }

  @Test func nilPartsNeverMatch() {
    let harness = LaneHarness()
    harness.submit("A", identity: TransitionIdentity())
    harness.submit("B", identity: TransitionIdentity())
    harness.submit(
      "C",
      identity: TransitionIdentity(screenType: ObjectIdentifier(DuplicateTestScreen.self))
    )
    harness.submit(
      "D",
      identity: TransitionIdentity(screenType: ObjectIdentifier(DuplicateTestScreen.self))
    )
    #expect(harness.lane.pendingCount == 3)
    harness.runToEnd()
  }

  @Test func aFinishedOrCancelledRequestNoLongerCounts() {
    let harness = LaneHarness()
    let pushA = identity(screen, on: stack)
    harness.submit("A", identity: pushA)
    let pending = harness.submit("pending", identity: identity(sameTypeScreen, on: otherStack))
    pending.cancel()
    #expect(
      harness.submit("again on other", identity: identity(thirdScreen, on: otherStack)).state
        == .pending
    )
    harness.finish("A")
    #expect(harness.submit("A later", identity: pushA).state == .pending)
    harness.runToEnd()
  }

  @Test func duplicatesAreCheckedWhenSubmittedNotAgainAtStart() {
    let harness = LaneHarness()
    harness.submit("A", identity: identity(screen, on: stack))
    harness.finish("A")
    // Submitted while A settles: A no longer counts, so B is accepted and later starts.
    harness.submit("B", identity: identity(screen, on: stack))
    harness.clock.runDueWork()
    #expect(harness.started == ["A", "B"])
    harness.runToEnd()
  }
}
