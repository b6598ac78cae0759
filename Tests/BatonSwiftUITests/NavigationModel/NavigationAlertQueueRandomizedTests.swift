import Baton
import BatonSwiftUI
import BatonTestDoubles
import BatonTesting
import SeededRandom
import Testing

/// Seeded storms of app requests, model alerts (yielding and blocking, with
/// priorities and shared keys), UIKit pop-ups on the same queue, answers, log-outs and late
/// `nil` writes. No step changes the navigation while an alert is rendered, every alert gets at
/// most one outcome, and once everything is answered or cancelled nothing is left.
@MainActor
@Suite struct NavigationAlertQueueRandomizedTests {
  @Test(arguments: [NavigationCapabilities.iOS15, .iOS17])
  func alertsTakeTurnsAndEndOnceUnderRandomRequests(_ capabilities: NavigationCapabilities) {
    for seed in UInt64(1)...100 {
      run(seed: seed, capabilities: capabilities)
    }
  }

  private func run(seed: UInt64, capabilities: NavigationCapabilities) {
    let clock = VirtualScheduler()
    let lane = Lane(name: "window", scheduler: clock, diagnostics: DiagnosticsCenter())
    let popups = PopupQueue(lane: lane)
    let renderer = StepRecordingRenderer(clock: clock, autoCompleteAfter: 0.25)
    let driver = NavigationDriver(
      root: 0,
      lane: lane,
      renderer: renderer,
      capabilities: capabilities,
      popups: popups
    )
    let uikit = TestPresenter(clock: clock, timeline: Timeline())
    let ended = Box<[NavigationElementID]>([])
    driver.onEvent = { event in
      if case .alertEnded(let id, _) = event { ended.value.append(id) }
    }
    var asked: [NavigationElementID] = []
    var uikitTickets: [PopupTicket] = []
    var random = SplitMix64(seed: seed)
    for _ in 0..<60 {
      let route = Int(random.next() % 100)
      switch random.next() % 10 {
      case 0, 1:
        let rule: PopupNavigationRule =
          random.next() % 2 == 0 ? .yieldsToNavigation : .blocksNavigation
        let key = random.next() % 3 == 0 ? "shared" : nil
        let priority = Int(random.next() % 3)
        asked.append(
          driver.update { $0.showAlert(route, key: key, priority: priority, navigation: rule) }
        )
      case 2:
        driver.answerAlert("OK")
      case 3:
        if let alert = driver.model.rendered.alert { driver.receive(.alertDismissed(alert.id)) }
        if let old = asked.first { driver.receive(.alertDismissed(old)) }
      case 4:
        let key = random.next() % 2 == 0 ? "shared" : "uikit\(route)"
        let priority = Int(random.next() % 3)
        uikitTickets.append(
          popups.show(PopupRequest(key: key, priority: priority, presenter: uikit))
        )
      case 5:
        popups.current?.dismiss("Close")
      case 6:
        if random.next() % 4 == 0 { popups.cancelAll() }
      default:
        driver.update { RandomNavigation.request(on: &$0, using: &random) }
      }
      clock.advance(by: Double(random.next() % 400) / 1000)
    }
    // A log-out: the queue's pop-ups and the model's alert (one may still wait for a replaced
    // alert with its key to leave, outside the queue).
    popups.cancelAll()
    driver.update { try? $0.dismissAlert() }
    #expect(clock.runUntilIdle(maxSteps: 100_000), "seed \(seed)")
    var previous = NavigationModel(root: 0).rendered
    for step in renderer.steps {
      let moved = previous.withoutAlert != step.target.withoutAlert
      #expect(!(moved && (previous.alert != nil || step.target.alert != nil)), "seed \(seed)")
      previous = step.target
    }
    #expect(Set(ended.value).count == ended.value.count, "seed \(seed): one outcome each")
    #expect(Set(asked).isSubset(of: Set(ended.value)), "seed \(seed): every alert ended")
    #expect(uikitTickets.allSatisfy { $0.outcome != nil }, "seed \(seed)")
    #expect(driver.model.isSettled, "seed \(seed)")
    #expect(driver.model.rendered.alert == nil, "seed \(seed)")
    #expect(popups.current == nil && popups.pendingCount == 0, "seed \(seed)")
    #expect(!lane.isBusy && lane.pendingCount == 0, "seed \(seed)")
  }
}
