import Baton
import BatonTesting
import Testing

@testable import BatonLab

/// A life's timers run their work on the life's clock, and a life that ends cancels what has
/// not run, releasing what it captured at once.
@MainActor
@Suite struct LifeTimersTests {
  private final class Captured {}

  @Test func workRunsAfterItsDelayUnlessTheLifeEnded() {
    let clock = VirtualScheduler()
    let timers = LifeTimers(scheduler: clock)
    var ran: [String] = []
    timers.run(after: 0.5) { ran.append("early") }
    timers.run(after: 2) { ran.append("late") }
    clock.advance(by: 1)
    #expect(ran == ["early"])
    timers.cancelAll()
    clock.advance(by: 2)
    #expect(ran == ["early"])
    #expect(clock.isIdle)
  }

  @Test func endingTheLifeReleasesWhatItsPendingWorkCaptured() {
    let clock = VirtualScheduler()
    let timers = LifeTimers(scheduler: clock)
    weak var released: Captured?
    do {
      let captured = Captured()
      released = captured
      timers.run(after: 1) { _ = captured }
    }
    #expect(released != nil)
    timers.cancelAll()
    #expect(released == nil)
  }
}
