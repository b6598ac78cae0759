import Foundation
import Testing

@testable import BatonLab

/// A recording that shows a fault shrinks to a short scenario.
@MainActor
@Suite struct ScenarioShrinkerTests {
  @Test func ddminKeepsOnlyTheElementsThatFailTogether() {
    var runs = 0
    let kept = DeltaDebugging.minimize(Array(0..<100)) { candidate in
      runs += 1
      return candidate.contains(17) && candidate.contains(62)
    }
    #expect(kept == [17, 62])
    #expect(runs < 200)
  }

  @Test func ddminReturnsAnInputThatCannotShrink() {
    #expect(DeltaDebugging.minimize([1, 2, 3]) { $0 == [1, 2, 3] } == [1, 2, 3])
    #expect(DeltaDebugging.split(Array(0..<5), into: 2) == [[0, 1], [2, 3, 4]])
  }

  @Test func aSeededRawFaultShrinksToAScenarioRawFailsAndBatonPasses() throws {
    let configuration = StormConfiguration(
      strategy: .raw,
      profile: .legacy,
      seed: 1,
      actions: 300
    )
    var lines: [String] = []
    let report = StormReplay.record(configuration) { lines.append($0) }
    #expect(report.metrics.faults.total > 0)
    let log = try StormLog.parse(lines.joined(separator: "\n"))
    let result = try #require(ScenarioShrinker.shrink(log, strategy: .raw))
    #expect(result.statements <= 50)
    #expect(result.kept < result.recorded)
    let scenario = try ScenarioParser.parse(result.scenario)
    #expect(scenario.profile == .legacy)
    #expect(!ScenarioShrinker.passes(scenario, strategy: .raw, profile: .legacy))
    #expect(ScenarioShrinker.passes(scenario, strategy: .baton, profile: .legacy))
  }

  @Test func aRecordingWithoutAProblemDoesNotShrink() throws {
    let configuration = StormConfiguration(
      strategy: .baton,
      profile: .deferring,
      seed: 2,
      actions: 40
    )
    var lines: [String] = []
    StormReplay.record(configuration) { lines.append($0) }
    let log = try StormLog.parse(lines.joined(separator: "\n"))
    #expect(ScenarioShrinker.shrink(log, strategy: .baton) == nil)
  }

  @Test func aRemovedInputsTimePassesBeforeTheNextOne() {
    let inputs = [
      StormLog.Input(time: 10, timed: TimedAction(gap: 1, action: .tap(.detail))),
      StormLog.Input(
        time: 12.5,
        timed: TimedAction(gap: 2.5, action: .swipeBack(finishes: true, duration: 0.4))
      ),
      StormLog.Input(time: 13.5, timed: TimedAction(gap: 0.6, action: .back)),
    ]
    let text = ScenarioShrinker.scenario(
      [.input(inputs[1]), .input(inputs[2])],
      profile: .fluid,
      start: 10,
      note: ""
    )
    #expect(
      text == """
        profile fluid
        wait 2.500
        swipe begin
        wait 0.200
        swipe progress 0.6
        wait 0.200
        swipe finish
        wait 0.600
        back
        settle
        expect faults 0
        expect lost-intents 0

        """
    )
    #expect(ScenarioShrinker.statementCount("# note\n\nprofile fluid\nback # a comment\n") == 2)
  }
}
