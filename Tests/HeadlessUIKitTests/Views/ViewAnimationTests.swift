import Foundation
import HeadlessUIKit
import Testing

/// `UIView.animate(withDuration:animations:completion:)` on the world's clock
/// (UIKitFacts.md P4).
@MainActor
@Suite struct ViewAnimationTests {
  @Test func theChangesApplyAtOnceAndTheCompletionFinishesAfterTheDuration() {
    let world = Headless.World()
    var results: [Bool] = []
    world.run {
      let view = UIView()
      UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }) { results.append($0) }
      #expect(view.alpha == 0)
    }
    #expect(world.runningViewAnimationCount == 1)
    world.scheduler.advance(by: 0.24)
    #expect(results.isEmpty)
    world.scheduler.advance(by: 0.01)
    #expect(results == [true])
    #expect(world.runningViewAnimationCount == 0)
  }

  /// P4: with a zero duration the completion runs at the beginning of the next run-loop turn.
  @Test func aZeroDurationCompletesOnTheNextTurn() {
    let world = Headless.World()
    var results: [Bool] = []
    world.run {
      UIView.animate(withDuration: 0, animations: {}) { results.append($0) }
    }
    #expect(results.isEmpty)
    world.scheduler.runDueWork()
    #expect(results == [true])
  }

  /// P4: entering the background ends a running animation with `false`, once; its deadline
  /// later changes nothing.
  @Test func backgroundingEndsARunningAnimationUnfinishedOnce() {
    let world = Headless.World()
    var results: [Bool] = []
    var stateAtCompletion: UIApplication.State?
    world.run {
      UIView.animate(withDuration: 0.3, animations: {}) { finished in
        results.append(finished)
        stateAtCompletion = world.application.applicationState
      }
    }
    world.scheduler.advance(by: 0.1)
    world.sendAppToBackground()
    #expect(results == [false])
    #expect(stateAtCompletion == .background)
    world.scheduler.advance(by: 1)
    world.bringAppToForeground()
    #expect(results == [false])
  }

  /// An interruption without backgrounding (inactive) lets the animation finish.
  @Test func becomingInactiveLetsTheAnimationFinish() {
    let world = Headless.World()
    var results: [Bool] = []
    world.run {
      UIView.animate(withDuration: 0.3, animations: {}) { results.append($0) }
    }
    world.moveApp(to: .inactive)
    world.scheduler.advance(by: 0.3)
    #expect(results == [true])
  }
}
