import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, UIKit's own calls on any navigation controller and any
/// view controller take their turn on the window's lane: overlaps wait, nothing collides, every
/// call gets one outcome.
@MainActor
@Suite struct GuardRoutingTests {
  @Test(arguments: Headless.Profile.allCases)
  func overlappingCallsWaitTheirTurnWithOneOutcomeEach(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let list = ListScreen()
      let detail = DetailScreen()
      let login = LoginScreen()
      stage.navigation.pushViewController(list, animated: true)
      stage.navigation.pushViewController(detail, animated: true)
      #expect(stage.navigation.popViewController(animated: true) == nil)
      stage.navigation.present(login, animated: true)
      login.dismiss(animated: true)
      stage.navigation.popToRootViewController(animated: true)
      stage.settle()
      #expect(recorder.started == [.push, .push, .pop, .present, .dismiss, .popToRoot])
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(recorder.allOutcomes.allSatisfy { $0 == .completed })
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func subclassesAndNavigationControllersTheAppDidNotCreateAreGuarded(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let overriding = OverridingNavigationController(rootViewController: HomeScreen())
      let plainSubclass = AppNavigationController(rootViewController: HomeScreen())
      for navigation in [overriding, plainSubclass] as [UINavigationController] {
        stage.navigation.present(navigation, animated: true)
        stage.settle()
        let recorder = LaneRecorder(stage.lane)
        navigation.pushViewController(ListScreen(), animated: true)
        navigation.pushViewController(DetailScreen(), animated: true)
        navigation.popViewController(animated: true)
        stage.settle()
        #expect(recorder.started == [.push, .push, .pop])
        #expect(recorder.everyRequestHasOneOutcome)
        #expect(navigation.viewControllers.count == 2)
        recorder.stop()
        navigation.dismiss(animated: true)
        stage.settle()
      }
      // The subclass's override ran once per push sent: the initializer's root push (UIKit's
      // `initWithRootViewController:` sends it) and each call of the app; the lane's turn calls
      // the implementation the guard replaced, not the override again.
      #expect(overriding.overrideCalls == 3)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aNestedCallFromAScreensCallbackTakesItsTurn(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let detail = DetailScreen()
      let chaining = CallingScreen(from: .viewDidLoad) { screen in
        screen.navigationController?.pushViewController(detail, animated: true)
      }
      stage.navigation.pushViewController(chaining, animated: true)
      stage.settle()
      #expect(recorder.started == [.push, .push])
      #expect(stage.stack == [stage.home, chaining, detail])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aCallOnAStackInNoWindowIsUIKitsAtOnce() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let detached = UINavigationController(rootViewController: HomeScreen())
      detached.pushViewController(ListScreen(), animated: false)
      #expect(detached.viewControllers.count == 2)
      #expect(recorder.started.isEmpty)
    }
  }

  @Test func aFrameworkPrivatePresentationIsNeverDelayed() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      defer { BatonGuard.uninstall() }
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      stage.navigation.pushViewController(ListScreen(), animated: true)
      // A push runs; a view service presents its own sheet: UIKit's to decide, at once.
      let sheet = _FrameworkSheetController()
      stage.top.present(sheet, animated: false)
      #expect(recorder.started == [.push])
      stage.settle()
      sheet.dismiss(animated: false)
      stage.settle()
    }
  }
}

extension Stage {
  /// The top of the stack.
  var top: UIViewController { navigation.topViewController ?? navigation }
}
