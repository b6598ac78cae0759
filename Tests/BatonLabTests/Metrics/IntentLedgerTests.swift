import Testing

@testable import BatonLab

@Suite struct IntentLedgerTests {
  @Test func anIntentWithoutEffectOrReasonIsLost() {
    var ledger = IntentLedger()
    let seen = ledger.open(.push, at: 0)
    let explained = ledger.open(.push, at: 0)
    _ = ledger.open(.pop, at: 0.1)
    ledger.markEffective(seen)
    ledger.markExplained(explained, reason: "dropped(duplicate)")
    #expect(ledger.lostIntents == 1)
    #expect(ledger.state(of: explained) == .explained("dropped(duplicate)"))
  }

  @Test func theFirstClosingWins() {
    var ledger = IntentLedger()
    let intent = ledger.open(.present, at: 0)
    let first = ledger.markEffective(intent)
    let second = ledger.markExplained(intent, reason: "timed-out")
    #expect(first && !second)
    #expect(ledger.state(of: intent) == .effective)
  }

  @Test func aCrashClosesWhatWasPendingWithoutCountingItLost() {
    var ledger = IntentLedger()
    _ = ledger.open(.push, at: 0)
    _ = ledger.open(.deepLink, at: 0)
    ledger.markPendingCrashed()
    #expect(ledger.lostIntents == 0)
    #expect(ledger.lostDeepLinks == 0)
    #expect(ledger.state(of: 0) == .crashed)
  }

  @Test func aLaterDeepLinkSupersedesAnEarlierOneThatNeverShowed() {
    var ledger = IntentLedger()
    let first = ledger.open(.deepLink, at: 0)
    let second = ledger.open(.deepLink, at: 1)
    #expect(ledger.state(of: first) == .superseded)
    #expect(ledger.lostDeepLinks == 1)
    ledger.markEffective(second)
    #expect(ledger.lostDeepLinks == 0)
    #expect(ledger.lostIntents == 0)
  }

  @Test func aShownDeepLinkStaysShownWhenAnotherFollows() {
    var ledger = IntentLedger()
    let first = ledger.open(.deepLink, at: 0)
    ledger.markEffective(first)
    _ = ledger.open(.deepLink, at: 1)
    #expect(ledger.state(of: first) == .effective)
  }

  @Test func countsOutcomesSoASecondOneIsNoticed() {
    var ledger = IntentLedger()
    let intent = ledger.open(.push, at: 0)
    let first = ledger.recordOutcome(intent)
    let second = ledger.recordOutcome(intent)
    #expect(first && !second)
  }
}

@Suite struct IntentLedgerLivesTests {
  @Test func aCrashLeavesTheLostIntentsOfEarlierLivesLost() {
    var ledger = IntentLedger()
    _ = ledger.open(.push, at: 0)
    let secondLife = ledger.records.count
    _ = ledger.open(.push, at: 1)
    ledger.markPendingCrashed(from: secondLife)
    #expect(ledger.lostIntents == 1)
    #expect(ledger.state(of: 1) == .crashed)
  }
}

@Suite struct IntentLedgerCrashWindowTests {
  @Test func onlyRecentIntentsCountAsCrashed() {
    var ledger = IntentLedger()
    _ = ledger.open(.present, at: 1)
    _ = ledger.open(.push, at: 9.5)
    ledger.markPendingCrashed(from: 0, since: 8)
    #expect(ledger.state(of: 0) == .pending)
    #expect(ledger.state(of: 1) == .crashed)
    #expect(ledger.lostIntents == 1)
  }
}
