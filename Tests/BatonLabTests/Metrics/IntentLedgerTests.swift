import Testing

@testable import BatonLab

@Suite struct IntentLedgerTests {
  @Test func anIntentWithoutEffectOrReasonIsLost() {
    var ledger = IntentLedger(keepsEveryIntent: true)
    let seen = ledger.open(.push, at: 0)
    let explained = ledger.open(.push, at: 0)
    _ = ledger.open(.pop, waitsToAppear: false, at: 0.1)
    ledger.markEffective(seen)
    ledger.markExplained(explained, reason: "dropped(duplicate)")
    #expect(ledger.lostIntents == 1)
    #expect(ledger.state(of: explained.number) == .explained("dropped(duplicate)"))
    #expect(explained.state == .explained("dropped(duplicate)"))
    #expect(ledger.count == 3)
  }

  @Test func theFirstClosingWins() {
    var ledger = IntentLedger()
    let intent = ledger.open(.present, at: 0)
    let first = ledger.markEffective(intent)
    let second = ledger.markExplained(intent, reason: "timed-out")
    #expect(first && !second)
    #expect(intent.state == .effective)
  }

  @Test func aCrashClosesWhatWasPendingWithoutCountingItLost() {
    var ledger = IntentLedger()
    let push = ledger.open(.push, at: 0)
    _ = ledger.open(.deepLink, at: 0)
    ledger.markPendingCrashed()
    #expect(ledger.lostIntents == 0)
    #expect(ledger.lostDeepLinks == 0)
    #expect(push.state == .crashed)
  }

  @Test func aLaterDeepLinkSupersedesAnEarlierOneThatNeverShowed() {
    var ledger = IntentLedger()
    let first = ledger.open(.deepLink, at: 0)
    _ = ledger.open(.push, at: 0.5)
    let second = ledger.open(.deepLink, at: 1)
    #expect(first.state == .superseded)
    #expect(ledger.lostDeepLinks == 1)
    ledger.markEffective(second)
    #expect(ledger.lostDeepLinks == 0)
    #expect(ledger.lostIntents == 1)
  }

  @Test func aShownDeepLinkStaysShownWhenAnotherFollows() {
    var ledger = IntentLedger()
    let first = ledger.open(.deepLink, at: 0)
    ledger.markEffective(first)
    _ = ledger.open(.deepLink, at: 1)
    #expect(first.state == .effective)
  }

  @Test func countsOutcomesSoASecondOneIsNoticed() {
    var ledger = IntentLedger()
    let intent = ledger.open(.push, at: 0)
    let first = ledger.recordOutcome(intent)
    ledger.markEffective(intent)
    let second = ledger.recordOutcome(intent)
    #expect(first && !second)
  }

  @Test func theFirstStartCounts() {
    var ledger = IntentLedger()
    let intent = ledger.open(.push, at: 0)
    ledger.markStarted(intent, at: 1)
    ledger.markStarted(intent, at: 2)
    #expect(intent.started == 1)
  }
}

@Suite struct IntentLedgerLivesTests {
  @Test func aCrashLeavesTheLostIntentsOfEarlierLivesLost() {
    var ledger = IntentLedger()
    let first = ledger.open(.push, at: 0)
    ledger.beginLife()
    let second = ledger.open(.push, at: 1)
    ledger.markPendingCrashed()
    #expect(ledger.lostIntents == 1)
    #expect(first.state == .pending)
    #expect(second.state == .crashed)
  }

  @Test func onlyRecentIntentsCountAsCrashed() {
    var ledger = IntentLedger()
    let old = ledger.open(.present, at: 1)
    let recent = ledger.open(.push, at: 9.5)
    ledger.markPendingCrashed(since: 8)
    #expect(old.state == .pending)
    #expect(recent.state == .crashed)
    #expect(ledger.lostIntents == 1)
  }
}

/// The ledger lets go of what can no longer change a figure, and its figures stay those of a
/// ledger that keeps everything.
@Suite struct IntentLedgerRetirementTests {
  private let enough = IntentLedger.minimumRetirementThreshold

  @Test func closedIntentsAreNotKept() {
    var ledger = IntentLedger()
    for time in 0..<10_000 {
      let intent = ledger.open(.push, at: Double(time))
      ledger.markEffective(intent)
    }
    #expect(ledger.heldCount == 0)
    #expect(ledger.count == 10_000)
  }

  @Test func aLostIntentNothingHoldsIsLetGoAndStillCounted() {
    var ledger = IntentLedger()
    var held: [Intent] = []
    for time in 0..<(2 * enough) {
      let intent = ledger.open(time.isMultiple(of: 3) ? .deepLink : .push, at: Double(time))
      if time < 10 { held.append(intent) }
      if time.isMultiple(of: 3) { ledger.markEffective(intent) }
    }
    let lost = (ledger.lostIntents, ledger.lostDeepLinks)
    ledger.retireUnreachable(requestedBefore: Double(2 * enough))
    #expect(ledger.heldCount == held.count { $0.state == .pending })
    #expect((ledger.lostIntents, ledger.lostDeepLinks) == lost)
    // What someone still holds can still be closed.
    ledger.markEffective(held[1])
    #expect(ledger.lostIntents == lost.0 - 1)
  }

  @Test func aRecentAppearingIntentOrARemovalOfThisLifeIsKept() {
    var ledger = IntentLedger()
    for time in 0..<enough { _ = ledger.open(.push, at: Double(time)) }
    _ = ledger.open(.pop, waitsToAppear: false, at: 0)
    // A crash from 100 s on would still count the pushes requested since as in progress.
    ledger.retireUnreachable(requestedBefore: 100)
    #expect(ledger.heldCount == enough - 100 + 1)
    ledger.markPendingCrashed(since: 100)
    #expect(ledger.lostIntents == 100 + 1)
  }

  @Test func whatAnEndedLifeLeftPendingIsLetGo() {
    var ledger = IntentLedger()
    for time in 0..<enough { _ = ledger.open(.pop, waitsToAppear: false, at: Double(time)) }
    ledger.beginLife()
    ledger.retireUnreachable(requestedBefore: 0)
    #expect(ledger.heldCount == 0)
    #expect(ledger.lostIntents == enough)
  }

  @Test func theOpenDeepLinkIsKeptForTheLinkThatWouldSupersedeIt() {
    var ledger = IntentLedger()
    _ = ledger.open(.deepLink, at: 0)
    for time in 0..<enough { _ = ledger.open(.pop, waitsToAppear: false, at: Double(time)) }
    ledger.beginLife()
    ledger.retireUnreachable(requestedBefore: .infinity)
    #expect(ledger.heldCount == 1)
    #expect(ledger.lostDeepLinks == 1)
    _ = ledger.open(.deepLink, at: 1_000)
    #expect(ledger.lostDeepLinks == 1)
    #expect(ledger.lostIntents == enough)
  }

  @Test func aLedgerThatKeepsEveryIntentLetsNoneGo() {
    var ledger = IntentLedger(keepsEveryIntent: true)
    for time in 0..<(2 * enough) { ledger.markEffective(ledger.open(.push, at: Double(time))) }
    ledger.retireUnreachable(requestedBefore: .infinity)
    #expect(ledger.heldCount == 2 * enough)
    #expect(ledger.state(of: 7) == .effective)
  }
}
