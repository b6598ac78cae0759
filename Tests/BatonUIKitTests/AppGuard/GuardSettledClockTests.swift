import BatonTesting
import BatonUIKit
import HeadlessUIKit
import Testing

/// `VirtualScheduler.runUntilSettled()` with the guard: an alert that blocks navigation holds a
/// push until the user answers, and the clock stops there instead of running the lane's stall
/// checks for ever.
@MainActor
@Suite struct GuardSettledClockTests {
  /// An alert on screen (a pop-up through the guard) and a push held behind it.
  private func alertHoldingAPush(on stage: Stage) -> UIAlertController {
    let alert = UIAlertController(title: "Update", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    stage.navigation.present(alert, animated: true)
    stage.settle()
    #expect(stage.navigation.presentedViewController === alert)
    stage.navigation.pushViewController(SettingsScreen(), animated: true)
    return alert
  }

  @Test(arguments: Headless.Profile.allCases)
  func theClockSettlesWhileAnAlertWaitsForTheUser(profile: Headless.Profile) throws {
    try onGuardedStage(profile, baton: true) { stage in
      let alert = alertHoldingAPush(on: stage)
      #expect(stage.scheduler.runUntilSettled() == .waitingForUser)
      #expect(stage.screenNames == ["HomeScreen"], "the push waits for the answer")
      let now = stage.scheduler.now
      #expect(stage.scheduler.runUntilSettled() == .waitingForUser)
      #expect(stage.scheduler.now == now, "settled: the clock does not move")
      let ok = try #require(alert.actions.first)
      #expect(stage.world.tap(ok, in: alert))
      #expect(stage.scheduler.runUntilSettled() == .idle)
      #expect(stage.screenNames == ["HomeScreen", "SettingsScreen"])
    }
  }

  @Test func runUntilIdleDoesNotReturnWhileTheAlertWaits() throws {
    try onGuardedStage(.deferring, baton: true) { stage in
      let alert = alertHoldingAPush(on: stage)
      #expect(!stage.scheduler.runUntilIdle(maxSteps: 1_000), "the stall check is due for ever")
      let ok = try #require(alert.actions.first)
      #expect(stage.world.tap(ok, in: alert))
      #expect(stage.scheduler.runUntilSettled() == .idle)
    }
  }

  @Test func aSchedulerWithWorkThatReschedulesItselfReachesTheStepLimit() {
    let scheduler = VirtualScheduler()
    func tick() { scheduler.run(after: 1) { tick() } }
    tick()
    #expect(scheduler.runUntilSettled(maxSteps: 5) == .stepLimitReached)
    #expect(scheduler.now == 5)
    #expect(VirtualScheduler().runUntilSettled() == .idle)
  }
}
