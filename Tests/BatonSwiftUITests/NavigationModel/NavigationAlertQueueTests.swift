import Baton
import BatonSwiftUI
import BatonTestDoubles
import BatonTesting
import Testing

/// The model's alert slot goes through the window's pop-up queue. It takes
/// its turn with page transitions and the window's other pop-ups, gets one outcome, respects
/// priority and key de-duplication, and never shows while a layer moves.
@MainActor
@Suite struct NavigationAlertQueueTests {
  let clock = VirtualScheduler()
  let lane: Lane
  let popups: PopupQueue
  let renderer: StepRecordingRenderer
  let driver: NavigationDriver<Int>
  let timeline = Timeline()
  let uikit: TestPresenter
  let ended = Box<[String]>([])

  init() {
    lane = Lane(name: "window", scheduler: clock, diagnostics: DiagnosticsCenter())
    popups = PopupQueue(lane: lane)
    renderer = StepRecordingRenderer(clock: clock, autoCompleteAfter: 0.25)
    driver = NavigationDriver(
      root: 0,
      lane: lane,
      renderer: renderer,
      capabilities: .iOS17,
      popups: popups
    )
    uikit = TestPresenter(clock: clock, timeline: timeline)
    driver.onEvent = { [ended] event in
      if case .alertEnded(let id, let outcome) = event { ended.value.append("\(id) \(outcome)") }
    }
  }

  private var kinds: [String] { renderer.steps.map(\.kind.description) }

  /// Runs the clock until nothing is left but the lane's stall check of requests a blocking
  /// alert holds: that wait is the user's, verified again every stall bound for good.
  private func settle() -> Bool {
    for _ in 0..<100_000 {
      guard let next = clock.nextDeadline else { return true }
      if lane.isHeldByGate, clock.pendingCount == 1 { return true }
      clock.advance(to: next)
    }
    return false
  }

  @Test func theDriverUsesTheQueueAlreadyOnItsLane() {
    let other = NavigationDriver(root: 0, lane: lane, renderer: renderer, capabilities: .iOS17)
    #expect(other.popups === popups)
  }

  @Test func anAlertRequestedDuringASheetDismissalWaitsAndShowsAfter() {
    renderer.autoCompleteAfter = nil
    driver.update { $0.present(1) }
    renderer.signal()
    clock.runDueWork()
    driver.update { model in
      model.dismissAll()
      model.showAlert(2)
    }
    clock.runDueWork()
    #expect(kinds.last == "dismissLayers(#2)")
    clock.advance(by: 0.5)
    #expect(kinds.last == "dismissLayers(#2)", "no alert while the sheet moves")
    #expect(driver.model.rendered.alert == nil)
    renderer.signal()
    clock.runDueWork()
    #expect(kinds == ["presentLayer(#2, +0)", "dismissLayers(#2)", "showAlert(#3)"])
    #expect(driver.model.rendered.alert?.id.rawValue == 3)
    #expect(popups.current?.state == .showing, "its show ends on the renderer's signal")
    renderer.signal()
    #expect(popups.current?.state == .visible)
  }

