import Foundation
import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The pop-up figures' definitions, each on a tiny hand-made storm that could fail.
@MainActor
@Suite struct PopupMetricsTests {
  private let tip = PopupStormAlert(key: "home-tip", homeOnly: true)

  @Test func aHomeOnlyAlertWaitingForItsScreenIsNotAStuckQueue() {
    let events: [PopupStormEvent] = [.push, .wait(1), .alert(tip), .wait(20)]
    let metrics = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(metrics.stuckPopupQueues == 0)
  }

  @Test func aHomeOnlyAlertStillWaitingAtTheEndShowsWhenTheUserGoesHomeAndIsNotLost() {
    let events: [PopupStormEvent] = [.push, .wait(1), .push, .wait(1), .alert(tip), .wait(1)]
    let metrics = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(metrics.lostPopups == 0)
    #expect(metrics.popupsShown == 1)
    #expect(metrics.popupsOutOfScope == 0)
  }

  @Test func anAlertThatCouldShowButDoesNotIsAStuckQueue() {
    // The semaphore worker ignores scopes: after a log-out dismissed its alert unanswered,
    // the next alert waits behind the blocked worker with nothing on screen.
    let events: [PopupStormEvent] = [
      .alert(PopupStormAlert(key: "a")), .wait(1), .logOut, .alert(PopupStormAlert(key: "b")),
      .wait(6),
    ]
    let metrics = PopupStormRunner.run(events, strategy: .semaphore, profile: .deferring)
    #expect(metrics.stuckPopupQueues == 1)
  }

  @Test func nothingIsStuckWhileTheAppIsInTheBackground() {
    let world = Headless.World(profile: .deferring)
    world.run {
      let app = PopupStormApp(world: world, strategy: .semaphore)
      var watch = PopupScreenWatch()
      @MainActor func pass(_ seconds: TimeInterval) {
        for _ in 0..<Int(seconds * 10) {
          world.scheduler.advance(by: 0.1)
          watch.look(app.popups)
        }
      }
      app.handle(.alert(PopupStormAlert(key: "a")))
      pass(1)
      app.handle(.logOut)
      app.handle(.background)
      pass(20)
      #expect(watch.metrics.stuckPopupQueues == 0)
      app.handle(.foreground)
      pass(6)
      #expect(watch.metrics.stuckPopupQueues == 1)
      app.end()
    }
  }

  @Test func anAlertsOwnPresentationIsNotAPageTransition() {
    let events: [PopupStormEvent] = [.alert(PopupStormAlert(key: "a")), .wait(1)]
    let raw = PopupStormRunner.run(events, strategy: .raw, profile: .legacy)
    #expect(raw.popupsShown == 1)
    #expect(raw.popupsDuringTransition == 0)
  }

  @Test func anAlertPresentedDuringAPushIsShownDuringATransition() {
    let events: [PopupStormEvent] = [.push, .alert(PopupStormAlert(key: "a")), .wait(1)]
    let raw = PopupStormRunner.run(events, strategy: .raw, profile: .legacy)
    #expect(raw.popupsDuringTransition == 1)
  }

  @Test func repeatedKeysAreMatchedToTheirOwnRequests() {
    // Two alerts with one key, one after the other: each is shown once with one outcome.
    let alert = PopupStormAlert(key: "same")
    let events: [PopupStormEvent] = [
      .alert(alert), .wait(1), .answer, .wait(1), .alert(alert), .wait(1), .answer, .wait(1),
    ]
    let metrics = PopupStormRunner.run(events, strategy: .baton, profile: .legacy)
    #expect(metrics.popupsShown == 2)
    #expect(metrics.doublePopupOutcomes == 0)
    #expect(metrics.lostPopups == 0)
  }

  @Test func theLedgerReadsAnAlertsRequestFromItsMessage() {
    let ledger = PopupLedger()
    let first = ledger.open(PopupStormAlert(key: "k"))
    let second = ledger.open(PopupStormAlert(key: "k"))
    let alert = UIAlertController(
      title: "k",
      message: PopupLedger.message(of: second),
      preferredStyle: .alert
    )
    #expect(ledger.entry(for: alert) === second)
    #expect(ledger.entry(for: alert) !== first)
    let stranger = UIAlertController(title: "k", message: "#9", preferredStyle: .alert)
    #expect(ledger.entry(for: stranger) == nil)
  }

  @Test func aSecondOutcomeIsADoubleOutcomeAndTheOpenCountsDropOnce() {
    let ledger = PopupLedger()
    let entry = ledger.open(PopupStormAlert(key: "k"))
    #expect(ledger.openAnywhere == 1)
    ledger.record("dismissed", of: entry)
    ledger.record("cancelled", of: entry)
    #expect(ledger.doubleOutcomes == 1)
    #expect(ledger.openAnywhere == 0)
    #expect(entry.outcome == "dismissed")
  }

  @Test func anEntryNothingHoldsIsLetGoAndComesBackAsItWasFromItsAlert() {
    let ledger = PopupLedger()
    var held: [PopupLedger.Entry] = []
    for index in 0..<600 {
      let entry = ledger.open(PopupStormAlert(key: "k\(index % 3)", homeOnly: index % 5 == 0))
      if index % 4 == 0 { ledger.record("dismissed", of: entry) }
      if index % 8 == 0 { ledger.record("again", of: entry) }
      if index % 6 == 0 { entry.shown = true }
      if index % 7 == 0 { entry.tapped = true }
      if index >= 590 { held.append(entry) }
    }
    let lost = (0..<600).count { $0 % 4 != 0 && $0 % 6 != 0 }
    let doubles = (0..<600).count { $0 % 8 == 0 }
    #expect(ledger.liveCount < 600)
    #expect(ledger.lost == lost)
    #expect(ledger.doubleOutcomes == doubles)
    #expect(ledger.openAnywhere + ledger.openHomeOnly == (0..<600).count { $0 % 4 != 0 })
    // Entry 85 (index 84) was let go: shown, tapped, one outcome, not home-only.
    let alert = UIAlertController(title: "k0", message: "#85", preferredStyle: .alert)
    let back = ledger.entry(for: alert)
    #expect(back != nil)
    #expect(back?.shown == true && back?.tapped == true && back?.outcomes == 1)
    #expect(back?.alert.homeOnly == false)
    #expect(ledger.entry(for: alert) === back)
    #expect(ledger.lost == lost && ledger.doubleOutcomes == doubles)
    // A lost entry brought back and shown is no longer lost.
    let lostOne = UIAlertController(title: "k1", message: "#2", preferredStyle: .alert)
    ledger.entry(for: lostOne)?.shown = true
    #expect(ledger.lost == lost - 1)
    #expect(held.allSatisfy { ledger.entry(for: alertNamed($0)) === $0 })
  }

  private func alertNamed(_ entry: PopupLedger.Entry) -> UIAlertController {
    UIAlertController(title: "", message: PopupLedger.message(of: entry), preferredStyle: .alert)
  }

  @Test func aTapWhileTheAlertAnimatesInDoesNothing() {
    let events: [PopupStormEvent] = [.alert(PopupStormAlert(key: "a")), .wait(0.1), .answer]
    let world = Headless.World(profile: .deferring)
    world.run {
      let app = PopupStormApp(world: world, strategy: .raw)
      for event in events {
        if case .wait(let seconds) = event {
          world.scheduler.advance(by: seconds)
        } else {
          app.handle(event)
        }
      }
      #expect(app.ledger.last(withKey: "a")?.tapped == false)
      world.scheduler.advance(by: 1)
      #expect(app.popups.answer())
      #expect(!app.popups.answer())
      app.end()
    }
  }
}
