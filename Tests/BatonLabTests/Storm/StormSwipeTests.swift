import Testing

@testable import BatonLab

/// The storm's swipe-back figures (issue 13): plain UIKit shows dead swipes and root freezes,
/// the replaced-delegate recipe swipes during transitions, Baton shows none of them.
@MainActor
@Suite struct StormSwipeTests {
  private func storm(_ strategy: StrategyName, _ profile: LabProfile) -> SwipeFigures {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 5,
      actions: 5_000
    )
    return StormRunner.run(configuration, trace: &trace).metrics.swipes
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func plainUIKitShowsDeadSwipesAndRootFreezes(profile: LabProfile) {
    let swipes = storm(.raw, profile)
    #expect(swipes.attempts > 100)
    #expect(swipes.deadSwipes > 0)
    #expect(swipes.rootSwipeFreezes > 0)
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func theReplacedDelegateSwipesDuringTransitions(profile: LabProfile) {
    let swipes = storm(.replaceDelegate, profile)
    #expect(swipes.swipesDuringTransitions > 0)
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func batonShowsNoneOfThem(profile: LabProfile) {
    let swipes = storm(.baton, profile)
    #expect(swipes.began > 50)
    #expect(swipes.deadSwipes == 0)
    #expect(swipes.rootSwipeFreezes == 0)
    #expect(swipes.swipesDuringTransitions == 0)
    #expect(swipes.scrollConflicts == 0)
  }
}
