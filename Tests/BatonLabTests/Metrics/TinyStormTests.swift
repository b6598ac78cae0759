import Testing

@testable import BatonLab

/// Each metric on a tiny hand-made storm whose answer is known.
@MainActor
@Suite struct TinyStormTests {
  @Test func aDoubleTapOnACachedScreenIsOneCrashAndARestart() throws {
    let (_, metrics) = try tinyStorm("double-tap profile\nsettle", strategy: .raw)
    #expect(metrics.faults.byKind == ["F1": 1])
    #expect(metrics.faults.crashes == 1)
    #expect(metrics.faults.warnings == 0)
    #expect(metrics.restarts == 1)
    #expect(metrics.lostIntents == 0)
  }

  @Test func aPresentFromAScreenThatLeftIsOneWarning() throws {
    let (_, metrics) = try tinyStorm(
      "tap detail\nsettle\ntap fetch\nback\nwait 1\nsettle",
      strategy: .raw
    )
    #expect(metrics.faults.byKind == ["F4": 1])
    #expect(metrics.faults.crashes == 0)
    #expect(metrics.faults.warnings == 1)
    #expect(metrics.lostIntents == 1)
  }

  @Test func aSilentlyDroppedSecondPushIsOneLostIntent() throws {
    let (_, metrics) = try tinyStorm("double-tap detail\nsettle", strategy: .switchingFlag)
    #expect(metrics.intents == 2)
    #expect(metrics.lostIntents == 1)
    #expect(metrics.duplicateScreens == 0)
    #expect(metrics.faults.total == 0)
  }

  @Test func aDoubleTapWithTwoNewScreensIsOneDuplicateOnModernUIKit() throws {
    let (_, metrics) = try tinyStorm("double-tap detail\nsettle", strategy: .raw)
    #expect(metrics.duplicateScreens == 1)
    #expect(metrics.lostIntents == 0)
    #expect(metrics.faults.total == 0)
  }

  @Test func aDeepLinkThatNeverShowsIsLostUnlessALaterOneSupersedesIt() throws {
    let (_, one) = try tinyStorm(
      "cold\ndeeplink tab0/settings\nlaunch\nsettle",
      strategy: .raw
    )
    #expect(one.lostDeepLinks == 1)
    #expect(one.faults.byKind == ["F4": 1])
    let (_, two) = try tinyStorm(
      "cold\ndeeplink tab0/settings\ndeeplink tab1/detail\nlaunch\nsettle",
      strategy: .raw
    )
    #expect(two.lostDeepLinks == 0)
  }

  @Test func aFlagLeftSetByACancelledSwipeIsOneStuckLock() throws {
    let script = "tap detail\nsettle\nswipe begin\nswipe progress 0.3\nswipe cancel\nwait 6"
    let (_, flag) = try tinyStorm(script, strategy: .switchingFlag)
    #expect(flag.stuckLocks == 1)
    let (_, raw) = try tinyStorm(script, strategy: .raw)
    #expect(raw.stuckLocks == 0)
  }

  @Test func aWindowLockWaitingForACompletionThatNeverRunsIsOneStuckLock() throws {
    let (_, metrics) = try tinyStorm(
      "tap detail\nsettle\ntap fetch\nback\nwait 1\nsettle\nwait 6",
      strategy: .windowLock
    )
    #expect(metrics.stuckLocks == 1)
  }

  @Test func overlappingPushesOnLegacyUIKitAreOneInvariantViolation() throws {
    let (_, metrics) = try tinyStorm(
      "two-finger detail profile\nsettle",
      strategy: .raw,
      profile: .legacy
    )
    #expect(metrics.invariantViolations == 1)
    let (_, modern) = try tinyStorm("two-finger detail profile\nsettle", strategy: .raw)
    #expect(modern.invariantViolations == 0)
  }

  @Test func aCompletionRunTwiceIsOneInvariantViolation() throws {
    let (_, metrics) = try tinyStorm(
      "tap login\nsettle\ntap close\nsettle",
      strategy: .windowLock
    )
    #expect(metrics.invariantViolations == 1)
    #expect(metrics.lostIntents == 0)
  }

  @Test(arguments: [
    (StrategyName.raw, 0.0), (.delay, 0.3), (.switchingFlag, 0.0), (.windowLock, 0.0),
    (.baton, 0.0),
  ])
  func oneTapAfterAnAnimationAddsOnlyTheStrategysDeadTime(
    strategy: StrategyName,
    expected: Double
  ) throws {
    let (_, metrics) = try tinyStorm("tap detail\nsettle\ntap comments\nsettle", strategy: strategy)
    #expect(metrics.latency.count == 2)
    #expect(abs(metrics.latency.mean - expected) < 1e-9)
    #expect(abs(metrics.latency.p99 - expected) < 1e-9)
  }

  @Test(arguments: [StrategyName.raw, .baton])
  func waitingBehindARunningPushIsNotAddedLatency(strategy: StrategyName) throws {
    let (_, metrics) = try tinyStorm(
      "tap detail\nwait 0.1\ntap comments\nsettle",
      strategy: strategy
    )
    // Baton's second push waits on the lane and starts when the first ends: a sample too.
    #expect(metrics.latency.count == 2)
    #expect(metrics.latency.mean == 0)
  }

  @Test func virtualTimeCountsUntilTheAppDrained() throws {
    let (_, metrics) = try tinyStorm("tap detail\nwait 1\ntap comments\nsettle", strategy: .raw)
    #expect(abs(metrics.virtualSeconds - 1.35) < 1e-9)
  }
}
