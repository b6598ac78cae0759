import Baton
import Testing

@testable import BatonLab

@Suite struct StrandedRequestWatchTests {
  private let first = RequestID(rawValue: 1)
  private let second = RequestID(rawValue: 2)
  private let bound = StrandedRequestWatch.stallBound

  @Test func aRequestHeldWithNothingRunningForLongerThanTheBoundCountsOnce() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: true, at: 0)
    watch.look(isStalled: true, at: bound)
    #expect(watch.count == 0)
    watch.look(isStalled: true, at: bound + 0.5)
    #expect(watch.count == 1)
    watch.look(isStalled: true, at: bound + 10)
    watch.requestLeftQueue(first, at: bound + 11)
    #expect(watch.count == 1)
  }

  @Test func aRequestThatStartsAfterWaitingLongerThanTheBoundCounts() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: true, at: 0.2)
    // Nothing changes until the step at 1.5, which starts the request.
    watch.requestLeftQueue(first, at: 1.5)
    #expect(watch.count == 1)
  }

  @Test func waitingBehindARunningTransitionIsNotStranded() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: false, at: 0)
    watch.look(isStalled: false, at: 30)
    watch.look(isStalled: true, at: 30)
    watch.requestLeftQueue(first, at: 30.5)
    #expect(watch.count == 0)
  }

  @Test func aStallCountsFromWhenNothingRanNotFromTheRequest() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: false, at: 5)
    watch.look(isStalled: true, at: 5.5)
    watch.look(isStalled: true, at: 6.4)
    #expect(watch.count == 0)
    watch.look(isStalled: true, at: 6.6)
    #expect(watch.count == 1)
  }

  @Test func aRequestQueuedDuringAStallCountsFromItsOwnArrival() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: true, at: 0)
    watch.requestQueued(second, at: 0.8)
    watch.look(isStalled: true, at: 1.2)
    #expect(watch.count == 1)
    watch.look(isStalled: true, at: 1.9)
    #expect(watch.count == 2)
  }

  @Test func aRequestStillStrandedWhenNothingIsLeftToRunCountsAtTheEnd() {
    var stranded = StrandedRequestWatch()
    stranded.requestQueued(first, at: 0)
    stranded.look(isStalled: true, at: 0)
    stranded.finish(isStalled: true, worldIsIdle: true, at: 0.1)
    #expect(stranded.count == 1)

    var due = StrandedRequestWatch()
    due.requestQueued(first, at: 0)
    due.look(isStalled: true, at: 0)
    due.finish(isStalled: true, worldIsIdle: false, at: 0.1)
    #expect(due.count == 0)
  }

  @Test func aNewLaneStartsWithNothingWaiting() {
    var watch = StrandedRequestWatch()
    watch.requestQueued(first, at: 0)
    watch.look(isStalled: true, at: 0)
    watch.laneEnded()
    watch.look(isStalled: true, at: 5)
    watch.requestLeftQueue(first, at: 6)
    #expect(watch.count == 0)
  }
}
