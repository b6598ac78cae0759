import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Stories where Baton shares a stack with callers it does not see: raw UIKit calls on a plain
/// navigation controller, and a swipe that UIKit does not report through
/// `popViewController(animated:)`.
@MainActor
@Suite struct MixedCallerStoryTests {
  @Test func aBatonPushWaitsForARawAnimatedPushOnAPlainStack() {
    onStage(.legacy, baton: false) { stage in
      let outcomes = Outcomes()
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test func aSwipeUIKitDoesNotReportStillHoldsBackNavigationRequests() {
    onStage(.legacy) { stage in
      stage.world.assumptions.swipeCallsPopViewController = false
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(3)
      #expect(outcomes.all.isEmpty)
      swipe?.cancel()
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test func aTouchInTheNavigationBarDoesNotStartTheSwipe() {
    onStage { stage in
      stage.navigation.setViewControllers([stage.home, ListScreen()], animated: false)
      stage.settle()
      #expect(
        stage.world.beginInteractivePop(on: stage.navigation, touchInNavigationBar: true) == nil
      )
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
    }
  }
}
