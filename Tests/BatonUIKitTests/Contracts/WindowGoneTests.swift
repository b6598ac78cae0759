import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Requests still waiting when their window goes away end `.dropped(.windowGone)`, as
/// ``BatonLanes`` documents: never `completed` against a stack in no window, never
/// `invalid(presenterUnavailable)`.
@MainActor
@Suite struct WindowGoneTests {
  /// Every call form, queued behind a transition in flight.
  @Test(arguments: Headless.Profile.allCases, NavigationCall.allCases)
  func aRequestQueuedWhenItsWindowGoesAwayEndsWindowGone(
    _ profile: Headless.Profile,
    _ queued: NavigationCall
  ) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let home = HomeScreen()
      let navigation = BatonNavigationController(rootViewController: home)
      weak var released: UIWindow?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        stage.settle()
        // In flight: a push on the way in (a present, for the dismiss to have something).
        if queued == .dismiss {
          navigation.baton.present(SettingsScreen(), completion: outcomes.callback("running"))
        } else {
          navigation.baton.push(ListScreen(), completion: outcomes.callback("running"))
        }
        queued.make(from: navigation, home: home, completion: outcomes.callback("queued"))
      }
      stage.settle()
      #expect(released == nil)
      #expect(outcomes["running"] == [.completed])
      if queued.isDropIn {
        #expect(
          navigation.viewControllers.map { "\(type(of: $0))" } == ["HomeScreen", "ListScreen"]
        )
      } else {
        #expect(outcomes["queued"] == [.dropped(.windowGone)])
      }
      #expect(stage.faults.isEmpty)
      #expect(stage.diagnosticCodes.contains(.windowGone))
      #expect(!stage.diagnosticCodes.contains(.presenterUnavailable))
      navigation.presentedViewController?.dismiss(animated: false)
      stage.settle()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDeepLinkWaitingForAWindowThatGoesAwayEndsWindowGone(_ profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let navigation = BatonNavigationController(rootViewController: HomeScreen())
      weak var released: UIWindow?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = navigation
        navigation.baton.push(DetailScreen(), completion: outcomes.callback("deep link"))
        window.rootViewController = nil
      }
      stage.settle()
      #expect(released == nil)
      #expect(outcomes["deep link"] == [.dropped(.windowGone)])
      #expect(navigation.viewControllers.count == 1)
    }
  }
}
