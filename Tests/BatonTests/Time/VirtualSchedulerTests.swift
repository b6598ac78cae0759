import Baton
import BatonTesting
import Testing

@MainActor
@Suite struct VirtualSchedulerTests {
  @Test func nothingRunsUntilTheClockIsAdvanced() {
    let clock = VirtualScheduler()
    var ran = false
    clock.runOnNextTurn { ran = true }
    #expect(!ran)
    #expect(clock.pendingCount == 1)
    clock.runDueWork()
    #expect(ran)
    #expect(clock.isIdle)
  }

  @Test func equalDeadlinesRunFirstInFirstOut() {
    let clock = VirtualScheduler()
    var order: [Int] = []
    for index in 0..<50 {
      clock.run(after: 0.5) { order.append(index) }
    }
    clock.advance(by: 0.5)
    #expect(order == Array(0..<50))
  }

  @Test func thousandsOfNextTurnWorksRunFirstInFirstOutWhileMoreArrive() {
    // Enough turns that the queue drops the ones it ran from its front (past 1,024) while
    // each run adds one more at the back: order and count must survive that.
    let clock = VirtualScheduler()
    var order: [Int] = []
    var nextIndex = 0
    func schedule() {
      let index = nextIndex
      nextIndex += 1
      clock.runOnNextTurn {
        order.append(index)
        if nextIndex < 6_000 { schedule() }
      }
    }
    for _ in 0..<2_500 { schedule() }
    #expect(clock.pendingCount == 2_500)
    for _ in 0..<1_500 { _ = clock.runUntilIdle(maxSteps: 1) }
    #expect(order == Array(0..<1_500))
    #expect(clock.pendingCount == 2_500)
    #expect(clock.runUntilIdle(maxSteps: 10_000))
    #expect(order == Array(0..<6_000))
    #expect(clock.isIdle)
  }

  @Test func workRunsInDeadlineOrderAndSeesItsOwnDeadlineAsNow() {
    let clock = VirtualScheduler()
    var seen: [(Int, Double)] = []
    clock.run(after: 3) { seen.append((3, clock.now)) }
    clock.run(after: 1) { seen.append((1, clock.now)) }
    clock.run(after: 2) { seen.append((2, clock.now)) }
    clock.advance(by: 2.5)
    #expect(seen.map(\.0) == [1, 2])
    #expect(seen.map(\.1) == [1, 2])
    #expect(clock.now == 2.5)
    #expect(clock.pendingCount == 1)
    clock.advance(by: 1)
    #expect(seen.map(\.0) == [1, 2, 3])
  }

  @Test func nextTurnWorkRunsAfterWorkAlreadyDue() {
    let clock = VirtualScheduler()
    var order: [String] = []
    clock.run(after: 0) { order.append("timer") }
    clock.runOnNextTurn {
      order.append("turn")
      clock.runOnNextTurn { order.append("nested turn") }
    }
    clock.runOnNextTurn { order.append("second turn") }
    clock.runDueWork()
    #expect(order == ["timer", "turn", "second turn", "nested turn"])
  }

  @Test func workScheduledWithoutAHandleKeepsItsPlaceAmongCancelledTimers() {
    let clock = VirtualScheduler()
    var order: [String] = []
    let cancelled = clock.run(after: 1) { order.append("cancelled") }
    clock.schedule(after: 1) { order.append("untracked") }
    clock.run(after: 1) { order.append("tracked") }
    clock.schedule(after: 0.5) { order.append("earlier") }
    cancelled.cancel()
    #expect(clock.pendingCount == 3)
    #expect(clock.nextDeadline == 0.5)
    clock.advance(by: 0.5)
    #expect(order == ["earlier"])
    #expect(clock.nextDeadline == 1)
    clock.advance(by: 1)
    #expect(order == ["earlier", "untracked", "tracked"])
    #expect(clock.isIdle)
    #expect(clock.executedCount == 3)
  }

