import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Pop-ups and the app's lifecycle: backgrounding, the window's end.
@MainActor
@Suite struct PopupLifecycleTests {
  /// Nothing shows in the background; a pop-up asked for meanwhile shows on return.
  @Test(arguments: Headless.Profile.allCases)
  func aPopupAskedForInTheBackgroundShowsOnReturn(profile: Headless.Profile) {
    onStage(profile) { stage in
      _ = stage.popups
      stage.world.sendAppToBackground()
      #expect(stage.popups.queue.appState == .background)
      let ticket = stage.popups.alert(title: "Welcome back", actions: [PopupAlertAction("OK")])
      stage.settle()
      #expect(stage.presentedAlert == nil)
      #expect(ticket.state == .pending)
      stage.world.bringAppToForeground()
      stage.settle()
      #expect(stage.presentedAlert?.title == "Welcome back")
      stage.tapAlert("OK")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("OK")))
    }
  }

  /// Backgrounding cuts a view's hide animation short: the hide still completes, once, and the
  /// next pop-up waits for the app to return.
  @Test(arguments: Headless.Profile.allCases)
  func backgroundingWhileAPopupHidesCompletesTheHideOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      let banner = Banner()
      let ticket = stage.popups.show(banner, key: "banner", onOutcome: outcomes.callback("banner"))
      stage.settle()
      let next = stage.popups.alert(
        title: "Next",
        actions: [PopupAlertAction("OK")],
        onOutcome: outcomes.callback("next")
      )
      ticket.dismiss("close")
      stage.advance(0.1)
      #expect(ticket.state == .hiding)
      #expect(stage.world.runningViewAnimationCount == 1)
      stage.world.sendAppToBackground()
      #expect(stage.world.runningViewAnimationCount == 0)
      stage.settle()
      #expect(outcomes["banner"] == [.dismissed(.action("close"))])
      #expect(banner.superview == nil)
      #expect(stage.presentedAlert == nil)
      #expect(next.state == .pending)
      stage.world.bringAppToForeground()
      stage.settle()
      #expect(stage.presentedAlert?.title == "Next")
      stage.tapAlert("OK")
      stage.settle()
      #expect(outcomes.keys == ["banner", "next"])
    }
  }

  /// A window that goes away ends its pop-ups, the visible one and the pending ones,
  /// `dropped(.windowGone)`.
  @Test(arguments: Headless.Profile.allCases)
  func aWindowThatGoesAwayDropsItsPopups(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      var window: UIWindow? = UIWindow(windowScene: stage.world.makeWindowScene())
      window?.rootViewController = HomeScreen()
      window?.makeKeyAndVisible()
      stage.settle()
      if let popups = window?.baton.popups {
        for key in ["first", "second"] {
          popups.alert(
            title: key,
            actions: [PopupAlertAction("OK")],
            onOutcome: outcomes.callback(key)
          )
        }
      }
      stage.settle()
      #expect(outcomes.all.isEmpty)
      window?.isHidden = true
      window = nil
      // The next adapter request, in any window, finds it gone.
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      #expect(outcomes["first"] == [.dropped(.windowGone)])
      #expect(outcomes["second"] == [.dropped(.windowGone)])
      stage.window.makeKeyAndVisible()
    }
  }

  /// Ending a window's lane ends its pop-ups at once, the visible one and the pending ones,
  /// `dropped(.windowGone)`: nothing of the window waits in the registry for a later sweep.
  @Test(arguments: Headless.Profile.allCases)
  func endingAWindowsLaneEndsItsPopupsAtOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = PopupOutcomes()
      weak var released: UIWindow?
      do {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        released = window
        window.rootViewController = HomeScreen()
        window.makeKeyAndVisible()
        stage.settle()
        for key in ["first", "second"] {
          window.baton.popups.alert(
            title: key,
            actions: [PopupAlertAction("OK")],
            onOutcome: outcomes.callback(key)
          )
        }
        stage.settle()
        #expect(outcomes.all.isEmpty)
        window.baton.endLane()
        #expect(outcomes["first"] == [.dropped(.windowGone)])
        #expect(outcomes["second"] == [.dropped(.windowGone)])
        window.isHidden = true
        window.rootViewController?.presentedViewController?.dismiss(animated: false)
        window.rootViewController = nil
      }
      stage.settle()
      #expect(released == nil)
      stage.window.makeKeyAndVisible()
    }
  }

  /// Requests from a controller in no window end `dropped(.windowGone)` at once.
  @Test func aControllerInNoWindowGetsWindowGone() {
    onStage { _ in
      let loose = DetailScreen()
      let ticket = loose.baton.popups.alert(title: "Nowhere", actions: [PopupAlertAction("OK")])
      #expect(ticket.outcome == .dropped(.windowGone))
    }
  }

  /// A window has one queue, whichever way it is reached.
  @Test func theWindowAndItsControllersShareOneQueue() throws {
    try onStage { stage in
      #expect(stage.home.baton.popups.queue === stage.window.baton.popups.queue)
      #expect(stage.popups.queue.lane === stage.lane)
      var environment = BatonEnvironment.default
      let store = InMemoryPopupFrequencyStore()
      environment.popupFrequencyStore = store
      #expect(throws: BatonEnvironmentError.laneAlreadyExists(laneName: stage.lane.name)) {
        try stage.window.baton.configure(environment)
      }
      #expect(stage.window.baton.popups.queue.frequencyStore !== store)
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      defer { window.baton.endLane() }
      try window.baton.configure(environment)
      let popups = window.baton.popups
      #expect(popups.queue.frequencyStore === store)
      #expect(window.baton.popups.queue === popups.queue)
      #expect(popups.queue.lane === window.baton.lane)
    }
  }
}
