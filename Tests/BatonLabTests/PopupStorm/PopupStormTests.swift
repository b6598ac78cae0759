import Testing

@testable import BatonLab

/// The pop-up storm's figures on tiny hand-made storms.
@MainActor
@Suite struct PopupStormTests {
  private let launch = PopupStormRunner.launchRound

  @Test func batonShowsTheLaunchRoundOneAtATimeWithOneOutcomeEach() {
    let events = launch + [.wait(1), .answer, .wait(1), .answer, .wait(1), .answer, .wait(1)]
    let metrics = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(metrics.popupsShown == 3)
    #expect(metrics.lostPopups == 0)
    #expect(metrics.doublePopupOutcomes == 0)
    #expect(metrics.overlappingPopups == 0)
  }

  @Test func rawLosesTheAlertsUIKitRefusesWhileAnotherIsPresented() {
    let metrics = PopupStormRunner.run(launch + [.wait(1)], strategy: .raw, profile: .legacy)
    #expect(metrics.popupsShown == 1)
    #expect(metrics.lostPopups == 2)
  }

  @Test func rawShowsAnAlertRequestedDuringAPushWhileThePushRuns() {
    let events: [PopupStormEvent] = [.push, .alert(PopupStormAlert(key: "reply")), .wait(1)]
    let raw = PopupStormRunner.run(events, strategy: .raw, profile: .legacy)
    let baton = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(raw.popupsDuringTransition + raw.lostPopups == 1)
    #expect(baton.popupsDuringTransition == 0)
    #expect(baton.popupsShown == 1)
  }

  @Test func aHomeOnlyAlertAskedElsewhereIsLostOnlyWithRaw() {
    let events: [PopupStormEvent] = [
      .push, .wait(1), .alert(PopupStormAlert(key: "tip", homeOnly: true)), .wait(1), .pop,
      .wait(1),
    ]
    // The home page's code presents its tip from the home page, which the pushed page covers:
    // UIKit refuses it (F4) and it is never shown, not even once the user is back home.
    let raw = PopupStormRunner.run(events, strategy: .raw, profile: .legacy)
    #expect(raw.popupsShown == 0)
    #expect(raw.lostPopups == 1)
    let baton = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(baton.popupsShown == 1)
    #expect(baton.popupsOutOfScope == 0)
    #expect(baton.lostPopups == 0)
  }

  @Test func theClassicAppsAskForTheirHomeTipOnceUntilItIsAnswered() {
    let tip = PopupStormAlert(key: "tip", homeOnly: true)
    let events: [PopupStormEvent] = [.push, .wait(1), .alert(tip), .alert(tip), .wait(1)]
    // The first is refused while the pushed page covers home (F4) and never answered, so the
    // home page's flag stays up: the second is not asked (an outcome of the app's own), the
    // classic bug of a flag cleared only by an answer.
    let raw = PopupStormRunner.run(events, strategy: .raw, profile: .legacy)
    #expect(raw.lostPopups == 1)
    #expect(raw.doublePopupOutcomes == 0)
  }

  @Test func theSemaphoreWorkerBlocksForGoodAfterALogOutDismissedItsAlert() {
    let events = launch + [.wait(1), .logOut, .wait(10)]
    let metrics = PopupStormRunner.run(events, strategy: .semaphore, profile: .legacy)
    #expect(metrics.stuckPopupQueues == 1)
    #expect(metrics.blockedThreadSeconds > 10)
    #expect(metrics.lostPopups == 2)
  }

  @Test func theStormJSONIsUnchangedWithoutPopups() {
    let configuration = StormConfiguration(strategy: .baton, profile: .legacy, seed: 1, actions: 50)
    var trace: LabTrace?
    let report = StormRunner.run(configuration, trace: &trace)
    #expect(report.json(popups: nil) == report.json())
    #expect(report.json(popups: PopupStormMetrics()).contains("\"stuckPopupQueues\":0"))
  }
}
