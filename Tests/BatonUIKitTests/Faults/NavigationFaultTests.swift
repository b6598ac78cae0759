import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// UIKit's navigation-stack failures (Docs/UIKitFacts.md A1), each told twice: with plain UIKit
/// calls the model records the fault; through Baton nothing faults and every request gets the
/// expected outcome.
@MainActor
@Suite struct NavigationFaultTests {
  @Test func f1PushingTheSameInstanceTwiceFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      let detail = DetailScreen()
      stage.navigation.pushViewController(detail, animated: true)
      stage.navigation.pushViewController(detail, animated: true)
      stage.settle()
      #expect(stage.faults.contains(.pushSameInstance))
    }
  }

  @Test func f1PushingTheSameInstanceTwiceThroughBatonPushesOnce() {
    onStage { stage in
      let detail = DetailScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.push(detail, completion: outcomes.callback("first"))
      stage.navigation.baton.push(detail, completion: outcomes.callback("second"))
      stage.settle()
      stage.navigation.baton.push(detail, completion: outcomes.callback("later"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.dropped(.duplicate)])
      #expect(outcomes["later"] == [.dropped(.invalid(.alreadyOnStack))])
      #expect(stage.stack.count == 2)
    }
  }

  @Test func f2OverlappingPushesCrashTheLegacyProfile() {
    onStage(.legacy, baton: false) { stage in
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.cantAddSelfAsSubview))
    }
  }

  @Test func f2OverlappingPushesThroughBatonRunOneAfterTheOther() {
    onStage(.legacy) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("list"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("detail"))
      stage.navigation.pushViewController(SettingsScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes.labels == ["list", "detail"])
      #expect(outcomes["detail"] == [.completed])
      #expect(
        stage.screenNames == ["HomeScreen", "ListScreen", "DetailScreen", "SettingsScreen"]
      )
    }
  }

  @Test func f3PopPopCorruptsTheBarInTheLegacyProfile() {
    onStage(.legacy, baton: false) { stage in
      stage.navigation.setViewControllers(
        [stage.home, ListScreen(), DetailScreen()],
        animated: false
      )
      stage.settle()
      stage.navigation.popViewController(animated: true)
      stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.faults.contains(.nestedAnimation))
    }
  }

  /// Two plain pops in a row are two taps of Back on the page on screen, as with the app-wide
  /// guard: the second finds its page leaving and is dropped, and nothing nests.
  @Test func f3PopPopThroughTheBatonNavigationControllerPopsTheSeenPageOnce() {
    onStage(.legacy) { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list, DetailScreen()], animated: false)
      stage.settle()
      let first = stage.navigation.popViewController(animated: true)
      let second = stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(first is DetailScreen)
      #expect(second == nil)
      #expect(stage.stack == [stage.home, list])
    }
  }

  @Test func f9PoppingToAMissingControllerFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      stage.navigation.popToViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.contains(.popToMissingController))
    }
  }

  @Test func f9PoppingToAMissingControllerThroughBatonIsRefused() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.pop(to: DetailScreen(), completion: outcomes.callback("popTo"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["popTo"] == [.dropped(.invalid(.notOnStack))])
      #expect(stage.diagnosticCodes.contains(.requestRefused))
    }
  }

  @Test func f10PushingANavigationControllerFaultsWithPlainUIKit() {
    onStage(baton: false) { stage in
      stage.navigation.pushViewController(
        UINavigationController(rootViewController: ListScreen()),
        animated: true
      )
      stage.settle()
      #expect(stage.faults.contains(.pushNavigationController))
    }
  }

  @Test func f10PushingANavigationControllerThroughBatonIsRefused() {
    onStage { stage in
      let outcomes = Outcomes()
      let nested = UINavigationController(rootViewController: ListScreen())
      stage.navigation.baton.push(nested, completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["push"] == [.dropped(.invalid(.pushingNavigationController))])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func f11PoppingAtTheRootIsRecordedWithPlainUIKit() {
    onStage(baton: false) { stage in
      let popped = stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(popped == nil)
      #expect(stage.faults.contains(.popAtRoot))
    }
  }

  @Test func f11PoppingAtTheRootThroughBatonIsRefusedWithAReason() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.pop(completion: outcomes.callback("pop"))
      stage.navigation.baton.popToRoot(completion: outcomes.callback("popToRoot"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["pop"] == [.dropped(.invalid(.atRoot))])
      #expect(outcomes["popToRoot"] == [.dropped(.invalid(.atRoot))])
      #expect(stage.lane.isBusy == false)
    }
  }

  @Test func f14NonDistinctViewControllersFaultWithPlainUIKit() {
    onStage(baton: false) { stage in
      let list = ListScreen()
      stage.navigation.setViewControllers([stage.home, list, list], animated: true)
      stage.settle()
      #expect(stage.faults.contains(.nonDistinctViewControllers))
    }
  }

  @Test func f14NonDistinctViewControllersThroughBatonAreRefused() {
    onStage { stage in
      let list = ListScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.setViewControllers(
        [stage.home, list, list],
        completion: outcomes.callback("set")
      )
      stage.navigation.baton.setViewControllers(
        [stage.home, list],
        completion: outcomes.callback("fixed")
      )
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["set"] == [.dropped(.invalid(.nonDistinctViewControllers))])
      #expect(outcomes["fixed"] == [.completed])
      #expect(stage.stack == [stage.home, list])
    }
  }

  @Test func duplicateScreensAppearWhenADoubleTapPushesTwiceOnTheModernProfile() {
    onStage(.deferring, baton: false) { stage in
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.stack.filter { $0 is DetailScreen }.count == 2)
    }
  }

  @Test func aDoubleTapThroughTheBatonNavigationControllerPushesOneScreen() {
    onStage(.deferring) { stage in
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(stage.stack.filter { $0 is DetailScreen }.count == 1)
    }
  }

  @Test func sameScreenTypeSuppressionCanBeTurnedOff() {
    onStage(.deferring, configuration: Lane.Configuration(suppressesSameDestination: false)) {
      stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["push"] == [.completed, .completed])
      #expect(stage.faults.isEmpty)
    }
  }
}
