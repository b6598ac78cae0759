import Baton
import Testing

@MainActor
@Suite struct DispatchMainSchedulerTests {
  @Test func nextTurnWorkRunsLaterOnTheMainQueue() async {
    let scheduler = DispatchMainScheduler()
    var ranSynchronously = true
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.runOnNextTurn { continuation.resume() }
      ranSynchronously = false
    }
    #expect(!ranSynchronously)
  }

  @Test func theClockIsMonotonic() {
    let scheduler = DispatchMainScheduler()
    let first = scheduler.now
    let second = scheduler.now
    #expect(first >= 0)
    #expect(second >= first)
  }
}
