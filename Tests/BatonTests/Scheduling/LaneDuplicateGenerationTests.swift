import Baton
import Testing

/// A request that removes screens starts a new duplicate generation,
/// so a push queued after it is not compared with the push it will undo.
@MainActor
@Suite(.endsQuiescent) struct LaneDuplicateGenerationTests {
  let screen = DuplicateTestScreen()
  let sameTypeScreen = DuplicateTestScreen()
  let stack = DuplicateTestStack()

  func identity(_ instance: AnyObject) -> TransitionIdentity {
    TransitionIdentity(
      instance: ObjectIdentifier(instance),
      screenType: ObjectIdentifier(type(of: instance)),
      container: ObjectIdentifier(stack)
    )
  }

  @Test(arguments: [
    TransitionKind.pop, .popTo, .popToRoot, .setViewControllers, .dismiss, .removeAll,
  ])
  func aPushQueuedAfterARemovalIsNotADuplicateOfThePushBeforeIt(removal: TransitionKind) {
    let harness = LaneHarness()
    harness.submit("user's push", identity: identity(screen))
    harness.submit("deep link's \(removal)", kind: removal)
    let linkPush = harness.submit("deep link's push", identity: identity(sameTypeScreen))
    #expect(linkPush.state == .pending)
    #expect(harness.lane.pendingCount == 2)
    harness.runToEnd()
  }

  @Test func aSecondPushAfterTheRemovalIsStillADuplicateOfTheFirstAfterIt() {
    let harness = LaneHarness()
    harness.submit("user's push", identity: identity(screen))
    harness.submit("pop", kind: .pop)
    harness.submit("push after the pop", identity: identity(sameTypeScreen))
    let third = harness.submit("double tap", identity: identity(DuplicateTestScreen()))
    #expect(third.outcome == .dropped(.duplicate))
    harness.runToEnd()
  }

  @Test func theSameInstanceStaysADuplicateAcrossGenerations() {
    let harness = LaneHarness()
    harness.submit("push", identity: identity(screen))
    harness.submit("pop", kind: .pop)
    #expect(
      harness.submit("push again", identity: identity(screen)).outcome == .dropped(.duplicate)
    )
    harness.runToEnd()
  }

  @Test func pushesAndPresentationsDoNotStartAGeneration() {
    #expect(!TransitionKind.push.removesScreens)
    #expect(!TransitionKind.present.removesScreens)
    #expect(TransitionKind.interactivePop.removesScreens)
    let harness = LaneHarness()
    harness.submit("push", identity: identity(screen))
    harness.submit("present", kind: .present)
    let again = harness.submit("push same type", identity: identity(sameTypeScreen))
    #expect(again.outcome == .dropped(.duplicate))
    harness.runToEnd()
  }

  @Test func registrationsOfEarlierGenerationsAreReleasedWhenTheirRequestsEnd() {
    let harness = LaneHarness()
    harness.submit("first push", identity: identity(screen))
    harness.submit("pop", kind: .pop)
    harness.submit("second push", identity: identity(sameTypeScreen))
    for label in ["first push", "pop", "second push"] {
      harness.finish(label)
      harness.clock.runDueWork()
    }
    let fresh = harness.submit("push once more", identity: identity(screen))
    #expect(fresh.state == .running)
    harness.runToEnd()
  }
}
