import BatonUIKit
import HeadlessUIKit
import Testing

/// The README's 30-second examples, written here as they stand there, so that they cannot rot
/// (the router's are in `RoutingArticleSampleTests`).
@MainActor
@Suite struct ReadmeSampleTests {
  final class ListViewController: Screen {}
  final class DetailViewController: Screen {}
  final class SettingsViewController: Screen {}

  /// "The explicit API, where the outcome matters (BatonUIKit)", run on the model.
  @Test func theAdoptionSampleRunsAsWritten() async {
    await onAsyncStage { stage in
      let listViewController = stage.navigation.viewControllers[0]
      let settingsButtonOwner = listViewController
      // README, from here:
      let navigation = BatonNavigationController(rootViewController: ListViewController())

      listViewController.baton.push(DetailViewController(), policy: .dropIfBusy) { outcome in
        if case .dropped(let reason) = outcome { print("push dropped: \(reason)") }
      }
      // (the test's clock runs once the present is asked for)
      let requested = LaneEventWaiter(lane: stage.lane, phase: .requested)
      let clock = Task { @MainActor in
        await requested.wait()
        stage.settle()
      }
      let outcome = await settingsButtonOwner.baton.present(SettingsViewController())
        .waitForOutcome()
      print("settings: \(outcome)")
      // … to here.
      await clock.value
      _ = navigation
      #expect(outcome == .completed)
      #expect(stage.stack.last is DetailViewController)
      stage.navigation.presentedViewController?.dismiss(animated: false)
      stage.settle()
    }
  }

  /// "Pop-ups and swipe-back (BatonUIKit)", run on the model: the force-update alert shows
  /// first, its button opens the store, then the permission alert shows; the switch installs
  /// the full-screen swipe-back.
  @Test func thePopupAndSwipeBackSampleRunsAsWritten() throws {
    try onStage { stage in
      let window = stage.window
      let navigation = try #require(stage.navigation as? BatonNavigationController)
      var storeOpenings = 0
      func openAppStore() { storeOpenings += 1 }
      // README, from here:
      window.baton.popups.alert(
        title: "Update required",
        actions: [PopupAlertAction("Update")],
        key: "force-update",
        priority: 100
      ) { outcome in
        if case .dismissed(.action("Update")) = outcome { openAppStore() }
      }
      window.baton.popups.alert(
        title: "Turn on notifications?",
        actions: [PopupAlertAction("Later")],
        key: "permission",
        priority: 50
      )

      navigation.isFullScreenSwipeBackEnabled = true
      // … to here.
      stage.settle()
      #expect(stage.presentedAlert?.title == "Update required")
      stage.tapAlert("Update")
      stage.settle()
      #expect(storeOpenings == 1)
      #expect(stage.presentedAlert?.title == "Turn on notifications?")
      stage.tapAlert("Later")
      stage.settle()
      #expect(stage.presentedAlert == nil)
      #expect(navigation.view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true)
      #expect(stage.faults.isEmpty)
    }
  }

  /// "The lane on its own (Baton)": a lane on the main queue, an animation that ends at once.
  @Test func theLaneSampleCompletesItsRequest() {
    var outcomes: [TransitionOutcome] = []
    func startMyAnimation(_ done: @escaping @MainActor () -> Void) { done() }
    func print(_ outcome: TransitionOutcome) { outcomes.append(outcome) }
    // README, from here:
    let lane = Lane(name: "main window")
    lane.submit(
      TransitionRequest(kind: .push, label: "push Detail") { transition in
        startMyAnimation { transition.finish(.completed) }
      }
    ) { outcome in print(outcome) }
    // … to here.
    #expect(outcomes == [.completed])
  }

  /// "Test it on Linux, in virtual time (HeadlessUIKit)", as written.
  @Test func doubleTapPushesOnce() {
    let world = Headless.World(profile: .deferring)
    world.run {
      // build a window and a navigation controller with UIKit's own API, tap twice,
      world.scheduler.runUntilIdle()
      #expect(world.faults.isEmpty)
    }
  }
}
