import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The classic navigation-crash stories, told through Baton, each ending with no fault, every
/// request's expected outcome, nothing left scheduled and no view controller leaked.
@MainActor
@Suite struct ClassicStoryTests {
  @Test(arguments: Headless.Profile.allCases)
  func twoFingersOnTwoButtonsPushBothScreensInOrder(profile: Headless.Profile) {
    let watch = LeakWatch()
    onStage(profile) { stage in
      let list = ListScreen()
      let settings = SettingsScreen()
      watch.watch(list, settings, stage.navigation)
      let outcomes = Outcomes()
      stage.navigation.pushViewController(list, animated: true)
      stage.navigation.baton.present(settings, completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(stage.stack == [stage.home, list])
      #expect(outcomes["present"] == [.completed])
      #expect(stage.window.baton.topViewController === settings)
    }
    #expect(watch.leaked == 0)
  }

  @Test(arguments: Headless.Profile.allCases)
  func pushThenImmediatePopEndsWhereItStarted(profile: Headless.Profile) {
    let watch = LeakWatch()
    onStage(profile) { stage in
      let detail = DetailScreen()
      watch.watch(detail)
      stage.navigation.pushViewController(detail, animated: true)
      let popped = stage.navigation.popViewController(animated: true)
      stage.settle()
      #expect(popped == nil)
      #expect(stage.faults.isEmpty)
      #expect(stage.stack == [stage.home])
    }
    #expect(watch.leaked == 0)
  }

  @Test func presentingFromAScreenBeingPushedAwayGoesToTheNewTop() {
    let watch = LeakWatch()
    onStage { stage in
      let list = ListScreen()
      let alert = AlertScreen()
      watch.watch(list, alert)
      let outcomes = Outcomes()
      stage.navigation.pushViewController(list, animated: true)
      stage.home.baton.present(alert, completion: outcomes.callback("present"))
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(outcomes["present"] == [.completed])
      #expect(stage.window.baton.topViewController === alert)
    }
    #expect(watch.leaked == 0)
  }

  @Test func aDeepLinkAtColdStartPresentsFaultsWithPlainUIKit() {
    onStage(baton: false, showsWindow: false) { stage in
      stage.navigation.present(LoginScreen(), animated: true)
      stage.show()
      #expect(stage.faults.contains(.presentNotInWindowHierarchy))
    }
  }

  @Test func deepLinksAtColdStartWaitForTheWindowAndRunInOrder() {
    let watch = LeakWatch()
    onStage(showsWindow: false) { stage in
      let outcomes = Outcomes()
      let list = ListScreen()
      watch.watch(list, stage.navigation, stage.window)
      stage.navigation.baton.push(list, completion: outcomes.callback("push"))
      stage.navigation.baton.present(LoginScreen(), completion: outcomes.callback("present"))
      #expect(stage.lane.isSuspended)
      stage.advance(2)
      #expect(outcomes.all.isEmpty)
      stage.show()
      #expect(stage.lane.isSuspended == false)
      #expect(stage.faults.isEmpty)
      #expect(outcomes.labels == ["push", "present"])
      #expect(outcomes["present"] == [.completed])
      #expect(stage.window.baton.topViewController is LoginScreen)
    }
    #expect(watch.leaked == 0)
  }

  @Test func aPlainRootCountsAsAppearedOnlyFromTheTurnAfterItWasShown() {
    onStage(baton: false, showsWindow: false) { stage in
      let outcomes = Outcomes()
      stage.window.makeKeyAndVisible()
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("push"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      #expect(stage.lane.isSuspended)
      #expect(outcomes.all.isEmpty)
      stage.settle()
      #expect(outcomes["push"] == [.completed, .completed])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aColdStartThatNeverEndsIsReportedAfterTheBoundedRechecks() {
    onStage(showsWindow: false) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.diagnosticCodes.contains(.windowNotReady))
      #expect(outcomes.all.isEmpty)
      stage.show()
      #expect(outcomes["push"] == [.completed])
    }
  }

  @Test func aPresentWhoseCompletionNeverFiresIsFreedByTheWatchdog() {
    onStage { stage in
      let presenter = SwallowingPresenter()
      stage.navigation.setViewControllers([stage.home, presenter], animated: false)
      stage.settle()
      let outcomes = Outcomes()
      presenter.baton.present(SettingsScreen(), completion: outcomes.callback("present"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(outcomes["present"] == [.timedOut])
      #expect(outcomes["push"] == [.completed])
      #expect(stage.diagnosticCodes.contains(.watchdogExpired))
      #expect(stage.lane.isBusy == false)
    }
  }

  @Test func removeAllDismissesEverythingThenPopsToTheRootAsOneTransaction() {
    onStage { stage in
      let list = ListScreen()
      let settings = SettingsScreen()
      let alert = AlertScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(DetailScreen())
      stage.navigation.baton.present(settings)
      settings.baton.present(alert)
      alert.baton.removeAll(completion: outcomes.callback("removeAll"))
      stage.settle()
      #expect(outcomes["removeAll"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aWindowThatGoesAwayEndsItsLaneAndDropsPendingRequests() {
    let outcomes = Outcomes()
    let watch = LeakWatch()
    onStage { stage in
      var window: UIWindow? = UIWindow(windowScene: stage.world.makeWindowScene())
      var navigation: UINavigationController? = BatonNavigationController(
        rootViewController: HomeScreen()
      )
      window?.rootViewController = navigation
      navigation?.baton.push(ListScreen(), completion: outcomes.callback("deep link"))
      navigation?.baton.present(LoginScreen(), completion: outcomes.callback("deep link"))
      let windowWatch = LeakWatch()
      if let window, let navigation {
        windowWatch.watch(window)
        watch.watch(navigation)
      }
      let lanes = BatonLanes.liveLaneCount
      navigation = nil
      window = nil
      #expect(windowWatch.leaked == 0)
      // The pending requests keep their stack until their outcome, which the next use of the
      // registry delivers.
      #expect(watch.leaked == 1)
      #expect(BatonLanes.liveLaneCount == lanes - 1)
      #expect(outcomes["deep link"] == [.dropped(.windowGone), .dropped(.windowGone)])
      #expect(watch.leaked == 0)
      #expect(stage.diagnosticCodes.contains(.windowGone))
      stage.settle()
    }
  }
}