  @Test func twoAlertsShowOneAfterTheOtherAndTheSecondWaitsForTheFirstsDismissal() {
    let first = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    renderer.autoCompleteAfter = nil
    driver.answerAlert("OK")
    let second = driver.update { $0.showAlert(2) }
    clock.runDueWork()
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)"])
    #expect(renderer.steps.last?.target.alert == nil)
    clock.advance(by: 0.5)
    #expect(kinds.count == 2, "the second waits until the first's dismissal has ended")
    renderer.signal()
    clock.runDueWork()
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "showAlert(#3)"])
    renderer.signal()
    #expect(ended.value == ["\(first) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
    #expect(driver.model.rendered.alert?.id == second)
    #expect(popups.current?.state == .visible)
  }

  @Test func aLateNilWriteDoesNotWipeTheNextAlert() {
    let first = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    driver.answerAlert("Retry")
    let second = driver.update { $0.showAlert(2) }
    #expect(driver.receive(.alertDismissed(first)) == .dropped(.notRendered))
    #expect(clock.runUntilIdle())
    #expect(driver.receive(.alertDismissed(first)) == .dropped(.notRendered), "twice")
    #expect(driver.model.requested.alert?.id == second)
    #expect(driver.model.rendered.alert?.id == second)
    #expect(ended.value.count == 1)
  }

  @Test func swiftUIsNilWriteAloneAnswersWithTheDefaultAction() {
    let alert = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    #expect(driver.receive(.alertDismissed(alert)) == .userNavigation(.dismissedAlert(alert)))
    #expect(clock.runUntilIdle())
    #expect(ended.value == ["\(alert) dismissed(Baton.PopupDismissal.action(\"dismissed\"))"])
    #expect(popups.current == nil)
  }

  @Test func anAlertAndAUIKitPopupInTheSameWindowTakeTurns() {
    let uikitTicket = popups.show(PopupRequest(key: "rate", presenter: uikit))
    clock.runDueWork()
    let alert = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    #expect(driver.model.rendered.alert == nil, "the UIKit pop-up is on screen")
    uikitTicket.dismiss("Later")
    #expect(clock.runUntilIdle())
    #expect(driver.model.rendered.alert?.id == alert)
    let second = popups.show(PopupRequest(key: "promo", presenter: uikit))
    #expect(clock.runUntilIdle())
    #expect(second.state == .pending, "and the UIKit pop-up waits for the alert")
    #expect(!uikit.onScreenKeys.contains("promo"))
    driver.answerAlert("OK")
    #expect(clock.runUntilIdle())
    #expect(second.state == .visible)
    #expect(
      timeline.entries == [
        "show rate", "shown rate", "hide rate", "hidden rate", "show promo", "shown promo",
      ]
    )
  }

  @Test func aHigherPriorityUIKitPopupRequestedInTheSameTurnShowsFirst() {
    driver.update { $0.showAlert(1, priority: 1) }
    let urgent = popups.show(PopupRequest(key: "forceUpdate", priority: 100, presenter: uikit))
    #expect(clock.runUntilIdle())
    #expect(urgent.state == .visible)
    #expect(renderer.steps.isEmpty)
    urgent.dismiss("Update")
    #expect(clock.runUntilIdle())
    #expect(kinds == ["showAlert(#2)"])
  }

  @Test func anAlertWhoseKeyIsAlreadyShownIsDroppedAsADuplicateAndWithdrawn() {
    popups.show(PopupRequest(key: "rate", presenter: uikit))
    clock.runDueWork()
    let alert = driver.update { $0.showAlert(1, key: "rate") }
    #expect(ended.value == ["\(alert) dropped(Baton.PopupDropReason.duplicate)"])
    #expect(driver.model.requested.alert == nil)
    #expect(clock.runUntilIdle())
    #expect(renderer.steps.isEmpty)
  }

  @Test func aLogOutsCancelAllEndsTheVisibleAlertOnce() {
    let alert = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    popups.cancelAll()
    driver.update { model in
      model.dismissAll()
      model.setRoot(9)
    }
    #expect(clock.runUntilIdle())
    #expect(ended.value == ["\(alert) cancelled"])
    #expect(driver.model.isSettled)
    #expect(driver.model.rendered.alert == nil)
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "replaceRoot(#3)"])
  }

  @Test func dismissingOrReplacingAnAlertCancelsItOnce() {
    let pending = driver.update { $0.showAlert(1) }
    let visible = driver.update { $0.showAlert(2) }
    #expect(ended.value == ["\(pending) cancelled"], "replaced before its turn")
    #expect(clock.runUntilIdle())
    try? driver.update { try $0.dismissAlert() }
    #expect(clock.runUntilIdle())
    #expect(ended.value == ["\(pending) cancelled", "\(visible) cancelled"])
    #expect(kinds == ["showAlert(#3)", "hideAlert(#3)"])
    #expect(driver.model.isSettled)
  }

  @Test func replacingAVisibleAlertWithOneOfTheSameKeyShowsItOnceTheOldOneLeft() {
    let first = driver.update { $0.showAlert(1, key: "signOut") }
    #expect(clock.runUntilIdle())
    let second = driver.update { $0.showAlert(2, key: "signOut") }
    #expect(clock.runUntilIdle())
    #expect(ended.value == ["\(first) cancelled"], "the newcomer is no duplicate of its own past")
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "showAlert(#3)"])
    #expect(driver.model.rendered.alert?.id == second)
  }

  @Test func aBlockingAlertHoldsTheAppsNavigationUntilAnswered() {
    driver.update { $0.showAlert(1, navigation: .blocksNavigation) }
    #expect(clock.runUntilIdle())
    driver.update { $0.push(2) }
    #expect(settle())
    #expect(kinds == ["showAlert(#2)"], "the push waits")
    driver.answerAlert("OK")
    #expect(clock.runUntilIdle())
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "changePath(#1, -0, +1)"])
  }

  @Test func aBlockingAlertWhoseShowWaitsInTheLaneAheadOfAStepShowsFirst() {
    let uikitPush = Box<RunningTransition?>(nil)
    lane.submit(TransitionRequest(kind: .push) { uikitPush.value = $0 })
    let alert = driver.update { $0.showAlert(1, navigation: .blocksNavigation) }
    clock.runDueWork()
    driver.update { $0.push(2) }
    uikitPush.value?.finish(.completed)
    #expect(settle())
    #expect(kinds == ["showAlert(#2)"], "the alert had its turn first; the push waits for it")
    #expect(ended.value.isEmpty)
    driver.answerAlert("OK")
    #expect(clock.runUntilIdle())
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "changePath(#1, -0, +1)"])
    #expect(ended.value == ["\(alert) dismissed(Baton.PopupDismissal.action(\"OK\"))"])
  }

  @Test func aYieldingAlertWhoseShowWaitsInTheLaneAheadOfAStepShowsAfterIt() {
    let uikitPush = Box<RunningTransition?>(nil)
    lane.submit(TransitionRequest(kind: .push) { uikitPush.value = $0 })
    driver.update { $0.showAlert(1) }
    clock.runDueWork()
    driver.update { $0.push(2) }
    uikitPush.value?.finish(.completed)
    #expect(clock.runUntilIdle())
    #expect(kinds == ["changePath(#1, -0, +1)", "showAlert(#2)"])
    #expect(ended.value.isEmpty)
  }

  @Test func aYieldingAlertStepsAsideForNavigationAndShowsAgain() {
    let alert = driver.update { $0.showAlert(1) }
    #expect(clock.runUntilIdle())
    driver.update { $0.present(2) }
    #expect(clock.runUntilIdle())
    #expect(kinds == ["showAlert(#2)", "hideAlert(#2)", "presentLayer(#3, +0)", "showAlert(#2)"])
    #expect(ended.value.isEmpty)
    #expect(driver.model.rendered.alert?.id == alert)
  }
}
