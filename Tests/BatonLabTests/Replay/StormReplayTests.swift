import Foundation
import Testing

@testable import BatonLab

/// A storm's recording replays to the same lines and figures.
@MainActor
@Suite struct StormReplayTests {
  private func configuration(
    _ strategy: StrategyName,
    _ profile: LabProfile,
    actions: Int = 600
  ) -> StormConfiguration {
    var configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 5,
      actions: actions,
      shardSize: actions / 2
    )
    configuration.popups = strategy == .baton ? .baton : .raw
    configuration.thirdParty = true
    return configuration
  }

  private func record(_ configuration: StormConfiguration) -> (StormReport, String) {
    var lines: [String] = []
    let report = StormReplay.record(configuration) { lines.append($0) }
    return (report, lines.joined(separator: "\n"))
  }

  @Test(arguments: LabProfile.allCases)
  func recordingLeavesEveryFigureUnchanged(profile: LabProfile) {
    let configuration = configuration(.baton, profile)
    var trace: LabTrace?
    let plain = StormRunner.run(configuration, trace: &trace)
    let (recorded, _) = record(configuration)
    #expect(StormRecording.figuresText(recorded) == StormRecording.figuresText(plain))
  }

  @Test(arguments: LabProfile.allCases, [StrategyName.baton, .raw])
  func replayGivesTheRecordedLinesAndFigures(profile: LabProfile, strategy: StrategyName) throws {
    let (report, text) = record(configuration(strategy, profile))
    let log = try StormLog.parse(text)
    #expect(log.shards.count == 2)
    #expect(log.shards.map(\.inputs.count) == [300, 300])
    let result = try #require(StormReplay.replay(log))
    #expect(result.divergence == nil)
    #expect(result.replayedLines == result.recordedLines)
    #expect(log.figures == StormRecording.figuresText(report))
    #expect(result.figures == log.figures)
  }

  @Test func aChangedInputIsFoundAtItsLine() throws {
    let (_, text) = record(configuration(.baton, .deferring))
    var lines = text.split(separator: "\n").map(String.init)
    let index = try #require(lines.indices.last { lines[$0].contains("\"action\":\"tap ") })
    lines[index] = lines[index].replacingOccurrences(
      of: "\"action\":\"tap ",
      with: "\"action\":\"double-tap "
    )
    let log = try StormLog.parse(lines.joined(separator: "\n"))
    let result = try #require(StormReplay.replay(log))
    let divergence = try #require(result.divergence)
    #expect(divergence.shard == 1)
    let shardStart = try #require(lines.lastIndex { $0.hasPrefix("{\"e\":\"shard\"") })
    #expect(divergence.line > index - shardStart)
  }

  @Test func anotherStrategyShowsWhatItWouldHaveDoneWithTheSameInputs() throws {
    let (_, text) = record(configuration(.baton, .legacy))
    let log = try StormLog.parse(text)
    let raw = try #require(StormReplay.replay(log, strategy: .raw))
    #expect(raw.divergence != nil)
    #expect(raw.report.metrics.faults.total > 0)
    #expect(raw.report.strategy == .raw)
  }

  @Test func aLineThatIsNotARecordingIsNamed() {
    #expect(throws: StormLog.Problem(line: 2, text: "not a recording line: hello")) {
      try StormLog.parse("{\"t\":0.5,\"e\":\"requested\"}\nhello")
    }
    #expect(
      throws: StormLog.Problem(line: 1, text: "a 'end' line without a storm header on line 1")
    ) {
      try StormLog.parse("{\"e\":\"end\"}\nhello")
    }
  }

  @Test func recordedActionsReadBackExactly() {
    let actions: [UserAction] = [
      .tap(.detail), .doubleTap(.product), .twoFingerTap(.detail, .profile), .back, .doubleBack,
      .backButton, .toggleKeyboard, .toggleSearch, .selectTab(1),
      .deepLink(DeepLink.catalogue[8]), .notification(productID: 4),
      .swipeBack(finishes: true, duration: 0.123_456_789),
      .midScreenSwipe(finishes: false, duration: 0.3),
    ]
    for action in actions {
      #expect(UserAction(recorded: action.recordedText, duration: action.swipeDuration) == action)
    }
  }
}
