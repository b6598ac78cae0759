import BatonUIKit
import Foundation
import Testing

@testable import BatonLab

/// The main storm's app with pop-ups (`storm --popups`): tiny storms, their figures and their
/// command line.
@MainActor
@Suite struct LabPopupsTests {
  private func storm(
    _ pages: StrategyName,
    _ popups: PopupStrategyName?,
    profile: LabProfile = .legacy,
    actions: Int = 300,
    shardSize: Int = StormShard.defaultSize
  ) -> StormReport {
    var configuration = StormConfiguration(
      strategy: pages,
      profile: profile,
      seed: 3,
      actions: actions,
      shardSize: shardSize
    )
    configuration.popups = popups
    var trace: LabTrace?
    return StormRunner.run(configuration, trace: &trace)
  }

  @Test(arguments: [LabProfile.legacy, .deferring, .fluid])
  func batonKeepsEveryPageAndPopupFigureAtZeroWithPopupsOn(profile: LabProfile) throws {
    let metrics = storm(.baton, .baton, profile: profile).metrics
    let popups = try #require(metrics.popups)
    #expect(popups.popupsShown > 3)
    #expect(popups == PopupStormMetrics(popupsShown: popups.popupsShown))
    #expect(metrics.faults.total == 0)
    #expect(metrics.lostIntents == 0)
    #expect(metrics.lostDeepLinks == 0)
    #expect(metrics.duplicateScreens == 0)
    #expect(metrics.stuckLocks == 0)
    #expect(metrics.invariantViolations == 0)
  }

  @Test func rawAlertsAreLostAndShowDuringTransitionsInTheMainApp() throws {
    let popups = try #require(storm(.raw, .raw).metrics.popups)
    #expect(popups.lostPopups > 0)
    #expect(popups.popupsDuringTransition > 0)
  }

  @Test func theSemaphoreWorkerBlocksInTheMainApp() throws {
    let popups = try #require(storm(.raw, .semaphore, actions: 2000).metrics.popups)
    #expect(popups.blockedThreadSeconds > 0)
    #expect(popups.stuckPopupQueues > 0)
  }

  @Test func theLaunchRoundShowsOnceEachWhenNothingElseHappens() throws {
    let popups = try #require(storm(.baton, .baton, actions: 1).metrics.popups)
    #expect(popups.popupsShown == 3)
    #expect(popups.lostPopups == 0)
  }

  @Test func aStormWithPopupsReplaysFromItsSeed() {
    var first = storm(.raw, .raw).metrics
    var second = storm(.raw, .raw).metrics
    first.wallSeconds = 0
    second.wallSeconds = 0
    #expect(first == second)
    #expect(storm(.baton, nil).metrics.popups == nil)
  }

  @Test func shardsAddTheirPopupFigures() throws {
    let whole = try #require(storm(.raw, .raw, actions: 400, shardSize: 200).metrics.popups)
    var first = StormConfiguration(strategy: .raw, profile: .legacy, seed: 3, actions: 400)
    first.shardSize = 200
    first.popups = .raw
    var trace: LabTrace?
    let shards = StormShard.split(first)
    let parts = shards.map { StormRunner.run($0, of: first, trace: &trace).popups }
    let sum = parts.compactMap { $0 }.reduce(PopupStormMetrics()) { $0.merged(with: $1) }
    #expect(parts.count == 2)
    #expect(sum == whole)
  }

  @Test(arguments: [
    (StrategyName.baton, PopupStrategyName.baton), (.raw, .raw), (.raw, .semaphore),
  ])
  func everyLifeWithPopupsIsFreedWhenTheStormEnds(pages: StrategyName, popups: PopupStrategyName) {
    var configuration = StormConfiguration(strategy: pages, profile: .legacy, seed: 3, actions: 400)
    configuration.popups = popups
    var made: [() -> AnyObject?] = []
    func keep(_ object: AnyObject?) {
      weak let reference = object
      made.append { reference }
    }
    var trace: LabTrace?
    _ = StormRunner.run(
      StormShard.split(configuration)[0],
      of: configuration,
      trace: &trace,
      watchLife: { app in
        keep(app.world)
        keep(app.window)
        keep(app.popups)
      }
    )
    _ = BatonLanes.liveLaneCount
    #expect(made.count >= 3)
    #expect(made.allSatisfy { $0() == nil })
  }

  @Test func workersGiveTheSamePopupFiguresAsOneProcess() throws {
    var configuration = StormConfiguration(strategy: .baton, profile: .fluid, seed: 5, actions: 300)
    configuration.shardSize = 150
    configuration.popups = .baton
    let parallel = try ShardedStorm.run(configuration, jobs: 2, pool: InProcessWorkerPool())
    var trace: LabTrace?
    let sequential = StormRunner.run(configuration, trace: &trace)
    #expect(parallel.metrics.popups != nil)
    #expect(parallel.metrics.popups == sequential.metrics.popups)
  }

  @Test func workersAreToldToRunThePopups() {
    var configuration = StormConfiguration(strategy: .baton, profile: .fluid, seed: 1, actions: 9)
    configuration.popups = .baton
    let arguments = ShardedStorm.workerArguments(for: configuration, shards: [0])
    #expect(arguments.suffix(3) == ["--popups", "--popup-strategy", "baton"])
  }

  @Test func theStormsJSONHasTheNinePopupKeys() throws {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--popups", "--actions", "40", "--json", "--jobs", "1"],
      io: capture.io
    )
    #expect(status == 0)
    let line = try #require(capture.out.first)
    for key in PopupStormMetrics().jsonFields.map(\.0) {
      #expect(line.contains("\"\(key)\":"))
    }
  }

  @Test func batonPopupsNeedTheBatonPageStrategy() {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--strategy", "raw", "--popups", "--popup-strategy", "baton"],
      io: capture.io
    )
    #expect(status == 2)
    #expect(capture.err.joined().contains("--popup-strategy"))
  }

  @Test func theFocusedPopupStormRunsAsItsOwnApp() throws {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      [
        "baton-lab", "storm", "--app", "popups", "--popup-strategy", "semaphore", "--actions",
        "50", "--json",
      ],
      io: capture.io
    )
    #expect(status == 0)
    let line = try #require(capture.out.first)
    #expect(line.hasPrefix("{\"popupStrategy\":\"semaphore\""))
    #expect(line.contains("\"blockedThreadSeconds\":"))
  }
}
