import Testing

@testable import BatonLab

@Suite struct ScenarioParserTests {
  @Test func readsSettingsActionsAndExpectations() throws {
    let scenario = try ScenarioParser.parse(
      """
      # double tap
      profile legacy
      strategy window-lock
      cold

      double-tap detail   # two taps
      two-finger detail login
      back
      swipe begin nav-bar
      swipe progress 0.4
      swipe cancel
      tab 1
      deeplink app://tab1/detail/comments/login
      launch
      wait 0.5
      settle
      expect stack 0 list detail
      expect presented none
      expect faults F2 1
      expect crashes 0
      expect lost-intents 2
      expect intent 3 dropped
      """
    )
    #expect(scenario.profile == .legacy)
    #expect(scenario.strategy == .windowLock)
    #expect(scenario.startsCold)
    let commands = scenario.steps.map(\.command)
    #expect(
      commands == [
        .action(.doubleTap(.detail)),
        .action(.twoFingerTap(.detail, .login)),
        .action(.back),
        .swipeBegin(touchInNavigationBar: true),
        .swipeProgress(0.4),
        .swipeCancel,
        .action(.selectTab(1)),
        .action(.deepLink(DeepLink(tab: 1, pushes: [.detail, .comments], modal: .login))),
        .launch,
        .wait(0.5),
        .settle,
        .expect(.stack(tab: 0, [.list, .detail])),
        .expect(.presented([])),
        .expect(.count(.faultKind("F2"), 1)),
        .expect(.count(.crashes, 0)),
        .expect(.count(.lostIntents, 2)),
        .expect(.intent(3, "dropped")),
      ]
    )
    #expect(scenario.steps.first?.line == 6)
    #expect(scenario.steps.first?.text == "double-tap detail")
  }

  @Test(arguments: [
    "jump",
    "tap nothing",
    "two-finger detail",
    "tab 2",
    "wait soon",
    "swipe sideways",
    "swipe progress 2",
    "deeplink tab0/login/detail",
    "deeplink home",
    "expect stack list login",
    "expect happiness 1",
    "expect intent 0 effective",
    "expect lost-intents -1",
    "profile ios6",
  ])
  func rejectsAMalformedLineNamingIt(line: String) {
    #expect {
      try ScenarioParser.parse("settle\n" + line)
    } throws: { error in
      (error as? ScenarioParseError)?.line == 2 && (error as? ScenarioParseError)?.text == line
    }
  }

  @Test(arguments: ["F99", "F0", "F16", "X1", "f1"])
  func anUnknownFaultInAnExpectationIsAnError(fault: String) {
    #expect {
      try ScenarioParser.parse("expect faults \(fault) 0")
    } throws: { error in
      (error as? ScenarioParseError)?.problem.hasPrefix("unknown fault '\(fault)'") == true
    }
  }

  @Test func everyKnownFaultCanBeExpected() throws {
    for kind in ["F1", "F8", "F15"] {
      let scenario = try ScenarioParser.parse("expect faults \(kind) 0")
      #expect(scenario.steps.map(\.command) == [.expect(.count(.faultKind(kind), 0))])
    }
  }

  @Test func windowsLineEndingsReadAsLines() throws {
    let scenario = try ScenarioParser.parse("back\r\nwait 1\r\n")
    #expect(scenario.steps.map(\.line) == [1, 2])
    #expect(scenario.steps.map(\.text) == ["back", "wait 1"])
    let error = #expect(throws: ScenarioParseError.self) {
      try ScenarioParser.parse("back\r\nnonsense\r\n")
    }
    #expect(error?.line == 2)
  }

  @Test func deepLinksReadWithOrWithoutScheme() {
    #expect(ScenarioParser.deepLink("tab0") == DeepLink(tab: 0, pushes: [], modal: nil))
    #expect(
      ScenarioParser.deepLink("app://tab1/profile")
        == DeepLink(tab: 1, pushes: [.profile], modal: nil)
    )
    #expect(ScenarioParser.deepLink("tab0/settings")?.target == .settings)
  }
}
