import Testing

@testable import BatonLab

/// The storm's sign-in SDK (`--third-party`): its sheet, presented as a launch link's window
/// shows, takes away the link's pages of an app that shows them from the top once the window
/// shows, never those of Baton's app or the guard's, which ask for them at launch.
@MainActor
@Suite struct StormForeignSignInTests {
  private func storm(_ strategy: StrategyName, _ profile: LabProfile) -> StormMetrics {
    var trace: LabTrace?
    var configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 1,
      actions: 3_000
    )
    configuration.thirdParty = true
    return StormRunner.run(configuration, trace: &trace).metrics
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func plainUIKitLosesLinksInTheSDKsSheetAndBatonAndTheGuardDoNot(profile: LabProfile) {
    #expect(storm(.raw, profile).realApp.linksLostInForeignPresentations > 0)
    #expect(storm(.baton, profile).realApp.linksLostInForeignPresentations == 0)
    #expect(storm(.guard, profile).realApp.linksLostInForeignPresentations == 0)
  }

  @Test func withoutTheSDKNothingIsCounted() {
    var trace: LabTrace?
    let configuration = StormConfiguration(
      strategy: .raw,
      profile: .legacy,
      seed: 1,
      actions: 3_000
    )
    let metrics = StormRunner.run(configuration, trace: &trace).metrics
    #expect(metrics.realApp.linksLostInForeignPresentations == 0)
  }
}
