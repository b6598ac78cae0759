import Baton
import BatonTesting
import Testing

@testable import BatonUIKit

/// The turn the guard compares calls with (`present; dismiss` in one turn keeps UIKit's
/// order) belongs to the scheduler that made it. A turn whose scheduler went away before the
/// turn passed (a test's clock) is nobody's: a new scheduler, even one the allocator places at
/// the old one's address, starts a turn of its own, which passes. An identity comparison took
/// the dead turn for the new scheduler's and kept it as "now" for good: a later dismissal then
/// counted as asked in a presentation's turn (GuardCloseOnSeenScreenTests failed under
/// ThreadSanitizer, whose allocator reused the address).
@MainActor
@Suite struct MainLoopTurnTests {
  @Test func aTurnOfASchedulerThatWentAwayIsNeverAnotherSchedulersTurn() {
    for _ in 0..<50 {
      var old: VirtualScheduler? = VirtualScheduler()
      let dead = MainLoopTurn.current(on: old!)
      old = nil
      let scheduler = VirtualScheduler()
      let turn = MainLoopTurn.current(on: scheduler)
      #expect(turn !== dead)
      #expect(!turn.hasPassed)
      scheduler.runDueWork()
      #expect(turn.hasPassed, "the new scheduler's turn passes with its work")
      #expect(MainLoopTurn.current(on: scheduler) !== turn, "and the next call starts a new one")
    }
  }

  @Test func callsInOneTurnShareItUntilItPasses() {
    let scheduler = VirtualScheduler()
    let first = MainLoopTurn.current(on: scheduler)
    #expect(MainLoopTurn.current(on: scheduler) === first)
    #expect(first.isOn(scheduler))
    #expect(!first.isOn(VirtualScheduler()))
    scheduler.runDueWork()
    #expect(first.hasPassed)
  }
}
