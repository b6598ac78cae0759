import Testing

@testable import BatonLab

/// The storm's real-app figures (issue 22): a custom back button tapped twice over-pops with
/// the classic approaches, never with Baton.
@MainActor
@Suite struct StormRealAppTests {
  private func storm(_ strategy: StrategyName, _ profile: LabProfile) -> StormMetrics {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 5,
      actions: 5_000
    )
    return StormRunner.run(configuration, trace: &trace).metrics
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func plainUIKitOverPopsAndBatonDoesNot(profile: LabProfile) {
    #expect(storm(.raw, profile).realApp.overPops > 0)
    #expect(storm(.baton, profile).realApp.overPops == 0)
  }

  @Test func theFiguresMergeAcrossShards() {
    var total = RealAppFigures(distinctDestinationsDropped: 1, overPops: 2, heldLinksLost: 3)
    total.merge(RealAppFigures(distinctDestinationsDropped: 10, overPops: 20, heldLinksLost: 30))
    #expect(
      total == RealAppFigures(distinctDestinationsDropped: 11, overPops: 22, heldLinksLost: 33)
    )
  }
}
