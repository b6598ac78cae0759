import Foundation
import Testing

@testable import BatonLab

/// The shipped scenarios: each parses, each passes with Baton, and the classic approaches fail
/// the stories they are known to fail.
@MainActor
@Suite struct ScenarioFilesTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios")

  nonisolated static let stories: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
  }()

  private func load(_ name: String) throws -> Scenario {
    let url = Self.folder.appendingPathComponent(name)
    return try ScenarioParser.parse(try String(contentsOf: url, encoding: .utf8))
  }

  @Test func twelveStoriesShip() {
    #expect(Self.stories.count { $0 < "13" } == 12)
  }

  @Test(arguments: stories, LabProfile.allCases)
  func everyStoryPassesWithBaton(name: String, profile: LabProfile) throws {
    let scenario = try load(name)
    // A story that names its profile tells what that system does (iOS 26's interruptions).
    if let own = scenario.profile, own != profile { return }
    var trace: LabTrace?
    let result = ScenarioRunner.run(
      scenario,
      strategy: .baton,
      profile: profile,
      trace: &trace
    )
    guard case .passed(let checks) = result else {
      Issue.record("\(name): \(result)")
      return
    }
    #expect(checks > 0)
  }

  @Test(arguments: [
    ("01-double-tap-pushes-twice.txt", StrategyName.raw, "expect stack list detail"),
    ("01-double-tap-pushes-twice.txt", .switchingFlag, "expect intent 2 dropped"),
    ("06-present-from-screen-being-pushed-away.txt", .raw, "expect presented login"),
    ("07-deep-link-at-cold-start.txt", .raw, "expect presented settings"),
    ("08-cancelled-swipe-then-push.txt", .switchingFlag, "expect stack list detail comments"),
    ("09-present-whose-completion-never-fires.txt", .windowLock, "expect faults F4 0"),
    ("10-tap-on-screen-revealed-by-cancelled-swipe.txt", .raw, "expect stack list detail comments"),
    ("13-custom-back-button-swipe.txt", .raw, "expect stack list"),
    ("14-hidden-bar-swipe.txt", .raw, "expect stack list"),
    ("15-app-sets-gesture-delegate-at-root.txt", .raw, "expect root-swipe-freezes 0"),
    ("15-app-sets-gesture-delegate-at-root.txt", .replaceDelegate, "expect root-swipe-freezes 0"),
    (
      "16-screen-takes-gesture-delegate-in-view-did-appear.txt", .raw, "expect root-swipe-freezes 0"
    ),
    (
      "16-screen-takes-gesture-delegate-in-view-did-appear.txt", .replaceDelegate,
      "expect root-swipe-freezes 0"
    ),
    ("17-full-screen-swipe-with-a-scroll-view.txt", .raw, "expect stack list"),
    ("18-right-to-left-swipes.txt", .raw, "expect stack list"),
    ("29-carousel-at-the-edge.txt", .replaceDelegate, "expect stack list"),
    ("30-swipe-while-the-keyboard-moves.txt", .replaceDelegate, "expect stack list detail"),
    ("31-swipe-while-searching.txt", .replaceDelegate, "expect stack list detail"),
    ("32-back-tap-during-a-push-on-ios-26.txt", .switchingFlag, "expect interruptions-refused 0"),
    ("34-swipe-during-a-push-on-ios-26.txt", .switchingFlag, "expect stack list detail"),
    ("35-custom-back-tapped-twice.txt", .raw, "expect stack list detail"),
    ("37-two-different-sheets-wrapped-in-navigation.txt", .raw, "expect presented login settings"),
    (
      "38-deep-link-to-two-products-of-one-class.txt", .raw,
      "expect stack 0 list product product product"
    ),
    ("39-deep-link-held-until-sign-in.txt", .raw, "expect tab 1"),
    (
      "46-notification-during-a-cancelled-swipe.txt", .bufferedNav,
      "expect stack list detail product"
    ),
    ("49-full-screen-pop-in-a-carousel.txt", .fdFullscreenPop, "expect stack list"),
    (
      "50-edge-swipe-at-the-root-before-the-first-push.txt", .raw,
      "expect root-swipe-freezes 0"
    ),
    ("51-shrunk-from-a-recorded-storm.txt", .raw, "expect faults 0"),
  ])
  func theClassicApproachesFailTheirStories(name: String, strategy: StrategyName, line: String)
    throws
  {
    var trace: LabTrace?
    let scenario = try load(name)
    let result = ScenarioRunner.run(
      scenario,
      strategy: strategy,
      profile: scenario.profile ?? .deferring,
      trace: &trace
    )
    guard case .failed(let step, _) = result else {
      Issue.record("\(name) passed with \(strategy.rawValue)")
      return
    }
    #expect(step.text == line)
  }

  @Test func aFailedExpectationPrintsItsLineAndExitsOne() throws {
    let path = Self.folder.appendingPathComponent("01-double-tap-pushes-twice.txt").path
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "scenario", path, "--strategy", "raw"],
      io: capture.io
    )
    #expect(status == 1)
    #expect(
      capture.out.first?.hasSuffix(
        "01-double-tap-pushes-twice.txt:6: expectation failed: expect stack list detail"
      ) == true
    )
  }

  @Test func aPassingScenarioExitsZero() {
    let path = Self.folder.appendingPathComponent("03-pop-pop.txt").path
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab", "scenario", path], io: capture.io) == 0)
    #expect(capture.out.first?.contains("passed") == true)
  }

  @Test func aMalformedScenarioExitsTwoNamingTheLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).txt")
    try "settle\nfly away\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let capture = OutputCapture()
    #expect(BatonLabCommandLine.run(["baton-lab", "scenario", url.path], io: capture.io) == 2)
    #expect(capture.err.first?.contains(":2: unknown statement 'fly'") == true)
  }

  @Test func theSwipeBackStoriesShip() {
    #expect(Self.stories.count { $0 >= "13" && $0 < "20" } == 6)
  }
}
