import Testing

@testable import BatonLab

/// The scenario language's swipe-back statements and figures.
@Suite struct SwipeStatementParserTests {
  @Test func readsTheSwipeStatementsAndFigures() throws {
    let scenario = try ScenarioParser.parse(
      """
      strategy replace-delegate
      screens custom-back
      screens takes-delegate
      gesture-delegate app
      gesture-delegate none
      swipe mid-screen finish
      swipe mid-screen cancel backwards
      layout rtl
      scroll away
      screens scroll-view
      swipe begin
      expect dead-swipes 1
      expect root-swipe-freezes 0
      expect swipes-during-transitions 2
      expect scroll-conflicts 0
      """
    )
    #expect(scenario.strategy == .replaceDelegate)
    #expect(
      scenario.steps.map(\.command) == [
        .swipes(.screens(.customBack)),
        .swipes(.screens(.takesDelegate)),
        .swipes(.gestureDelegate(app: true)),
        .swipes(.gestureDelegate(app: false)),
        .swipes(.midScreen(finishes: true, backwards: false)),
        .swipes(.midScreen(finishes: false, backwards: true)),
        .swipes(.layout(rightToLeft: true)),
        .swipes(.scroll(awayFromLeadingEdge: true)),
        .swipes(.screens(.scrollView)),
        .swipeBegin(touchInNavigationBar: false),
        .expect(.count(.swipes(.deadSwipes), 1)),
        .expect(.count(.swipes(.rootSwipeFreezes), 0)),
        .expect(.count(.swipes(.swipesDuringTransitions), 2)),
        .expect(.count(.swipes(.scrollConflicts), 0)),
      ]
    )
  }

  @Test(arguments: [
    "screens fancy",
    "screens",
    "gesture-delegate screen",
    "gesture-delegate",
    "swipe begin mid-air",
    "swipe mid-screen",
    "swipe mid-screen finish sideways",
    "layout up",
    "scroll far",
    "expect dead-swipes many",
    "expect scroll-conflicts -1",
  ])
  func rejectsAMalformedSwipeLineNamingIt(line: String) {
    #expect {
      try ScenarioParser.parse("settle\n" + line)
    } throws: { error in
      (error as? ScenarioParseError)?.line == 2
    }
  }
}
