import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// A pop asked from a screen pops that screen: a custom back button tapped
/// twice pops one screen, not its parent too.
@MainActor
@Suite struct ScreenRelativePopTests {
  @Test(arguments: Headless.Profile.allCases)
  func aCustomBackButtonTappedTwicePopsOnlyItsOwnScreen(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(detail)
      stage.settle()
      let outcomes = Outcomes()
      detail.baton.pop(completion: outcomes.callback("first tap"))
      detail.baton.pop(completion: outcomes.callback("second tap"))
      stage.settle()
      #expect(outcomes["first tap"] == [.completed])
      #expect(outcomes["second tap"] == [.dropped(.sourceGone)])
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aScreensPopAlsoRemovesWhatWasPushedAboveItMeanwhile() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.baton.push(list)
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen())
      list.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func aChildOfAScreenPopsTheScreenThatHoldsIt() {
    onStage { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      let child = UIViewController()
      detail.addChild(child)
      child.didMove(toParent: detail)
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(detail)
      stage.settle()
      let outcomes = Outcomes()
      child.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.stack == [stage.home, list])
    }
  }

  @Test func aPopAskedFromTheNavigationControllerPopsItsTop() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.pop(completion: outcomes.callback("first"))
      stage.navigation.baton.pop(completion: outcomes.callback("second"))
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.completed])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func theRootAskingToPopItselfIsRefusedAtTheRoot() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.home.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.dropped(.invalid(.atRoot))])
      #expect(stage.stack == [stage.home])
    }
  }
}

/// The same rule for a presented screen that closes itself: a Close tapped twice dismisses it
/// once, and the second tap ends `sourceGone`.
@MainActor
@Suite struct ScreenRelativeDismissTests {
  @Test(arguments: Headless.Profile.allCases)
  func aCloseButtonTappedTwiceDismissesItsScreenOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let settings = SettingsScreen()
      stage.navigation.baton.present(settings)
      stage.settle()
      let outcomes = Outcomes()
      settings.baton.dismiss(completion: outcomes.callback("first tap"))
      settings.baton.dismiss(completion: outcomes.callback("second tap"))
      stage.settle()
      #expect(outcomes["first tap"] == [.completed])
      #expect(outcomes["second tap"] == [.dropped(.sourceGone)])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aPresenterWithNothingPresentedHasNothingToDismiss() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.dropped(.invalid(.nothingToDismiss))])
    }
  }
}
