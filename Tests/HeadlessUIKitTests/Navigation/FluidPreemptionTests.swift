import Foundation
import HeadlessUIKit
import Testing

/// F1b (iOS 26, the `fluid` profile): a navigation call made during a navigation transition
/// preempts it: the running transition ends at once and the new change applies at once.
@MainActor
@Suite struct FluidPreemptionTests {
  @Test func aPushDuringAPushEndsTheFirstAndAppliesAtOnce() {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    let c = stage.screen("C")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    #expect(
      stage.log.entries == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
        "A.viewDidDisappear", "B.viewDidAppear", "didShow(B)",
        "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "willShow(C)",
      ]
    )
    stage.advance(by: 0.35)
    #expect(stage.log.entries.last == "didShow(C)")
    #expect(stage.world.scheduler.isIdle)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func aDoubleTapPushesTwoIdenticalScreensAtOnce() {
    let stage = NavigationStage(profile: .fluid)
    stage.navigation.pushViewController(stage.screen("Detail"), animated: true)
    stage.navigation.pushViewController(stage.screen("Detail"), animated: true)
    #expect(stage.navigation.viewControllers.count == 3)
    stage.settle()
    #expect(stage.world.faults.isEmpty)
  }

  @Test func theBackButtonTappedTwiceQuicklyPopsTwoScreens() {
    let stage = NavigationStage(profile: .fluid)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    stage.navigation.pushViewController(stage.screen("C"), animated: false)
    stage.navigation.popViewController(animated: true)
    stage.navigation.popViewController(animated: true)
    #expect(stage.navigation.viewControllers == [stage.root])
    stage.settle()
    #expect(stage.world.faults.isEmpty)
  }

  @Test func theSameInstancePushedTwiceStillThrowsF1AtOnce() throws {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.navigation.pushViewController(b, animated: true)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .pushSameInstance)
    #expect(fault.time == 0)
  }

  @Test func aCallDuringASwipeTheFingerStillDrivesWaitsForItsEnd() throws {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    let c = stage.screen("C")
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.viewControllers == [stage.root])
    swipe.update(progress: 0.6)
    swipe.finish()
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root, c])
  }

  @Test func aCallAfterACancelledSwipeWasReleasedEndsItAsCancelled() throws {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    swipe.update(progress: 0.3)
    swipe.cancel()
    let c = stage.screen("C")
    stage.navigation.pushViewController(c, animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root, b, c])
    #expect(stage.world.faults.isEmpty)
  }
}
