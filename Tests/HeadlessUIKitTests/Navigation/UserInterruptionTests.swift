import Foundation
import Testing

@testable import HeadlessUIKit

/// Docs/UIKitFacts.md "Deferral, fluid detail", F13 and A11: on iOS 26 (`fluid`) the user may
/// interrupt a running transition with a swipe-back or a tap on the back button; earlier
/// profiles keep their behaviour.
@MainActor
@Suite struct UserInterruptionTests {
  private func names(_ stage: NavigationStage) -> [String] {
    stage.navigation.viewControllers.compactMap { ($0 as? LoggingViewController)?.name }
  }

  /// Pushes B without animation, then starts an animated push of C.
  private func pushingC(_ profile: Headless.Profile) -> NavigationStage {
    let stage = NavigationStage(profile: profile)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    stage.navigation.pushViewController(stage.screen("C"), animated: true)
    stage.log.removeAll()
    return stage
  }

  @Test(arguments: Headless.Profile.allCases)
  func onlyFluidMakesAPushPreemptable(profile: Headless.Profile) {
    let stage = pushingC(profile)
    #expect(stage.navigation.isCurrentTransitionPreemptable == (profile == .fluid))
    stage.settle()
    #expect(!stage.navigation.isCurrentTransitionPreemptable)
  }

  @Test func aSwipeTheFingerDrivesIsNotPreemptable() throws {
    let stage = NavigationStage(profile: .fluid)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(swipe.isDrivingTransition)
    #expect(!stage.navigation.isCurrentTransitionPreemptable)
    swipe.cancel()
    stage.settle()
  }

  @Test func aTransitionTheDelegatesAnimatorRunsIsNotPreemptable() {
    let stage = NavigationStage(profile: .fluid)
    let vendor = TransitionVendor(duration: 1)
    stage.navigation.delegate = vendor
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    #expect(!stage.navigation.isCurrentTransitionPreemptable)
    stage.settle()
  }

