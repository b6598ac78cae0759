import Baton
import Dispatch
import Testing

@MainActor
@Suite struct DispatchMainSchedulerTests {
  @Test func nextTurnWorkRunsLaterOnTheMainQueue() async {
    let scheduler = DispatchMainScheduler()
    let hasReturned = Box(false)
    let ranBeforeReturning = Box(false)
    let mainQueueKey = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: "main")
    defer { DispatchQueue.main.setSpecific(key: mainQueueKey, value: nil) }
    let queue = await withCheckedContinuation {
      (continuation: CheckedContinuation<String?, Never>) in
      scheduler.runOnNextTurn {
        ranBeforeReturning.value = !hasReturned.value
        continuation.resume(returning: DispatchQueue.getSpecific(key: mainQueueKey))
      }
      hasReturned.value = true
    }
    #expect(!ranBeforeReturning.value, "the work ran inside runOnNextTurn")
    #expect(queue == "main", "the work ran on the main queue")
  }

  @Test func delayedWorkRunsLaterOnTheMainQueueAndCancelledWorkNever() async {
    let scheduler = DispatchMainScheduler()
    let ran = Box<[String]>([])
    let cancelled = scheduler.run(after: 0) { ran.value.append("cancelled") }
    cancelled.cancel()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      scheduler.run(after: 0) {
        ran.value.append("kept")
        continuation.resume()
      }
      #expect(ran.value.isEmpty, "nothing runs inside run(after:)")
    }
    #expect(ran.value == ["kept"])
    #expect(cancelled.state == .cancelled)
  }

  @Test func theClockIsMonotonic() {
    let scheduler = DispatchMainScheduler()
    let first = scheduler.now
    let second = scheduler.now
    #expect(first >= 0)
    #expect(second >= first)
  }
}
