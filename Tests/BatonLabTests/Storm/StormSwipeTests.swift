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

  /// The fluid storm with UIKit's unverified yielding to scroll views switched (A7's world
  /// assumption `scrollViewPanTakesContentSwipe`).
  private func fluidStorm(
    _ strategy: StrategyName,
    scrollViewPanTakesSwipe: Bool,
    actions: Int
  ) -> SwipeFigures {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: .fluid,
      seed: 5,
      actions: actions
    )
    let shards = StormShard.split(configuration)
    return StormRunner.run(
      shards[0],
      of: configuration,
      trace: &trace,
      watchLife: { app in
        app.world.assumptions.swipeBack.scrollViewPanTakesContentSwipe = scrollViewPanTakesSwipe
      }
    ).swipes
  }

  @Test(arguments: [false, true])
  func batonHasNoScrollConflictsWhetherOrNotUIKitYieldsToScrollViews(yields: Bool) {
    // Long enough for mid-screen swipes on a carousel at its leading page, which die unless
    // the carousel's pan waits for the content swipe.
    let swipes = fluidStorm(.baton, scrollViewPanTakesSwipe: yields, actions: 30_000)
    #expect(swipes.began > 50)
    #expect(swipes.deadSwipes == 0)
    #expect(swipes.scrollConflicts == 0)
  }

  @Test func plainUIKitPopsFromACarouselOnlyWhenItDoesNotYieldToScrollViews() {
    // Plain UIKit's mid-screen pops from a carousel are rare (its delegate refuses the content
    // swipe on many of the storm's pages): a longer storm.
    #expect(fluidStorm(.raw, scrollViewPanTakesSwipe: false, actions: 30_000).scrollConflicts > 0)
    #expect(fluidStorm(.raw, scrollViewPanTakesSwipe: true, actions: 30_000).scrollConflicts == 0)
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
