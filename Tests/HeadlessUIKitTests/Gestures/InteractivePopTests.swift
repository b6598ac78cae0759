import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A2 (the swipe-back) and A1 F12/F13 (the freezes).
@MainActor
@Suite struct InteractivePopTests {
  private func pushed(_ stage: NavigationStage) -> LoggingViewController {
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    stage.log.removeAll()
    return b
  }

  @Test func a2CancelledInteractivePopCallsBackWithoutDidShow() throws {
    let stage = NavigationStage()
    let b = pushed(stage)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(stage.navigation.viewControllers == [stage.root])
    swipe.update(progress: 0.4)
    swipe.cancel()
    stage.settle()
    #expect(
      stage.log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
      ]
    )
    #expect(stage.navigation.viewControllers == [stage.root, b])
    #expect(b.view.window === stage.window)
    #expect(stage.root.view.window == nil)
    #expect(stage.navigation.interactivePopGestureRecognizer?.state == .possible)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func a2CancelTakesTheFractionAlreadyDone() {
    let stage = NavigationStage()
    _ = pushed(stage)
    let swipe = stage.world.beginInteractivePop(on: stage.navigation)
    swipe?.update(progress: 0.4)
    swipe?.cancel()
    stage.advance(by: 0.13)
    #expect(!stage.log.entries.contains("B.viewDidAppear"))
    stage.advance(by: 0.01)
    #expect(stage.log.entries.contains("B.viewDidAppear"))
  }

  @Test func a2FinishedInteractivePopCompletesLikeAPop() throws {
    let stage = NavigationStage()
    let b = pushed(stage)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    swipe.update(progress: 0.6)
    swipe.finish()
    stage.advance(by: 0.35 * 0.4)
    #expect(
      stage.log.entries == [
        "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
        "B.viewDidDisappear", "A.viewDidAppear", "didShow(A)",
      ]
    )
    #expect(b.parent == nil)
    #expect(stage.world.scheduler.isIdle)
  }

  @Test func a2TheSwipeCallsPopViewControllerWhileTheGestureHasBegun() throws {
    let world = Headless.World()
    try world.run {
      let navigation = RecordingNavigationController(rootViewController: UIViewController())
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(UIViewController(), animated: false)
      let swipe = try #require(world.beginInteractivePop(on: navigation))
      #expect(navigation.popStates == [.began])
      swipe.update(progress: 0.2)
      #expect(navigation.interactivePopGestureRecognizer?.state == .changed)
      swipe.cancel()
      #expect(navigation.interactivePopGestureRecognizer?.state == .cancelled)
      world.scheduler.runUntilIdle()
      navigation.popViewController(animated: false)
      #expect(navigation.popStates == [.began, .possible])
    }
  }

  @Test func theDefaultGestureDelegateRefusesAtTheRoot() {
    let stage = NavigationStage()
    #expect(stage.navigation.interactivePopGestureRecognizer?.delegate != nil)
    #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
    #expect(stage.world.faults.isEmpty)
    #expect(!stage.world.isFrozen(stage.navigation))
  }

  @Test func theDefaultGestureDelegateRefusesDuringATransitionInTheModernProfile() {
    let stage = NavigationStage(profile: .deferring)
    _ = pushed(stage)
    stage.navigation.pushViewController(stage.screen("C"), animated: true)
    #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
    #expect(stage.world.faults.isEmpty)
  }

  @Test func theGestureDelegateIsAskedAboutTheTouchAndItsPlace() {
    let stage = NavigationStage()
    _ = pushed(stage)
    let delegate = BarRefusingGestureDelegate()
    delegate.navigationBar = stage.navigation.navigationBar
    stage.navigation.interactivePopGestureRecognizer?.delegate = delegate
    #expect(
      stage.world.beginInteractivePop(on: stage.navigation, touchInNavigationBar: true) == nil
    )
    #expect(delegate.askedToBegin == 0)
    #expect(stage.world.beginInteractivePop(on: stage.navigation) != nil)
    #expect(delegate.askedToBegin == 1)
  }

  @Test func aPresentedSheetCoversTheEdge() {
    let stage = NavigationStage()
    _ = pushed(stage)
    stage.navigation.present(stage.screen("M"), animated: false)
    #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
  }

  @Test func aDisabledGestureDoesNotBegin() {
    let stage = NavigationStage()
    _ = pushed(stage)
    stage.navigation.interactivePopGestureRecognizer?.isEnabled = false
    #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
  }

  @Test func unimplementedGestureDelegateMethodsBehaveAsUIKitDefaults() {
    let delegate = PermissiveGestureDelegate()
    let world = Headless.World()
    world.run {
      let recognizer = UIPanGestureRecognizer()
      let other = UIScreenEdgePanGestureRecognizer()
      #expect(delegate.gestureRecognizer(recognizer, shouldReceive: UITouch()))
      #expect(delegate.gestureRecognizer(recognizer, shouldReceive: UIEvent()))
      #expect(!delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other))
      #expect(!delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other))
      #expect(!delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other))
    }
  }

  @Test(arguments: [true, false])
  func f12AGestureAllowedAtTheRootFreezesTheNavigationController(removeDelegate: Bool) throws {
    let stage = NavigationStage()
    let permissive = PermissiveGestureDelegate()
    stage.navigation.interactivePopGestureRecognizer?.delegate = removeDelegate ? nil : permissive
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(!swipe.isDrivingTransition)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .interactivePopAtRoot)
    #expect(!fault.isCrash && !stage.world.hasCrashed)
    #expect(stage.world.faults.count == 1)
    #expect(stage.world.isFrozen(stage.navigation))
    swipe.finish()
    stage.navigation.pushViewController(stage.screen("B"), animated: true)
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
    #expect(stage.log.entries.isEmpty)
  }

  /// On `fluid` the swipe preempts instead (`SwipeDuringTransitionTests`).
  @Test(arguments: [Headless.Profile.legacy, .deferring])
  func f13AGestureDuringAPushFreezesTheNavigationController(profile: Headless.Profile) throws {
    let stage = NavigationStage(profile: profile)
    let permissive = PermissiveGestureDelegate()
    if profile != .legacy {
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
    }
    _ = pushed(stage)
    let c = stage.screen("C")
    stage.navigation.pushViewController(c, animated: true)
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(!swipe.isDrivingTransition)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .interactivePopDuringPush)
    #expect(!fault.isCrash)
    stage.settle()
    #expect(stage.world.isFrozen(stage.navigation))
    #expect(stage.log.entries.contains("C.viewDidAppear"))
    stage.navigation.popViewController(animated: true)
    stage.settle()
    #expect(stage.navigation.topViewController === c)
  }
}

/// F12 is confirmed for about iOS 8–11 only: later, the freeze is a switchable assumption.
@MainActor
@Suite struct RootSwipeAssumptionTests {
  @Test(arguments: [true, false])
  func f12TheRootSwipeFreezesOnlyWhileTheAssumptionHolds(freezes: Bool) throws {
    let stage = NavigationStage(profile: .fluid)
    stage.world.assumptions.swipeAtRootFreezes = freezes
    stage.navigation.interactivePopGestureRecognizer?.delegate = nil
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    #expect(!swipe.isDrivingTransition)
    #expect(stage.world.isFrozen(stage.navigation) == freezes)
    #expect(stage.world.faults.map(\.kind) == (freezes ? [.interactivePopAtRoot] : []))
    swipe.finish()
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    #expect(stage.navigation.viewControllers == (freezes ? [stage.root] : [stage.root, b]))
  }
}
