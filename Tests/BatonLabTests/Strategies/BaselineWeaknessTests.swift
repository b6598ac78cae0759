import Testing

@testable import BatonLab

/// The baselines keep the weaknesses Docs/UIKitFacts.md A4 documents for them — no more, no less.
@MainActor
@Suite struct BaselineWeaknessTests {
  @Test func theWindowLockRunsQueuedWorkWithoutRetakingTheLock() {
    let lock = WindowLock()
    var ran: [String] = []
    var lockedWhileQueuedRan: Bool?
    lock.perform(intent: nil) { ran.append("first") }
    lock.perform(intent: nil) {
      ran.append("second")
      lockedWhileQueuedRan = lock.isLocked
    }
    #expect(ran == ["first"])
    lock.release()
    #expect(ran == ["first", "second"])
    #expect(lockedWhileQueuedRan == false)
  }

  @Test func theWindowLocksStoredCompletionRunsOnEveryRelease() {
    let lock = WindowLock()
    var completions = 0
    lock.perform(intent: nil, completion: { completions += 1 }, {})
    lock.release()
    lock.perform(intent: nil) {}
    lock.release()
    #expect(completions == 2)
  }

  @Test func theWindowLockWithoutAQueueDropsWhatComesWhileHeld() {
    let lock = WindowLock(usesQueue: false)
    var ran = 0
    lock.perform(intent: nil) { ran += 1 }
    lock.perform(intent: nil) { ran += 1 }
    lock.release()
    #expect(ran == 1)
  }

  @Test func aCancelledSwipeLeavesTheSwitchingFlagSetAndLaterPushesAreLost() throws {
    let (result, metrics) = try tinyStorm(
      """
      tap detail
      settle
      swipe begin
      swipe progress 0.3
      swipe cancel
      settle
      tap comments
      settle
      expect stack list detail
      """,
      strategy: .switchingFlag
    )
    #expect(result == .passed(1))
    #expect(metrics.lostIntents == 1)
    #expect(metrics.stuckLocks == 1)
  }

  @Test func theSwitchingFlagQueuesPopsAndRunsThemAfterDidShow() throws {
    let (result, metrics) = try tinyStorm(
      "tap detail\nback\nsettle\nexpect stack list",
      strategy: .switchingFlag
    )
    #expect(result == .passed(1))
    #expect(metrics.lostIntents == 0)
    #expect(metrics.faults.total == 0)
  }

  @Test func theSwitchingFlagDoesNotGuardPresentations() throws {
    let (_, metrics) = try tinyStorm("double-tap login\nsettle", strategy: .switchingFlag)
    #expect(metrics.faults.byKind == ["F6": 1])
  }

  @Test func twoHandlersWithTheSameFixedDelayStillCollide() throws {
    let (_, metrics) = try tinyStorm("double-tap detail\nsettle", strategy: .delay)
    #expect(metrics.duplicateScreens == 1)
    let (_, legacy) = try tinyStorm("double-tap detail\nsettle", strategy: .delay, profile: .legacy)
    #expect(legacy.faults.byKind["F3", default: 0] > 0)
  }

  @Test func theDelayChainsItsHopsWithinOneHandler() throws {
    let (result, metrics) = try tinyStorm(
      "deeplink tab0/detail/comments\nwait 0.25\nexpect stack 0 list\nwait 0.2\nexpect stack 0 list detail\nsettle\nexpect stack 0 list detail comments",
      strategy: .delay
    )
    #expect(result == .passed(3))
    #expect(metrics.lostDeepLinks == 0)
  }
}
