import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, a `dismiss` the app sends while UIKit is still dismissing
/// an alert after a tap waits for that dismissal instead of running into it (F6): the lab's
/// storm found a deep link's `root.dismiss(animated: false)` a few milliseconds after the user
/// tapped an alert's button.
@MainActor
@Suite struct GuardForeignModalTests {
  /// Runs `body` with the guard on (`queuesAlerts` as given) and an alert with an OK action
  /// presented, animated, from the window's root; the story lets its presentation run as far as
  /// it needs.
  private func onStageWithAlert(
    _ profile: Headless.Profile,
    queuesAlerts: Bool,
    _ body: (Stage, UIViewController, UIAlertController, UIAlertAction) throws -> Void
  ) throws {
    try onGuardedStage(profile) { stage in
      BatonGuard.queuesAlerts = queuesAlerts
      defer { BatonGuard.queuesAlerts = true }
      let root = try #require(stage.window.rootViewController)
      let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
      let action = UIAlertAction(title: "OK", style: .default)
      alert.addAction(action)
      root.present(alert, animated: true)
      try body(stage, root, alert, action)
    }
  }

  /// With `queuesAlerts` on, the alert is a pop-up that holds the lane until its dismissal ends;
  /// off, it is a page and the app's call waits for UIKit's dismissal itself.
  @Test(arguments: Headless.Profile.allCases, [true, false])
  func anAppDismissDuringAnAlertsOwnDismissalWaitsForIt(
    profile: Headless.Profile,
    queuesAlerts: Bool
  ) throws {
    try onStageWithAlert(profile, queuesAlerts: queuesAlerts) { stage, root, alert, action in
      stage.settle()
      #expect(root.presentedViewController === alert)
      #expect(stage.world.tap(action, in: alert))
      #expect(alert.isBeingDismissed, "UIKit's own dismissal after the tap runs")
      var completions = 0
      let outcomes = Outcomes()
      let observation = stage.lane.addObserver { event in
        if case .finished(let outcome) = event.phase { outcomes.callback("lane")(outcome) }
      }
      defer { observation.cancel() }
      root.dismiss(animated: false) { completions += 1 }
      stage.settle()
      #expect(stage.faults.isEmpty, "no F6: the app's dismiss waited for UIKit's")
      #expect(root.presentedViewController == nil)
      // Nothing is left to dismiss by then: the call ends dropped with a diagnostic, as an idle
      // dismiss with nothing presented does under the guard; it never waits for the watchdog.
      #expect(completions == 0)
      #expect(outcomes["lane"].last == .dropped(.invalid(.nothingToDismiss)))
      #expect(!outcomes["lane"].contains(.timedOut))
    }
  }

  @Test(arguments: Headless.Profile.allCases, [true, false])
  func aPresentDuringAnAlertsOwnDismissalWaitsForIt(
    profile: Headless.Profile,
    queuesAlerts: Bool
  ) throws {
    try onStageWithAlert(profile, queuesAlerts: queuesAlerts) { stage, root, alert, action in
      stage.settle()
      #expect(stage.world.tap(action, in: alert))
      let sheet = Screen()
      root.present(sheet, animated: true)
      stage.settle()
      #expect(stage.faults.isEmpty)
      #expect(root.presentedViewController === sheet)
    }
  }

  /// A deep link's `root.dismiss(animated: false)` while an alert is still being presented: no
  /// tap can have reached the alert yet, so the dismiss is the app's and waits its turn instead
  /// of running into the presentation (F6, found by the lab's pop-up storm with the guard).
  @Test(arguments: Headless.Profile.allCases, [true, false])
  func anAppDismissDuringAnAlertsPresentationWaits(profile: Headless.Profile, queuesAlerts: Bool)
    throws
  {
    try onStageWithAlert(profile, queuesAlerts: queuesAlerts) { stage, root, alert, action in
      stage.advance(0.1)
      #expect(alert.isBeingPresented)
      root.dismiss(animated: false)
      stage.advance(1)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
      if root.presentedViewController === alert {
        // A queued alert is a blocking pop-up: the app's dismiss waits until it is answered.
        #expect(stage.world.tap(action, in: alert))
      }
      stage.settle()
      #expect(root.presentedViewController == nil)
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