  @Test(arguments: [false, true])
  func f13OnFluidASwipeDuringAPushPreemptsIt(finishes: Bool) throws {
    let stage = pushingC(.fluid)
    let permissive = PermissiveGestureDelegate()
    stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(swipe.isDrivingTransition)
    #expect(
      stage.log.entries == [
        "B.viewDidDisappear", "C.viewDidAppear", "didShow(C)",
        "C.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
      ]
    )
    #expect(stage.navigation.transitionCoordinator?.isInteractive == true)
    swipe.update(progress: 0.5)
    if finishes { swipe.finish() } else { swipe.cancel() }
    stage.settle()
    #expect(names(stage) == (finishes ? ["A", "B"] : ["A", "B", "C"]))
    #expect(stage.world.faults.isEmpty)
    #expect(!stage.world.isFrozen(stage.navigation))
  }

  @Test func f13OnDeferringASwipeDuringAPushStillFreezes() throws {
    let stage = pushingC(.deferring)
    let permissive = PermissiveGestureDelegate()
    stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(!swipe.isDrivingTransition)
    #expect(stage.world.faults.map(\.kind) == [.interactivePopDuringPush])
    stage.settle()
    #expect(stage.world.isFrozen(stage.navigation))
  }

  @Test(arguments: Headless.Profile.allCases)
  func a11ATapOnTheBackButtonPopsThroughPopViewController(profile: Headless.Profile) {
    let world = Headless.World(profile: profile)
    let (navigation, window) = world.run {
      let navigation = RecordingNavigationController(rootViewController: UIViewController())
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(UIViewController(), animated: false)
      return (navigation, window)
    }
    #expect(world.tapBackButton(on: navigation) == .delivered)
    #expect(navigation.popStates.count == 1)
    world.scheduler.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    #expect(world.tapBackButton(on: navigation) == .ignored(.atRoot))
    world.assumptions.backTapCallsPopViewController = false
    world.run { navigation.pushViewController(UIViewController(), animated: false) }
    #expect(world.tapBackButton(on: navigation) == .delivered)
    world.scheduler.runUntilIdle()
    #expect(navigation.popStates.count == 1, "the other reading: subclasses do not see taps")
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }

  @Test func a11NoBackButtonNoTap() {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    b.navigationItem.hidesBackButton = true
    #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.backButtonHidden))
    b.navigationItem.hidesBackButton = false
    b.navigationItem.leftBarButtonItems = [UIBarButtonItem()]
    #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.backButtonReplaced))
    b.navigationItem.leftItemsSupplementBackButton = true
    b.navigationItem.leftBarButtonItems = []
    stage.navigation.setNavigationBarHidden(true, animated: false)
    #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.barHidden))
    stage.navigation.setNavigationBarHidden(false, animated: false)
    stage.navigation.present(stage.screen("M"), animated: false)
    #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.notReachable))
    #expect(names(stage) == ["A", "B"])
  }

  @Test func a11OnFluidATapDuringAPushPreemptsIt() {
    let stage = pushingC(.fluid)
    #expect(stage.world.tapBackButton(on: stage.navigation) == .delivered)
    #expect(
      stage.log.entries == [
        "B.viewDidDisappear", "C.viewDidAppear", "didShow(C)",
        "C.viewWillDisappear", "B.viewWillAppear", "willShow(B)",
      ]
    )
    stage.settle()
    #expect(names(stage) == ["A", "B"])
    #expect(stage.world.faults.isEmpty)
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring], [true, false])
  func a11BeforeFluidATapDuringAPushIsIgnoredUnlessTheAssumptionIsOff(
    profile: Headless.Profile,
    ignored: Bool
  ) {
    let stage = pushingC(profile)
    stage.world.assumptions.backTapIgnoredDuringTransition = ignored
    let tap = stage.world.tapBackButton(on: stage.navigation)
    #expect(tap == (ignored ? .ignored(.duringTransition) : .delivered))
    stage.settle()
    switch (profile, ignored) {
    case (_, true):
      #expect(names(stage) == ["A", "B", "C"])
    case (.legacy, false):
      // The pop nests on the running push, whose outgoing screen it would bring back: F2.
      #expect(stage.world.faults.map(\.kind) == [.cantAddSelfAsSubview])
    case (_, false):
      #expect(names(stage) == ["A", "B"], "deferred to the push's end")
    }
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func a10TheSystemSwipeIgnoresTheDelegatesAnimatorAndCanBeCancelled(
    profile: Headless.Profile
  ) throws {
    let stage = NavigationStage(profile: profile)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let vendor = TransitionVendor(duration: 2)
    stage.navigation.delegate = vendor
    stage.navigation.interactivePopGestureRecognizer?.delegate = PermissiveGestureDelegate()
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(vendor.operations.isEmpty, "UIKit ignores the delegate's transition controller")
    #expect(swipe.isDrivingTransition)
    #expect(stage.navigation.transitionCoordinator?.transitionDuration == 0.35)
    swipe.update(progress: 0.3)
    swipe.cancel()
    stage.settle()
    #expect(names(stage) == ["A", "B"])
    // A programmatic pop still uses the app's animator.
    stage.navigation.popViewController(animated: true)
    #expect(vendor.operations == [.pop])
    stage.settle()
  }

  @Test func a10OnLegacyTheSwipeStillRunsTheDelegatesAnimator() throws {
    let stage = NavigationStage(profile: .legacy)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let vendor = TransitionVendor(duration: 2)
    stage.navigation.delegate = vendor
    // UIKit's own delegate refuses a swipe the delegate animates (A5); a replaced one does not.
    stage.navigation.interactivePopGestureRecognizer?.delegate = PermissiveGestureDelegate()
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(vendor.operations == [.pop])
    #expect(!swipe.isDrivingTransition)
    stage.settle()
  }
}
