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
      #expect(stage.lane.isBusy)
      #expect(outcomes.all.isEmpty)
      swipe?.cancel()
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test func aSwipeUIKitDoesNotReportIsAdoptedByTheLaneOnTheNextTurn() {
    onStage { stage in
      stage.world.assumptions.swipeCallsPopViewController = false
      stage.navigation.setViewControllers([stage.home, ListScreen()], animated: false)
      stage.settle()
      var finished: [TransitionOutcome] = []
      let observation = stage.lane.addObserver { event in
        if event.kind == .interactivePop, case .finished(let outcome) = event.phase {
          finished.append(outcome)
        }
      }
      defer { observation.cancel() }
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      stage.advance(0.01)
      #expect(stage.lane.current?.kind == .interactivePop)
      let outcomes = Outcomes()
      stage.navigation.baton.present(SettingsScreen(), completion: outcomes.callback("present"))
      stage.advance(2)
      #expect(outcomes.all.isEmpty)
      swipe?.finish()
      stage.settle()
      #expect(finished == [.completed])
      #expect(outcomes["present"] == [.completed])
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
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
