import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// F12 and Docs/UIKitFacts-swipe.md A6: the edge swipe is never enabled at the root, whoever
/// set the gesture's delegate and whenever, and the app's own `isEnabled = false` is kept.
@MainActor
@Suite struct SwipeBackRootSafetyTests {
  /// Swipes at the root and checks that nothing began and nothing froze.
  private func expectRootSafe(_ stage: Stage, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(stage.stack == [stage.home], sourceLocation: sourceLocation)
    #expect(
      stage.navigation.interactivePopGestureRecognizer?.isEnabled == false,
      sourceLocation: sourceLocation
    )
    #expect(
      stage.world.beginInteractivePop(on: stage.navigation) == nil,
      sourceLocation: sourceLocation
    )
    #expect(stage.world.isFrozen(stage.navigation) == false, sourceLocation: sourceLocation)
    #expect(stage.faults.isEmpty, sourceLocation: sourceLocation)
    let outcomes = Outcomes()
    stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
    stage.settle()
    #expect(outcomes["push"] == [.completed], sourceLocation: sourceLocation)
    #expect(stage.stack.count == 2, sourceLocation: sourceLocation)
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPlainStackWithAPermissiveDelegateFreezesAtTheRoot(profile: Headless.Profile) {
    onStage(profile, baton: false) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      _ = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(stage.world.isFrozen(stage.navigation))
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDelegateSetBeforeTheFirstAppearanceLeavesTheRootSafe(profile: Headless.Profile) {
    onStage(profile, showsWindow: false) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      stage.show()
      expectRootSafe(stage)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDelegateSetAtTheRootWithNoTransitionAfterLeavesTheRootSafe(profile: Headless.Profile) {
    onStage(profile) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      expectRootSafe(stage)
      #expect(permissive.shouldBeginCalls == 0)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDelegateSetAboveTheRootLeavesTheRootSafeAfterPops(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      stage.navigation.popViewController(animated: true)
      stage.settle()
      expectRootSafe(stage)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aScreenThatTakesTheDelegateOnEveryAppearanceLeavesTheRootSafe(
    profile: Headless.Profile
  ) {
    onStage(profile) { stage in
      let first = DelegateTakingScreen()
      stage.navigation.pushViewController(first, animated: true)
      stage.settle()
      #expect(first.appearances == 1)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      expectRootSafe(stage)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDelegateSetToNilLeavesTheRootSafe(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      stage.navigation.interactivePopGestureRecognizer?.delegate = nil
      stage.navigation.popToRootViewController(animated: false)
      stage.settle()
      expectRootSafe(stage)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theSwipeIsEnabledAgainAboveTheRoot(profile: Headless.Profile) {
    onStage(profile) { stage in
      #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == false)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == true)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
      #expect(stage.navigation.interactivePopGestureRecognizer?.isEnabled == true)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theAppsOwnDisablingIsKeptAcrossStackChanges(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      let gesture = stage.navigation.interactivePopGestureRecognizer
      gesture?.isEnabled = false
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.popViewController(animated: true)
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.settle()
      #expect(gesture?.isEnabled == false)
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      gesture?.isEnabled = true
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(gesture?.isEnabled == true)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(gesture?.isEnabled == false)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theAppsOwnDisablingAtTheRootIsKeptAfterAPush(profile: Headless.Profile) {
    onStage(profile) { stage in
      let gesture = stage.navigation.interactivePopGestureRecognizer
      // Baton already wrote false at the root: the app writing false changes nothing, so the
      // app says so by writing true and then false between two stack changes.
      gesture?.isEnabled = true
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      gesture?.isEnabled = false
      stage.navigation.popViewController(animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(gesture?.isEnabled == false)
    }
  }
}

/// A screen that makes itself the swipe-back gesture's delegate in every `viewDidAppear`, as a
/// common recipe does, and allows every swipe.
final class DelegateTakingScreen: Screen, UIGestureRecognizerDelegate {
  private(set) var appearances = 0

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
    navigationController?.interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
