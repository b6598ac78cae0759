import Testing

@testable import BatonLab

/// Pop-ups that go by themselves: pop-up screens that close themselves, alerts and
/// screens that auto-dismiss, and the ``PopupStormMetrics/tapsLostToAutoDismiss`` figure.
@MainActor
@Suite struct SelfClosingPopupTests {
  nonisolated private static let profiles: [LabProfile] = [.legacy, .deferring, .fluid]

  /// A promotion that auto-dismisses 3 s after it appears, tapped 0.2 s before that.
  private let tapJustBeforeAutoDismiss: [PopupStormEvent] = [
    .alert(PopupStormAlert(key: "promotion", autoDismissAfter: 3)), .wait(3.3), .answer, .wait(2),
  ]

  /// A screen that closes itself 0.05 s before its auto-dismissal, and a pop-up asked for as
  /// that fires.
  private let screenClosingAsItsAutoDismissFires: [PopupStormEvent] = [
    .alert(PopupStormAlert(key: "rating", autoDismissAfter: 3, isScreen: true, closesAfter: 2.95)),
    .wait(3.48), .alert(PopupStormAlert(key: "next")), .wait(1), .answer, .wait(2),
  ]

  @Test(arguments: profiles)
  func batonKeepsATapMadeJustBeforeTheAutoDismissal(profile: LabProfile) {
    let metrics = PopupStormRunner.run(tapJustBeforeAutoDismiss, strategy: .baton, profile: profile)
    #expect(metrics == PopupStormMetrics(popupsShown: 1))
  }

  @Test(arguments: profiles)
  func anAppsOwnTimerRecordsATappedAlertAsAutoDismissed(profile: LabProfile) {
    let metrics = PopupStormRunner.run(tapJustBeforeAutoDismiss, strategy: .raw, profile: profile)
    #expect(metrics.tapsLostToAutoDismiss == 1)
    #expect(metrics.doublePopupOutcomes == 1)
  }

  @Test(arguments: profiles)
  func batonEndsAScreenThatClosesItselfOnceAndShowsTheNextPopup(profile: LabProfile) {
    let figures = PopupStormRunner.figures(
      screenClosingAsItsAutoDismissFires,
      strategy: .baton,
      profile: profile
    )
    #expect(figures.popups == PopupStormMetrics(popupsShown: 2))
    #expect(figures.strandedRequests == 0)
  }

  @Test(arguments: profiles)
  func anAppsOwnTimerDismissesALeavingScreenAgainAndLosesTheNextPopup(profile: LabProfile) {
    let metrics = PopupStormRunner.run(
      screenClosingAsItsAutoDismissFires,
      strategy: .raw,
      profile: profile
    )
    #expect(metrics.doublePopupOutcomes == 1)
    #expect(metrics.lostPopups == 1)
  }

  @Test func theLedgerCountsATapLostToAutoDismissOnlyForAnAlert() {
    let ledger = PopupLedger()
    let alert = ledger.open(PopupStormAlert(key: "toast", autoDismissAfter: 1))
    alert.tapped = true
    ledger.record(PopupLedger.autoDismissed, of: alert)
    let screen = ledger.open(PopupStormAlert(key: "card", autoDismissAfter: 1, isScreen: true))
    screen.tapped = true
    ledger.record(PopupLedger.autoDismissed, of: screen)
    let answered = ledger.open(PopupStormAlert(key: "answered", autoDismissAfter: 1))
    answered.tapped = true
    ledger.record("dismissed", of: answered)
    #expect(ledger.tapsLostToAutoDismiss == 1)
  }

  @Test func aTapLostToAutoDismissStaysCountedOnceTheLedgerLetsItsEntryGo() {
    let ledger = PopupLedger()
    do {
      let alert = ledger.open(PopupStormAlert(key: "toast", autoDismissAfter: 1))
      alert.tapped = true
      ledger.record(PopupLedger.autoDismissed, of: alert)
    }
    for number in 0..<600 {
      let entry = ledger.open(PopupStormAlert(key: "k\(number)"))
      ledger.record("dismissed", of: entry)
    }
    #expect(ledger.liveCount < 600)
    #expect(ledger.tapsLostToAutoDismiss == 1)
  }

  @Test func theTapsLostFigureIsAddedUpAndPrinted() {
    let one = PopupStormMetrics(tapsLostToAutoDismiss: 2)
    let other = PopupStormMetrics(tapsLostToAutoDismiss: 3)
    #expect(one.merged(with: other).tapsLostToAutoDismiss == 5)
    #expect(one.jsonFields.contains { $0 == ("tapsLostToAutoDismiss", "2") })
  }

  @Test(arguments: profiles)
  func aShortFocusedStormWithSelfClosingPopupsKeepsBatonAtZero(profile: LabProfile) {
    let figures = PopupStormRunner.run(strategy: .baton, profile: profile, seed: 7, actions: 1500)
    #expect(figures.popups.popupsShown > 20)
    #expect(figures.popups == PopupStormMetrics(popupsShown: figures.popups.popupsShown))
    #expect(figures.strandedRequests == 0)
  }

  @Test func aShortFocusedStormShowsRawDismissingTwice() {
    let figures = PopupStormRunner.run(strategy: .raw, profile: .deferring, seed: 7, actions: 1500)
    #expect(figures.popups.doublePopupOutcomes > 0)
  }
}
