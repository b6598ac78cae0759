import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// iOS 26's full-width content swipe (Docs/UIKitFacts.md A7): gated by the same decision
/// as the edge swipe, recognised as the user's swipe, safe at the root.
@MainActor
@Suite struct ContentSwipeTests {
  @Test func theContentSwipeTakesTheLaneAndPopsEvenWithACustomBackButton() {
    onStage(.fluid) { stage in
      let list = ListScreen()
      list.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(stage.lane.current?.kind == .interactivePop)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      swipe?.update(progress: 0.6)
      swipe?.finish()
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aCancelledContentSwipeLeavesTheStackAndTheLaneFree() {
    onStage(.fluid) { stage in
      let list = ListScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation)
      swipe?.update(progress: 0.2)
      swipe?.cancel()
      stage.settle()
      #expect(stage.stack == [stage.home, list])
      #expect(stage.lane.isBusy == false)
    }
  }

  @Test func aPlainStackLosesTheContentSwipeWithACustomBackButton() {
    onStage(.fluid, baton: false) { stage in
      let list = ListScreen()
      list.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(list, animated: true)
      stage.settle()
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
    }
  }

  @Test func theFullScreenOptOutRefusesTheContentSwipeAndKeepsTheEdgeSwipe() {
    onStage(.fluid) { stage in
      stage.navigation.pushViewController(MapLikeScreen(), animated: true)
      stage.settle()
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      #expect(stage.diagnostics.codes == [.swipeBackRefused])
      let edge = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(edge != nil)
      edge?.cancel()
      stage.settle()
    }
  }

  @Test func theGeneralOptOutRefusesTheContentSwipe() {
    onStage(.fluid) { stage in
      stage.navigation.pushViewController(LockedScreen(), animated: true)
      stage.settle()
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
    }
  }

  @Test func theContentSwipeDuringAPushInterruptsIt() {
    // iOS 26 lets the user interrupt a push with either swipe (UIKit 26.1,
    // _isCurrentTransitionPreemptable): the push ends at its end position, the swipe pops it.
    onStage(.fluid) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.1)
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func theContentSwipeIsOffAtTheRootWhateverItsDelegate() {
    onStage(.fluid) { stage in
      let gesture = stage.navigation.interactiveContentPopGestureRecognizer
      #expect(gesture?.isEnabled == false)
      let permissive = AppGestureDelegate()
      gesture?.delegate = permissive
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(gesture?.isEnabled == true)
      let swipe = stage.world.beginInteractiveContentPop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(permissive.shouldBeginCalls == 1)
      swipe?.finish()
      stage.settle()
      #expect(gesture?.isEnabled == false)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring])
  func beforeIOS26ThereIsNoContentSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(stage.navigation.interactiveContentPopGestureRecognizer == nil)
      #expect(stage.world.beginInteractiveContentPop(on: stage.navigation) == nil)
    }
  }
}
