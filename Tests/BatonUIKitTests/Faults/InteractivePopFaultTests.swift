import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// The user's swipe-back (Docs/UIKitFacts.md A2, F13): it takes the lane when it begins,
/// completes or is cancelled with the user's finger, and cannot begin at the root or during a
/// transition.
@MainActor
@Suite struct InteractivePopFaultTests {
  @Test func f13ASwipeDuringAPushFreezesThePlainLegacyStack() {
    onStage(.legacy, baton: false) { stage in
      stage.navigation.setViewControllers([stage.home, ListScreen()], animated: false)
      stage.settle()
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.advance(0.1)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      swipe?.finish()
      stage.settle()
      #expect(stage.faults.contains(.interactivePopDuringPush))
    }
  }

  @Test func f13ASwipeDuringAPushCannotBeginThroughBaton() {
    onStage(.legacy) { stage in
      stage.navigation.setViewControllers([stage.home, ListScreen()], animated: false)
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.advance(0.1)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      stage.settle()
      #expect(swipe == nil)
      #expect(stage.faults.isEmpty)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(outcomes["push"] == [.completed])
    }
  }

  @Test func aFinishedSwipeCompletesAndRequestsMadeDuringItWait() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      var events: [LaneEvent] = []
      let observation = stage.lane.addObserver { events.append($0) }
      defer { observation.cancel() }
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(stage.lane.current?.kind == .interactivePop)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      swipe?.update(progress: 0.6)
      #expect(outcomes.all.isEmpty)
      swipe?.finish()
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(events.contains { $0.kind == .interactivePop && $0.phase == .finished(.completed) })
      #expect(outcomes["push"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
    }
  }

  @Test func aCancelledSwipeFollowedByAPushLeavesNothingLocked() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      var finished: [TransitionOutcome] = []
      let observation = stage.lane.addObserver { event in
        if event.kind == .interactivePop, case .finished(let outcome) = event.phase {
          finished.append(outcome)
        }
      }
      defer { observation.cancel() }
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.update(progress: 0.3)
      swipe?.cancel()
      stage.settle()
      #expect(finished == [.cancelled])
      #expect(stage.stack == [stage.home, list])
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(stage.lane.isBusy == false)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aTapMadeDuringAnAbandonedSwipeDoesNotStackTheSameScreenTwiceWhenAsked() {
    onStage(options: BatonOptions(dropsPushOfScreenTypeOnTop: true)) { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list], animated: false)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      let outcomes = Outcomes()
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("same"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("other"))
      swipe?.cancel()
      stage.settle()
      #expect(outcomes["same"] == [.dropped(.duplicate)])
      #expect(outcomes["other"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen"])
    }
  }

  @Test func byDefaultAPushOfTheTypeOnTopIsAllowed() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("first"))
      stage.settle()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("related"))
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["related"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen", "DetailScreen"])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func theSwipeNeverBeginsAtTheRoot() {
    onStage { stage in
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func f12AReplacedGestureDelegateFreezesAPlainStackAtTheRoot() {
    onStage(baton: false) { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      swipe?.finish()
      stage.settle()
      #expect(stage.faults.contains(.interactivePopAtRoot))
      #expect(stage.world.isFrozen(stage.navigation))
    }
  }

  @Test func f12AReplacedGestureDelegateIsWrappedAgainAndTheRootStaysSafe() {
    onStage { stage in
      let permissive = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(permissive.shouldBeginCalls == 0)
      #expect(stage.faults.isEmpty)
      #expect(stage.world.isFrozen(stage.navigation) == false)
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
    }
  }

  @Test func aScreenCanRefuseTheSwipe() {
    onStage { stage in
      stage.navigation.setViewControllers([stage.home, LockedScreen()], animated: false)
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
    }
  }

  @Test func theAppsGestureDelegateIsWrappedAndStillConsulted() {
    onStage { stage in
      let appDelegate = AppGestureDelegate()
      stage.navigation.interactivePopGestureRecognizer?.delegate = appDelegate
      stage.navigation.setViewControllers([stage.home, ListScreen()], animated: false)
      stage.settle()
      appDelegate.allowsBegin = false
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(appDelegate.shouldBeginCalls == 1)
      appDelegate.allowsBegin = true
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(appDelegate.shouldBeginCalls == 2)
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.interactivePopGestureRecognizer?.delegate !== appDelegate)
    }
  }

  /// The gate refers to its stack without keeping it (nor giving it a weak reference): a gate
  /// that an app's own wrapper keeps after the stack went away only forwards, and never traps.
  @Test func aGateTheAppKeepsAfterItsStackWentAwayOnlyForwards() {
    onStage { stage in
      weak var released: BatonNavigationController?
      var kept: (any UIGestureRecognizerDelegate)?
      var gesture: UIGestureRecognizer?
      do {
        let navigation = BatonNavigationController(rootViewController: ListScreen())
        released = navigation
        _ = navigation.view
        gesture = navigation.interactivePopGestureRecognizer
        kept = gesture?.delegate
        #expect(kept is NSObject)
        #expect(!(kept is AppGestureDelegate))
      }
      #expect(released == nil)
      if let kept, let gesture {
        #expect(kept.gestureRecognizerShouldBegin?(gesture) == true)
      } else {
        Issue.record("the stack had no wrapped swipe-back gesture")
      }
    }
  }
}

/// An app's own delegate for the interactive pop gesture.
final class AppGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  var allowsBegin = true
  var shouldBeginCalls = 0

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBeginCalls += 1
    return allowsBegin
  }
}
