import Testing

@testable import BatonLab

/// The peer pop-up strategies in the focused pop-up storm's app, on simple stories: what the
/// libraries do well (one at a time, by priority, nothing lost when answered) and where their
/// limits show (no knowledge of page transitions or of the screen a pop-up is about).
@MainActor
@Suite struct PeerPopupStormTests {
  nonisolated private static let peers: [PopupStrategyName] = [.swiftmessages, .swiftentrykit]

  /// The launch round, each alert answered once it shows.
  private let answeredLaunchRound: [PopupStormEvent] =
    PopupStormRunner.launchRound + [
      .wait(1), .answer, .wait(1.5), .answer, .wait(1.5), .answer, .wait(2),
    ]

  @Test(arguments: peers)
  func aPeerShowsTheLaunchRoundOneAtATimeAndLosesNothing(strategy: PopupStrategyName) {
    let metrics = PopupStormRunner.run(answeredLaunchRound, strategy: strategy, profile: .deferring)
    #expect(metrics == PopupStormMetrics(popupsShown: 3))
  }

  @Test(arguments: peers)
  func aPeerShowsAReplyWhileAPushRuns(strategy: PopupStrategyName) {
    let events: [PopupStormEvent] = [
      .wait(1), .push, .alert(PopupStormAlert(key: "reply")), .wait(1), .answer, .wait(2),
    ]
    let metrics = PopupStormRunner.run(events, strategy: strategy, profile: .deferring)
    #expect(metrics.popupsDuringTransition == 1)
    let baton = PopupStormRunner.run(events, strategy: .baton, profile: .deferring)
    #expect(baton.popupsDuringTransition == 0)
  }

  @Test(arguments: peers)
  func aPeerShowsAHomeTipQueuedBehindADialogOverTheScreenTheUserOpened(
    strategy: PopupStrategyName
  ) {
    let events: [PopupStormEvent] = [
      .wait(1), .alert(PopupStormAlert(key: "dialog")), .wait(1), .alert(PopupUser.homeTip),
      .push, .wait(1), .answer, .wait(2), .answer, .wait(2),
    ]
    let metrics = PopupStormRunner.run(events, strategy: strategy, profile: .deferring)
    #expect(metrics.popupsOutOfScope == 1)
    let baton = PopupStormRunner.run(events, strategy: .baton, profile: .deferring)
    #expect(baton.popupsOutOfScope == 0)
  }

  @Test func swiftMessagesIgnoresAQueuedDuplicateAndTheAppNeverHearsOfIt() {
    let events: [PopupStormEvent] = [
      .wait(1), .alert(PopupStormAlert(key: "dialog")), .alert(PopupStormAlert(key: "reply")),
      .alert(PopupStormAlert(key: "reply")), .wait(1), .answer, .wait(2), .answer, .wait(2),
    ]
    let metrics = PopupStormRunner.run(events, strategy: .swiftmessages, profile: .deferring)
    #expect(metrics.popupsShown == 2)
    #expect(metrics.lostPopups == 1)
  }
}
