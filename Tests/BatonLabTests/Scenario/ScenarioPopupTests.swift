import Foundation
import Testing

@testable import BatonLab

/// The scenario format's pop-up lines and the shipped pop-up stories (20 and up).
@MainActor
@Suite struct ScenarioPopupTests {
  private func load(_ name: String) throws -> Scenario {
    let url = ScenarioFilesTests.folder.appendingPathComponent(name)
    return try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8))
  }

  @Test func readsPopupStatementsAndExpectations() throws {
    let scenario = try ScenarioParser.parse(
      """
      popup-strategy semaphore
      popup force-update priority 100 preempts
      popup tip home-only yielding
      answer
      background
      foreground
      logout
      expect popup tip waiting
      expect popups-visible 1
      expect stuck-popup-queues 0
      expect blocked-thread-seconds 2
      """
    )
    #expect(scenario.popupStrategy == .semaphore)
    #expect(
      scenario.steps.map(\.command) == [
        .popup(.request(PopupStormAlert(key: "force-update", priority: 100, preempts: true))),
        .popup(.request(PopupStormAlert(key: "tip", homeOnly: true, yields: true))),
        .popup(.answer), .popup(.background), .popup(.foreground), .popup(.logOut),
        .expect(.popup(.state(key: "tip", "waiting"))),
        .expect(.popup(.visible(1))),
        .expect(.popup(.count(.stuckPopupQueues, 0))),
        .expect(.popup(.count(.blockedThreadSeconds, 2))),
      ]
    )
  }

  @Test(arguments: [
    "popup", "popup k priority", "popup k priority high", "popup k blocking yielding",
    "popup k sometimes", "answer now", "logout all", "popup-strategy queue",
    "expect popup k gone", "expect popup k", "expect popups-visible -1",
    "expect lost-popups", "popup k auto-dismiss", "popup k auto-dismiss 0",
    "popup k screen closes-after soon", "popup k closes-after 2", "dismiss-popup now",
    "expect taps-lost-to-auto-dismiss",
  ])
  func rejectsAMalformedPopupLine(line: String) {
    #expect(throws: ScenarioParseError.self) { try ScenarioParser.parse(line) }
  }

  @Test func readsPopupsThatGoByThemselves() throws {
    let scenario = try ScenarioParser.parse(
      """
      popup rating screen auto-dismiss 3 closes-after 2.95
      popup toast auto-dismiss 1.5 priority 2
      dismiss-popup
      expect popup toast auto-dismissed
      expect taps-lost-to-auto-dismiss 0
      """
    )
    let rating = PopupStormAlert(
      key: "rating",
      autoDismissAfter: 3,
      isScreen: true,
      closesAfter: 2.95
    )
    #expect(
      scenario.steps.map(\.command) == [
        .popup(.request(rating)),
        .popup(.request(PopupStormAlert(key: "toast", priority: 2, autoDismissAfter: 1.5))),
        .popup(.dismissByApp),
        .expect(.popup(.state(key: "toast", "auto-dismissed"))),
        .expect(.popup(.count(.tapsLostToAutoDismiss, 0))),
      ]
    )
  }

  @Test func fiveStoriesOfPopupsThatGoByThemselvesShip() throws {
    let stories = ScenarioFilesTests.stories.filter { $0 >= "40" && $0 < "45" }
    #expect(stories.count == 5)
    for name in stories { #expect(ScenarioRunner.hasPopups(try load(name))) }
  }

  @Test func nineParsedPopupStoriesShip() throws {
    let stories = ScenarioFilesTests.stories.filter { $0 >= "20" && $0 < "29" }
    #expect(stories.count == 9)
    for name in stories { #expect(ScenarioRunner.hasPopups(try load(name))) }
  }

  @Test(arguments: [
    ("20-launch-round.txt", "expect popup force-update visible"),
    ("21-alert-requested-during-push.txt", "expect popups-visible 0"),
    ("22-preempt-and-resume.txt", "expect popup promotion waiting"),
    ("23-background-while-popup-hides.txt", "expect popups-visible 0"),
    ("24-home-only-popup-while-elsewhere.txt", "expect popup home-tip visible"),
    ("25-deep-link-during-blocking-popup.txt", "expect popup force-update visible"),
    ("26-forced-log-out.txt", "expect popup permission cancelled"),
    ("27-duplicate-key.txt", "expect popup promotion dropped"),
    ("28-yielding-popup-steps-aside.txt", "expect popup tip visible"),
    ("40-popup-screen-closes-itself-then-a-push.txt", "expect faults 0"),
    ("41-popup-screen-closes-itself-as-its-auto-dismiss-fires.txt", "expect faults 0"),
    ("42-tap-just-before-auto-dismiss.txt", "expect popup promotion dismissed"),
    ("43-alert-dismissed-by-the-app.txt", "expect popup offer dismissed"),
    ("44-app-dismisses-popup-screen-before-its-auto-dismiss.txt", "expect faults 0"),
  ])
  func rawAlertsFailEveryPopupStory(name: String, line: String) throws {
    let scenario = try load(name)
    var trace: LabTrace?
    let result = ScenarioRunner.run(
      scenario,
      strategy: .raw,
      profile: scenario.profile ?? .deferring,
      trace: &trace
    )
    guard case .failed(let step, _) = result else {
      Issue.record("\(name) passed with raw alerts")
      return
    }
    #expect(step.text == line)
  }

  @Test func theSemaphoreRecipeLosesTheLogOutsOutcome() throws {
    var trace: LabTrace?
    let result = ScenarioRunner.run(
      try load("26-forced-log-out.txt"),
      strategy: .baton,
      profile: .deferring,
      popupStrategy: .semaphore,
      trace: &trace
    )
    guard case .failed(let step, _) = result else {
      Issue.record("the forced log-out passed with the semaphore recipe")
      return
    }
    #expect(step.text == "expect popup permission cancelled")
  }

  @Test(arguments: [
    ("40-popup-screen-closes-itself-then-a-push.txt", "expect faults 0"),
    ("41-popup-screen-closes-itself-as-its-auto-dismiss-fires.txt", "expect faults 0"),
    ("42-tap-just-before-auto-dismiss.txt", "expect popup promotion dismissed"),
    ("43-alert-dismissed-by-the-app.txt", "expect popup offer dismissed"),
    ("44-app-dismisses-popup-screen-before-its-auto-dismiss.txt", "expect faults 0"),
  ])
  func theSemaphoreRecipeFailsEveryStoryOfPopupsThatGoByThemselves(name: String, line: String)
    throws
  {
    var trace: LabTrace?
    let result = ScenarioRunner.run(
      try load(name),
      strategy: .baton,
      profile: .deferring,
      popupStrategy: .semaphore,
      trace: &trace
    )
    guard case .failed(let step, _) = result else {
      Issue.record("\(name) passed with the semaphore recipe")
      return
    }
    #expect(step.text == line)
  }

  @Test func aFilesBatonPopupsFallBackToRawUnderAnotherPageStrategy() throws {
    let scenario = try ScenarioParser.parse("popup-strategy baton\npopup a")
    #expect(ScenarioRunner.popupStrategy(for: scenario, pages: .baton, flag: nil) == .baton)
    #expect(ScenarioRunner.popupStrategy(for: scenario, pages: .delay, flag: nil) == .raw)
    #expect(
      ScenarioRunner.popupStrategy(for: scenario, pages: .delay, flag: .semaphore) == .semaphore
    )
  }

  @Test func aPopupCheckAloneGivesTheScenarioItsPopups() throws {
    // A scenario whose only pop-up line is a check still gets the pop-up watch it checks.
    var scenario = try ScenarioParser.parse("tap detail")
    scenario.steps.append(
      Scenario.Step(line: 2, text: "expect popups-visible 0", command: .expect(.popup(.visible(0))))
    )
    var trace: LabTrace?
    let result = ScenarioRunner.run(scenario, strategy: .baton, profile: .deferring, trace: &trace)
    #expect(result == .passed(1))
  }
}
