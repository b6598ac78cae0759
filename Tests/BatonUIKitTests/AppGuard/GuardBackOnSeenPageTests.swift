import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, `popViewController(animated:)` pops the page that was on
/// top as the app and the user saw it when the call was made. A push the app asked for in the
/// same turn counts as done (UIKit's order of calls); a push still waiting from an earlier turn
/// has not been shown, so a back tap on the page below it takes both; and a page that left for
/// good after the tap is not popped again when the app pushes the same controller back.
@MainActor
@Suite struct GuardBackOnSeenPageTests {
  /// A cell tapped, then Back on the same page before the push could start: the user leaves
  /// the page they saw, and the waiting page goes with it instead of being the one popped.
  @Test(arguments: Headless.Profile.allCases)
  func aBackTapBelowAPushThatWaitsFromAnEarlierTurnTakesBoth(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let (list, detail) = Self.detailArriving(on: stage)
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.advance(0.05)
      #expect(stage.stack.last === detail, "the settings page still waits")
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(recorder.allOutcomes.allSatisfy { $0 == .completed })
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty)
    }
  }

  /// The control: the same calls in one turn keep UIKit's order, so the pop takes the page the
  /// app has just pushed.
  @Test(arguments: Headless.Profile.allCases)
  func aPopInTheTurnOfAWaitingPushPopsThatPush(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let (list, detail) = Self.detailArriving(on: stage)
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list, detail])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A deep link's pushes without animation wait behind a transition like any other: a back
  /// tapped on the page the user still sees takes them along.
  @Test(arguments: Headless.Profile.allCases)
  func pushesWithoutAnimationFromAnEarlierTurnAreNotOnScreenEither(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let (list, _) = Self.detailArriving(on: stage)
      stage.navigation.pushViewController(SettingsScreen(), animated: false)
      stage.navigation.pushViewController(LoginScreen(), animated: false)
      stage.advance(0.05)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }

  /// While a cancelled swipe settles back, Back is the returning page's: with a push the app
  /// asked for meanwhile still waiting, the tap takes the returning page and the waiting one.
  @Test(arguments: Headless.Profile.allCases)
  func aBackTapWhileACancelledSwipeSettlesTakesTheWaitingPushToo(
    profile: Headless.Profile
  ) throws {
    try onGuardedStage(profile) { stage in
      let (list, _) = Self.listAndDetail(on: stage)
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      swipe.update(progress: 0.3)
      stage.advance(0.1)
      swipe.cancel()
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.advance(0.02)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }

  /// Back tapped during the pop of a page the app then pushes again (one instance it keeps):
  /// the tap was on the page leaving, so the page pushed back stays.
  @Test(arguments: Headless.Profile.allCases)
  func aPageThatLeftIsNotPoppedAgainWhenTheAppPushesItBack(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let (list, detail) = Self.listAndDetail(on: stage)
      stage.navigation.popViewController(animated: true)
      stage.advance(0.05)
      stage.navigation.pushViewController(detail, animated: true)
      stage.advance(0.05)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list, detail])
      #expect(recorder.allOutcomes.filter { $0 == .dropped(.sourceGone) }.count == 1)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(stage.faults.isEmpty)
    }
  }

  /// The control: made in the turn of the push, the pop is the app's own `pop; push; pop`,
  /// which UIKit runs in order.
  @Test(arguments: Headless.Profile.allCases)
  func popPushPopInOneTurnEndsAsUIKitWould(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let (list, detail) = Self.listAndDetail(on: stage)
      stage.navigation.popViewController(animated: true)
      stage.advance(0.05)
      stage.navigation.pushViewController(detail, animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A list at rest, then a detail page pushed onto it and still arriving.
  private static func detailArriving(on stage: Stage) -> (ListScreen, DetailScreen) {
    let list = ListScreen()
    stage.navigation.pushViewController(list, animated: false)
    stage.settle()
    let detail = DetailScreen()
    stage.navigation.pushViewController(detail, animated: true)
    stage.advance(0.05)
    return (list, detail)
  }

  /// A list and a detail page above it, at rest.
  private static func listAndDetail(on stage: Stage) -> (ListScreen, DetailScreen) {
    let list = ListScreen()
    let detail = DetailScreen()
    stage.navigation.pushViewController(list, animated: false)
    stage.navigation.pushViewController(detail, animated: false)
    stage.settle()
    return (list, detail)
  }
}