  @Test func cancelledWorkNeverRunsAndIsNotPending() {
    let clock = VirtualScheduler()
    var ran = false
    let work = clock.run(after: 1) { ran = true }
    #expect(clock.pendingCount == 1)
    #expect(work.isPending)
    work.cancel()
    work.cancel()
    #expect(work.state == .cancelled)
    #expect(!work.isPending)
    #expect(work.isCancelled)
    #expect(clock.isIdle)
    #expect(clock.nextDeadline == nil)
    clock.advance(by: 5)
    #expect(!ran)
  }

  @Test func cancellingAfterRunningChangesNothing() {
    let clock = VirtualScheduler()
    var runs = 0
    let work = clock.run(after: 1) { runs += 1 }
    clock.advance(by: 1)
    work.cancel()
    #expect(work.state == .ran)
    #expect(!work.isPending)
    #expect(!work.isCancelled)
    #expect(runs == 1)
    #expect(clock.isIdle)
  }

  @Test func runUntilIdleFollowsChainsOfTimers() {
    let clock = VirtualScheduler()
    var hops = 0
    func hop() {
      hops += 1
      if hops < 10 { clock.run(after: 0.25, hop) }
    }
    clock.run(after: 0.25, hop)
    #expect(clock.runUntilIdle())
    #expect(hops == 10)
    #expect(clock.now == 2.5)
  }

  @Test func runUntilIdleStopsARunawayLoopAtItsBound() {
    let clock = VirtualScheduler()
    var loops = true
    func forever() { if loops { clock.runOnNextTurn(forever) } }
    clock.runOnNextTurn(forever)
    #expect(!clock.runUntilIdle(maxSteps: 1_000))
    #expect(clock.pendingCount == 1)
    loops = false
    #expect(clock.runUntilIdle())
  }

  @Test func theClockNeverMovesBackwards() {
    let clock = VirtualScheduler()
    clock.advance(by: 2)
    clock.advance(to: 1)
    clock.advance(by: -1)
    #expect(clock.now == 2)
  }

  @Test func negativeDelaysCountAsZero() {
    let clock = VirtualScheduler()
    var ran = false
    clock.run(after: -3) { ran = true }
    clock.runDueWork()
    #expect(ran)
    #expect(clock.now == 0)
  }

  @Test func cancellingReleasesTheWorkAtOnce() {
    let clock = VirtualScheduler()
    weak var weakCapture: Box<Int>?
    var handle: ScheduledWork?
    do {
      let capture = Box(0)
      weakCapture = capture
      handle = clock.run(after: 5) { capture.value += 1 }
    }
    #expect(weakCapture != nil, "pending work keeps what it captured")
    handle?.cancel()
    #expect(weakCapture == nil, "not until its deadline")
    #expect(clock.isIdle)
  }

  @Test func nextTurnWorkThatRanReleasesWhatItCapturedWhileOthersWait() {
    let clock = VirtualScheduler()
    weak var weakCapture: Box<Int>?
    do {
      let capture = Box(0)
      weakCapture = capture
      clock.runOnNextTurn { capture.value += 1 }
    }
    clock.runOnNextTurn {}
    #expect(weakCapture != nil, "waiting work keeps what it captured")
    #expect(!clock.runUntilIdle(maxSteps: 1))
    #expect(clock.pendingCount == 1)
    #expect(weakCapture == nil, "work that ran is not held behind the work still waiting")
  }

  @Test func cancelledTimersBehindALongOneKeepTheOrderAndTheCountRight() {
    let clock = VirtualScheduler()
    var order: [Int] = []
    clock.run(after: 1_000) { order.append(-1) }
    var kept: [(deadline: Double, index: Int)] = []
    for index in 0..<1_000 {
      // Many equal deadlines: first-in first-out must survive the sweeps of cancelled timers.
      let deadline = Double(2_000 + index % 7)
      let handle = clock.run(after: deadline) { order.append(index) }
      if index % 3 == 0 {
        kept.append((deadline, index))
      } else {
        handle.cancel()
      }
    }
    #expect(clock.pendingCount == 1 + kept.count)
    clock.advance(by: 1_000)
    #expect(order == [-1])
    clock.advance(by: 2_000)
    let expected = kept.sorted { ($0.deadline, $0.index) < ($1.deadline, $1.index) }.map(\.index)
    #expect(order == [-1] + expected)
    #expect(clock.isIdle)
  }
}
