import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The storm's real-app figures: a custom back button tapped twice over-pops with
/// the classic approaches, never with Baton; Baton drops no product page for another of the
/// same class.
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

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func batonDropsNoDistinctDestination(profile: LabProfile) {
    let metrics = storm(.baton, profile)
    #expect(metrics.realApp.distinctDestinationsDropped == 0)
    #expect(metrics.duplicateScreens == 0)
    #expect(metrics.lostIntents == 0)
  }

  @Test func theDropWatchTellsADistinctDestinationFromADuplicate() {
    let probe = LabProbe()
    let watch = DuplicateDropWatch()
    let stack = UINavigationController()
    let three = ProductScreen(productID: 3, serial: 1, tab: 0, life: 0, probe: probe)
    let threeAgain = ProductScreen(productID: 3, serial: 2, tab: 0, life: 0, probe: probe)
    let fortyTwo = ProductScreen(productID: 42, serial: 3, tab: 0, life: 0, probe: probe)
    let first = watch.requested(three, onto: stack)
    let again = watch.requested(threeAgain, onto: stack)
    let other = watch.requested(fortyTwo, onto: stack)
    #expect(!watch.ended(again, wasDuplicate: true, top: nil))
    #expect(watch.ended(other, wasDuplicate: true, top: nil))
    #expect(!watch.ended(first, wasDuplicate: false, top: nil))
    // Product 3 on top already: a push of it dropped as a duplicate is right.
    let late = watch.requested(threeAgain, onto: stack)
    #expect(!watch.ended(late, wasDuplicate: true, top: three))
  }

  @Test func plainUIKitLosesHeldLinksAndBatonDoesNot() {
    #expect(storm(.raw, .deferring).realApp.heldLinksLost > 0)
    #expect(storm(.baton, .deferring).realApp.heldLinksLost == 0)
  }

  @Test func aHeldLinkIsLostOnlyWhenDueAndNeverShown() {
    let probe = LabProbe()
    let page = ProductScreen(productID: 99, serial: 1, tab: 1, life: 0, probe: probe)
    var watch = HeldLinkWatch()
    watch.held(page.shownContent)
    watch.lifeEnded { _ in false }
    #expect(watch.lost == 0, "the user never signed in")
    watch.held(page.shownContent)
    watch.signedIn()
    watch.screenAppeared(page)
    watch.lifeEnded { _ in false }
    #expect(watch.lost == 0, "its page appeared")
    watch.held(page.shownContent)
    watch.signedIn()
    watch.lifeEnded { _ in false }
    #expect(watch.lost == 1)
  }

  @Test func theFiguresMergeAcrossShards() {
    var total = RealAppFigures(distinctDestinationsDropped: 1, overPops: 2, heldLinksLost: 3)
    total.merge(RealAppFigures(distinctDestinationsDropped: 10, overPops: 20, heldLinksLost: 30))
    #expect(
      total == RealAppFigures(distinctDestinationsDropped: 11, overPops: 22, heldLinksLost: 33)
    )
  }
}
