import Testing

@testable import BatonLab

/// Each swipe-back figure on a tiny hand-made storm whose answer is known.
@MainActor
@Suite struct SwipeFiguresTests {
  private let swipeBack = "swipe begin\nswipe progress 0.6\nswipe finish\nsettle"

  @Test func aRefusedSwipeUnderACustomBackButtonIsOneDeadSwipeWithPlainUIKit() throws {
    let script = "screens custom-back\ntap detail\nsettle\n" + swipeBack
    let (_, raw) = try tinyStorm(script, strategy: .raw)
    #expect(raw.swipes.deadSwipes == 1)
    #expect(raw.swipes.attempts == 1)
    #expect(raw.swipes.began == 0)
    let (_, baton) = try tinyStorm(script, strategy: .baton)
    #expect(baton.swipes.deadSwipes == 0)
    #expect(baton.swipes.began == 1)
    // The recipe's own delegate never asks UIKit's, so the swipe is back there too.
    let (_, replaced) = try tinyStorm(script, strategy: .replaceDelegate)
    #expect(replaced.swipes.deadSwipes == 0)
  }

  @Test(arguments: LabProfile.allCases)
  func aRefusedSwipeUnderAHiddenBarIsOneDeadSwipeWithPlainUIKit(profile: LabProfile) throws {
    let script = "screens hidden-bar\ntap detail\nsettle\n" + swipeBack
    let (_, raw) = try tinyStorm(script, strategy: .raw, profile: profile)
    #expect(raw.swipes.deadSwipes == 1)
    let (_, baton) = try tinyStorm(script, strategy: .baton, profile: profile)
    #expect(baton.swipes.deadSwipes == 0)
  }

  @Test func swipesTheAppDoesNotAllowAreNotDead() throws {
    // At the root, on an opted-out page, in the bar, while a push runs: refused, not dead.
    let (_, root) = try tinyStorm(swipeBack, strategy: .baton)
    let (_, optedOut) = try tinyStorm(
      "screens opted-out\ntap detail\nsettle\n" + swipeBack,
      strategy: .baton
    )
    let (_, inBar) = try tinyStorm(
      "tap detail\nsettle\nswipe begin nav-bar\nswipe finish\nsettle",
      strategy: .raw
    )
    let (_, duringPush) = try tinyStorm(
      "tap detail\nsettle\ntap comments\nwait 0.1\n" + swipeBack,
      strategy: .baton
    )
    for metrics in [root, optedOut, inBar, duringPush] {
      #expect(metrics.swipes.attempts == 1)
      #expect(metrics.swipes.began == 0)
      #expect(metrics.swipes.deadSwipes == 0)
    }
  }

  @Test(arguments: [StrategyName.raw, .replaceDelegate], ["app", "none"])
  func aSwipeAtTheRootUnderTheAppsOwnDelegateIsOneRootFreeze(
    strategy: StrategyName,
    delegate: String
  ) throws {
    let script = "gesture-delegate \(delegate)\nswipe begin\nswipe cancel\nsettle"
    let (_, metrics) = try tinyStorm(script, strategy: strategy)
    #expect(metrics.swipes.rootSwipeFreezes == 1)
    #expect(metrics.faults.byKind == ["F12": 1])
    let (_, baton) = try tinyStorm(script, strategy: .baton)
    #expect(baton.swipes.rootSwipeFreezes == 0)
    #expect(baton.swipes.began == 0)
    #expect(baton.faults.total == 0)
  }

  @Test func plainUIKitsOwnDelegateKeepsTheRootSafe() throws {
    let (_, metrics) = try tinyStorm("swipe begin\nswipe cancel\nsettle", strategy: .raw)
    #expect(metrics.swipes.rootSwipeFreezes == 0)
    #expect(metrics.swipes.began == 0)
  }

  @Test func aSwipeThatBeginsDuringAPushIsOneSwipeDuringATransition() throws {
    let script = "tap detail\nsettle\ntap comments\nwait 0.1\n" + swipeBack
    // The recipe's delegate answers only `viewControllers.count > 1`: the swipe begins (F13).
    let (_, replaced) = try tinyStorm(script, strategy: .replaceDelegate)
    #expect(replaced.swipes.swipesDuringTransitions == 1)
    #expect(replaced.faults.byKind["F13"] == 1)
    // UIKit's own delegate refuses during a transition after iOS 7, not on it.
    let (_, deferring) = try tinyStorm(script, strategy: .raw, profile: .deferring)
    #expect(deferring.swipes.swipesDuringTransitions == 0)
    let (_, legacy) = try tinyStorm(script, strategy: .raw, profile: .legacy)
    #expect(legacy.swipes.swipesDuringTransitions == 1)
    let (_, baton) = try tinyStorm(script, strategy: .baton, profile: .legacy)
    #expect(baton.swipes.swipesDuringTransitions == 0)
  }

