import Testing

@testable import BatonLab

/// How each of the swipe figures counts an attempt, on hand-made attempts.
@Suite struct SwipeFiguresCountingTests {
  private func attempt(
    allowed: Bool = true,
    began: Bool = true,
    duringTransition: Bool = false,
    froze: Bool = false
  ) -> SwipeFigures.Attempt {
    SwipeFigures.Attempt(
      allowed: allowed,
      began: began,
      atRoot: false,
      froze: froze,
      duringTransition: duringTransition
    )
  }

  @Test func anAllowedSwipeAnotherRecognizerTookIsLostNotOnlyDead() {
    var figures = SwipeFigures()
    var lost = attempt(began: false)
    lost.lostToOtherRecognizer = true
    figures.record(lost)
    var refusedAnyway = attempt(allowed: false, began: false)
    refusedAnyway.lostToOtherRecognizer = true
    figures.record(refusedAnyway)
    #expect(figures.edgeSwipesLost == 1)
    #expect(figures.deadSwipes == 1)
  }

  @Test func aSwipeThatBeganWhereUIKitRefusesOnPurposeIsCounted() {
    var figures = SwipeFigures()
    var began = attempt(allowed: false)
    began.uikitRefusesOnPurpose = true
    figures.record(began)
    var refused = attempt(allowed: false, began: false)
    refused.uikitRefusesOnPurpose = true
    figures.record(refused)
    #expect(figures.swipesAllowedThatUIKitRefuses == 1)
    #expect(figures.deadSwipes == 0)
  }

  @Test func anInterruptionThatDidNotBeginIsRefusedAndOneThatBeganIsNoF13() {
    var figures = SwipeFigures()
    var refused = attempt(allowed: false, began: false, duringTransition: true)
    refused.isInterruption = true
    figures.record(refused)
    var preempted = attempt(allowed: false, duringTransition: true)
    preempted.isInterruption = true
    figures.record(preempted)
    var froze = attempt(allowed: false, duringTransition: true, froze: true)
    froze.isInterruption = true
    figures.record(froze)
    figures.record(attempt(allowed: false, duringTransition: true))
    #expect(figures.userInterruptionsRefused == 1)
    // The preempting swipe is iOS 26's own behaviour; the frozen one and the one on a system
    // that does not preempt are F13.
    #expect(figures.swipesDuringTransitions == 2)
  }

  @Test func backTapsAndScrollsCountOnlyWhenMadeToWait() {
    var figures = SwipeFigures()
    figures.recordBackTap(isInterruption: true, poppedAtOnce: false)
    figures.recordBackTap(isInterruption: true, poppedAtOnce: true)
    figures.recordBackTap(isInterruption: false, poppedAtOnce: false)
    figures.recordScroll(waited: true)
    figures.recordScroll(waited: false)
    #expect(figures.userInterruptionsRefused == 1)
    #expect(figures.scrollDelays == 1)
  }

  @Test func mergingAddsTheNewFigures() {
    var one = SwipeFigures()
    var lost = attempt(began: false)
    lost.lostToOtherRecognizer = true
    lost.uikitRefusesOnPurpose = false
    one.record(lost)
    one.recordScroll(waited: true)
    one.recordBackTap(isInterruption: true, poppedAtOnce: false)
    var two = one
    two.merge(one)
    #expect(two.edgeSwipesLost == 2)
    #expect(two.scrollDelays == 2)
    #expect(two.userInterruptionsRefused == 2)
  }
}
