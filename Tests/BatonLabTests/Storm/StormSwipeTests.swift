import Testing

@testable import BatonLab

/// The storm's swipe-back figures: plain UIKit shows dead swipes and root freezes,
/// the replaced-delegate recipe swipes during transitions, Baton shows none of them.
@MainActor
@Suite struct StormSwipeTests {
  private func storm(
    _ strategy: StrategyName,
    _ profile: LabProfile,
    seed: UInt64 = 5,
    actions: Int = 5_000
  ) -> SwipeFigures {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions
    )
    return StormRunner.run(configuration, trace: &trace).metrics.swipes
  }

  /// A fluid storm of `actions` actions (A7: UIKit's own leading-edge rule decides which
  /// scroll view's pan waits for the content swipe).
  private func fluidStorm(_ strategy: StrategyName, actions: Int) -> SwipeFigures {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: .fluid,
      seed: 5,
      actions: actions
    )
    let shards = StormShard.split(configuration)
    return StormRunner.run(shards[0], of: configuration, trace: &trace).swipes
  }

  @Test func batonHasNoScrollConflicts() {
    // Long enough for mid-screen swipes on a carousel at its leading page.
    let swipes = fluidStorm(.baton, actions: 30_000)
    #expect(swipes.began > 50)
    #expect(swipes.deadSwipes == 0)
    #expect(swipes.scrollDelays == 0)
    #expect(swipes.scrollConflicts == 0)
  }

  @Test func plainUIKitNeverPopsFromACarouselAwayFromItsLeadingEdge() {
    // UIKit's own rule: away from its leading edge the carousel's pan need not wait, so it
    // scrolls and the content swipe never begins.
    #expect(fluidStorm(.raw, actions: 30_000).scrollConflicts == 0)
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func plainUIKitShowsDeadSwipesAndRootFreezes(profile: LabProfile) {
    // A swipe at a root is rare (the user is mostly deeper): a longer storm sees a few.
    let swipes = storm(.raw, profile, seed: 4, actions: 10_000)
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
    // On iOS 7–8 the second tab's page animations take UIKit's edge swipe from that whole
    // stack (its delegate implements the animator method), and Baton's with it: fewer begin.
    #expect(swipes.began > (profile == .legacy ? 30 : 50))
    #expect(swipes.deadSwipes == 0)
    #expect(swipes.rootSwipeFreezes == 0)
    #expect(swipes.swipesDuringTransitions == 0)
    #expect(swipes.scrollConflicts == 0)
    #expect(swipes.edgeSwipesLost == 0)
    #expect(swipes.swipesAllowedThatUIKitRefuses == 0)
    #expect(swipes.userInterruptionsRefused == 0)
    #expect(swipes.scrollDelays == 0)
  }

  /// The recipe that replaces UIKit's delegate loses the edge's priority (carousels
  /// and swipe actions take it) and lets swipes begin that UIKit refuses on purpose.
  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func theReplacedDelegateLosesEdgeSwipesAndBypassesUIKitsRefusals(profile: LabProfile) {
    let swipes = storm(.replaceDelegate, profile)
    #expect(swipes.edgeSwipesLost > 0)
    #expect(swipes.swipesAllowedThatUIKitRefuses > 0)
  }

  /// On iOS 26, a navigation controller that guards its own calls with a flag
  /// refuses the user's interruptions; before iOS 26 there are none to refuse.
  @Test func aSwitchingFlagRefusesInterruptionsOnlyOnIOS26() {
    #expect(storm(.switchingFlag, .fluid).userInterruptionsRefused > 0)
    #expect(storm(.switchingFlag, .deferring).userInterruptionsRefused == 0)
  }
}