  @Test func aMidScreenSwipeIsOnOfferOnlyWhereAGestureTakesIt() throws {
    let script = "screens custom-back\ntap detail\nsettle\nswipe mid-screen finish\nsettle"
    // Before iOS 26 nothing takes a mid-screen pan in a plain app: not a dead swipe.
    let (_, deferring) = try tinyStorm(script, strategy: .raw, profile: .deferring)
    #expect(deferring.swipes.attempts == 1)
    #expect(deferring.swipes.deadSwipes == 0)
    // Baton's full-screen swipe-back takes it.
    let (popped, batonDeferring) = try tinyStorm(
      script + "\nexpect stack list",
      strategy: .baton,
      profile: .deferring
    )
    #expect(popped == .passed(1))
    #expect(batonDeferring.swipes.began == 1)
    #expect(batonDeferring.lostIntents == 0)
    // iOS 26's content gesture shares UIKit's delegate, which refuses under a custom back button.
    let (_, fluid) = try tinyStorm(script, strategy: .raw, profile: .fluid)
    #expect(fluid.swipes.deadSwipes == 1)
    let (result, baton) = try tinyStorm(
      script + "\nexpect stack list",
      strategy: .baton,
      profile: .fluid
    )
    #expect(result == .passed(1))
    #expect(baton.swipes.deadSwipes == 0)
    #expect(baton.swipes.began == 1)
  }

  @Test func shardsAddTheirSwipeFigures() {
    var first = SwipeFigures()
    first.record(
      .init(allowed: true, began: false, atRoot: false, froze: false, duringTransition: false)
    )
    var second = SwipeFigures()
    second.record(
      .init(allowed: false, began: true, atRoot: true, froze: true, duringTransition: false)
    )
    second.record(
      .init(allowed: false, began: true, atRoot: false, froze: true, duringTransition: true)
    )
    second.record(
      .init(
        allowed: false,
        began: true,
        atRoot: false,
        froze: false,
        duringTransition: false,
        inScrollViewAwayFromLeadingEdge: true
      )
    )
    first.merge(second)
    #expect(first.attempts == 4)
    #expect(first.began == 3)
    #expect(first.deadSwipes == 1)
    #expect(first.rootSwipeFreezes == 1)
    #expect(first.swipesDuringTransitions == 1)
    #expect(first.scrollConflicts == 1)
  }

  private let scrolledCarousel = "screens scroll-view\ntap detail\nsettle\nscroll away\n"

  @Test(arguments: [LabProfile.legacy, .deferring])
  func aFullScreenPanInACarouselAwayFromItsLeadingPageScrollsItInstead(profile: LabProfile)
    throws
  {
    let script = scrolledCarousel + "swipe mid-screen finish\nsettle\nexpect stack list detail"
    let (result, metrics) = try tinyStorm(script, strategy: .baton, profile: profile)
    #expect(result == .passed(1))
    #expect(metrics.swipes.began == 0)
    #expect(metrics.swipes.scrollConflicts == 0)
    #expect(metrics.swipes.deadSwipes == 0)
    // The pan scrolled the carousel back: two more reach its leading page and pop.
    let (popped, _) = try tinyStorm(
      scrolledCarousel
        + "swipe mid-screen finish\nswipe mid-screen finish\nswipe mid-screen finish\nsettle"
        + "\nexpect stack list",
      strategy: .baton,
      profile: profile
    )
    #expect(popped == .passed(1))
  }

  @Test func aContentSwipeOnACarouselAwayFromItsLeadingPageScrollsItByUIKitsOwnRule() throws {
    // iOS 26: away from its leading edge the carousel's pan need not wait for the content
    // swipe (D26, A7), so it scrolls and nothing pops: no scroll conflict, even for plain UIKit.
    let script = scrolledCarousel + "swipe mid-screen finish\nsettle"
    let (_, raw) = try tinyStorm(script, strategy: .raw, profile: .fluid)
    #expect(raw.swipes.began == 0)
    #expect(raw.swipes.scrollConflicts == 0)
  }

  @Test func anEdgeSwipeOverAScrolledCarouselKeepsPriorityAndIsNoConflict() throws {
    let (result, metrics) = try tinyStorm(
      scrolledCarousel + swipeBack + "\nexpect stack list",
      strategy: .raw
    )
    #expect(result == .passed(1))
    #expect(metrics.swipes.began == 1)
    #expect(metrics.swipes.scrollConflicts == 0)
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func aMidScreenPanTheWrongWayPopsNothingAndIsNotDead(profile: LabProfile) throws {
    let (result, metrics) = try tinyStorm(
      "tap detail\nsettle\nswipe mid-screen finish backwards\nsettle\nexpect stack list detail",
      strategy: .baton,
      profile: profile
    )
    #expect(result == .passed(1))
    #expect(metrics.swipes.attempts == 1)
    #expect(metrics.swipes.began == 0)
    #expect(metrics.swipes.deadSwipes == 0)
  }
}
