import BatonSwiftUI
import BatonUIKit
import HeadlessUIKit
import Testing

/// A SwiftUI hierarchy hosted in a window that also has BatonUIKit
/// navigation uses the window's lane and pop-up queue, so a UIKit push and a SwiftUI step never
/// overlap, and a SwiftUI alert takes turns with the window's UIKit pop-ups.
@MainActor
@Suite struct SharedWindowLaneTests {
  let stage = SwiftUIStage(sharesWindowLane: true)
  let times = Box<[String]>([])

  init() {
    let previous = stage.navigation.onEvent
    stage.navigation.onEvent = { [stage, times] event in
      previous?(event)
      if case .stepStarted(let step) = event {
        times.value.append("start \(step.kind) at \(stage.scheduler.now)")
      }
    }
  }

  private func pushUIKitScreen() {
    let screen = stage.run { UIViewController() }
    stage.host.root.baton.push(screen) { [stage, times] outcome in
      times.value.append("push \(outcome) at \(stage.scheduler.now)")
    }
  }

  @Test func theNavigationRunsOnTheWindowsLaneAndPopupQueue() {
    #expect(stage.navigation.lane === BatonLanes.lane(for: stage.window))
    #expect(stage.navigation.popups === stage.window.baton.popups.queue)
    #expect(!stage.navigation.isWaitingForRoot, "the window's lane has its own cold start")
  }

  @Test func aDeepLinkAtColdStartWaitsForTheWindowsLane() {
    stage.navigation.update { $0.push(1) }
    #expect(stage.lane.isSuspended)
    #expect(stage.events.value.isEmpty)
    stage.launch()
    stage.expectQuiescent()
    #expect(stage.rootStackIDs.count == 2)
  }

  @Test func aUIKitPushAndAModelStepAskedForTogetherRunOneAfterTheOther() {
    stage.launch()
    stage.run { pushUIKitScreen() }
    stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    #expect(times.value == ["push completed at 0.35", "start presentLayer(#2, +0) at 0.35"])
    #expect(stage.host.root.viewControllers.count == 2)
    #expect(stage.host.root.presentedViewController != nil)
  }

  @Test func aModelStepAndAUIKitPushAskedForTogetherRunInThatOrder() {
    stage.launch()
    stage.navigation.update { $0.present(1) }
    stage.run { pushUIKitScreen() }
    stage.expectQuiescent()
    #expect(times.value == ["start presentLayer(#2, +0) at 0.0", "push completed at 0.85"])
  }

  @Test func aSwiftUIAlertWaitsForTheWindowsUIKitAlertAndTheUIKitAlertForIt() throws {
    // In the world: BatonUIKit makes its alert controller when the alert's turn comes.
    try stage.run { try swiftUIAlertAndUIKitAlertTakeTurns() }
  }

  private func swiftUIAlertAndUIKitAlertTakeTurns() throws {
    stage.launch()
    let uikit = stage.window.baton.popups.alert(
      title: "Update",
      actions: [PopupAlertAction("Later")]
    )
    stage.scheduler.runDueWork()
    let alert = stage.navigation.update { $0.showAlert(1) }
    #expect(stage.scheduler.runUntilIdle())
    #expect(stage.navigation.displayed.alert == nil, "the UIKit alert is on screen")
    let controller = try #require(stage.host.root.presentedViewController as? UIAlertController)
    let later = try #require(controller.actions.first)
    #expect(stage.world.tap(later, in: controller))
    stage.expectQuiescent()
    #expect(uikit.outcome == .dismissed(.action("Later")))
    #expect(stage.navigation.displayed.alert?.id == alert)
    #expect(stage.host.alertController != nil)
    let next = stage.window.baton.popups.alert(
      title: "Rate us",
      actions: [PopupAlertAction("OK")]
    )
    #expect(stage.scheduler.runUntilIdle())
    #expect(next.state == .pending, "the UIKit alert waits for the SwiftUI one")
    stage.host.tapAlertButton()
    stage.expectQuiescent()
    #expect(next.state == .visible)
    #expect(stage.alertOutcomes == ["\(alert) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
    let rate = try #require(stage.host.root.presentedViewController as? UIAlertController)
    #expect(rate.title == "Rate us")
    #expect(stage.world.tap(try #require(rate.actions.first), in: rate))
    stage.expectQuiescent()
    #expect(next.outcome == .dismissed(.action("OK")))
  }
}
