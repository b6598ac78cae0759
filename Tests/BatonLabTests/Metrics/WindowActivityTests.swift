import Testing

@testable import BatonLab

@Suite struct WindowActivityTests {
  private final class Lock {}
  private let lock = Lock()
  private var key: WindowActivity.LockKey { .init(window: 0, lock: ObjectIdentifier(lock)) }

  @Test func aLockHeldWhileNothingRunsForOverFiveSecondsIsStuck() {
    var activity = WindowActivity()
    activity.lockAcquired(key, at: 1)
    activity.check(at: 5.9)
    #expect(activity.stuckLocks == 0)
    activity.check(at: 6.1)
    #expect(activity.stuckLocks == 1)
    activity.check(at: 20)
    #expect(activity.stuckLocks == 1)
  }

  @Test func aLockHeldDuringALongTransitionIsNotStuck() {
    var activity = WindowActivity()
    activity.lockAcquired(key, at: 0)
    activity.transitionBegan(window: 0, at: 0)
    activity.check(at: 10)
    #expect(activity.stuckLocks == 0)
    activity.transitionEnded(window: 0, at: 10)
    activity.check(at: 14)
    #expect(activity.stuckLocks == 0)
    activity.check(at: 15.5)
    #expect(activity.stuckLocks == 1)
  }

  @Test func aReleasedLockIsNeverStuck() {
    var activity = WindowActivity()
    activity.lockAcquired(key, at: 0)
    activity.lockReleased(key)
    activity.check(at: 100)
    activity.finish()
    #expect(activity.stuckLocks == 0)
  }

  @Test func aLockStillHeldOnAQuietWindowAtTheEndIsStuck() {
    var activity = WindowActivity()
    activity.lockAcquired(key, at: 0)
    activity.finish()
    #expect(activity.stuckLocks == 1)
  }

  @Test func aForgottenWindowsLocksDoNotCount() {
    var activity = WindowActivity()
    activity.lockAcquired(key, at: 0)
    activity.forget(window: 0)
    activity.finish()
    #expect(activity.stuckLocks == 0)
  }

  @Test func twoTransitionsAtOnceOnAWindowOverlap() {
    var activity = WindowActivity()
    activity.transitionBegan(window: 0, at: 0)
    activity.transitionBegan(window: 1, at: 0)
    #expect(activity.overlaps == 0)
    activity.transitionBegan(window: 0, at: 0.1)
    #expect(activity.overlaps == 1)
  }
}

@Suite struct WindowActivityOverlapTests {
  @Test func aBeginAtTheInstantTheRunningOneEndsIsNoOverlap() {
    var activity = WindowActivity()
    activity.transitionBegan(window: 0, at: 0)
    activity.transitionBegan(window: 0, at: 0.35)
    activity.transitionEnded(window: 0, at: 0.35)
    activity.transitionEnded(window: 0, at: 0.7)
    #expect(activity.overlaps == 0)
  }
}

@Suite struct WindowActivityForgetTests {
  @Test func forgettingAWindowKeepsItsOverlaps() {
    var activity = WindowActivity()
    activity.transitionBegan(window: 0, at: 0)
    activity.transitionBegan(window: 0, at: 0.1)
    activity.forget(window: 0)
    #expect(activity.overlaps == 1)
  }
}
