import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard installed, an alert the app presents with UIKit's own `present`
/// joins the window's pop-up queue: it shows when its turn comes, never over another alert, and
/// its handlers run as before.
@MainActor
@Suite struct GuardAlertTests {
  private func makeAlert(_ title: String, log: CallLog) -> (UIAlertController, UIAlertAction) {
    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
    let action = UIAlertAction(title: "OK", style: .default) { _ in log.note("\(title) handler") }
    alert.addAction(action)
    return (alert, action)
  }

  private func presentedAlert(in stage: Stage) -> UIAlertController? {
    var top = stage.window.rootViewController?.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top as? UIAlertController
  }

  @Test(arguments: Headless.Profile.allCases)
  func anExistingAlertWaitsBehindAPopupAndNeverStacks(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let log = CallLog()
      var queued: PopupOutcome?
      stage.window.baton.popups.alert(
        title: "Update",
        actions: [PopupAlertAction("Later")]
      ) { queued = $0 }
      stage.settle()
      let first = try #require(presentedAlert(in: stage))
      #expect(first.title == "Update")
      let (existing, action) = makeAlert("Existing", log: log)
      stage.top.present(existing, animated: true) { log.note("Existing completion") }
      stage.settle()
      #expect(presentedAlert(in: stage) === first)
      #expect(existing.presentingViewController == nil)
      #expect(stage.world.tap(first.actions[0], in: first))
      stage.settle()
      #expect(queued == .dismissed(.action("Later")))
      #expect(presentedAlert(in: stage) === existing)
      #expect(log.entries == ["Existing completion"])
      #expect(stage.world.tap(action, in: existing))
      stage.settle()
      #expect(log.entries == ["Existing completion", "Existing handler"])
      #expect(presentedAlert(in: stage) == nil)
      #expect(stage.window.baton.popups.current == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func twoExistingAlertsShowOneAfterTheOther(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let log = CallLog()
      let (first, firstAction) = makeAlert("First", log: log)
      let (second, secondAction) = makeAlert("Second", log: log)
      stage.top.present(first, animated: true)
      stage.top.present(second, animated: true)
      stage.settle()
      #expect(presentedAlert(in: stage) === first)
      #expect(second.presentingViewController == nil)
      #expect(stage.world.tap(firstAction, in: first))
      stage.settle()
      #expect(presentedAlert(in: stage) === second)
      #expect(stage.world.tap(secondAction, in: second))
      stage.settle()
      #expect(log.entries == ["First handler", "Second handler"])
      #expect(presentedAlert(in: stage) == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentWhileAnAlertShowsWaitsLikeAPageTransition(profile: Headless.Profile) {
    onGuardedStage(profile) { stage in
      let log = CallLog()
      let (alert, action) = makeAlert("Alert", log: log)
      stage.top.present(alert, animated: true)
      stage.settle()
      let login = LoginScreen()
      stage.top.present(login, animated: true)
      stage.navigation.pushViewController(ListScreen(), animated: true)
      stage.settle()
      #expect(presentedAlert(in: stage) === alert)
      #expect(login.presentingViewController == nil)
      #expect(stage.stack.count == 1)
      #expect(stage.world.tap(action, in: alert))
      stage.settle()
      #expect(stage.navigation.presentedViewController === login)
      #expect(log.entries == ["Alert handler"])
      login.dismiss(animated: true)
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func withAlertQueueingOffAnAlertIsAPlainPresentOnTheLane() {
    onStage(baton: false) { stage in
      BatonGuard.install()
      BatonGuard.queuesAlerts = false
      defer {
        BatonGuard.queuesAlerts = true
        BatonGuard.uninstall()
      }
      let recorder = LaneRecorder(stage.lane)
      defer { recorder.stop() }
      let log = CallLog()
      let (alert, action) = makeAlert("Alert", log: log)
      stage.top.present(alert, animated: true)
      stage.settle()
      #expect(recorder.started == [.present])
      #expect(stage.window.baton.popups.current == nil)
      #expect(stage.world.tap(action, in: alert))
      stage.settle()
      #expect(log.entries == ["Alert handler"])
    }
  }
}
