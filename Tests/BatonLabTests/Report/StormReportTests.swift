import Foundation
import Testing

@testable import BatonLab

@Suite struct StormReportTests {
  private func sample() -> StormReport {
    var metrics = StormMetrics()
    metrics.actions = 20
    metrics.faults.record(kind: "F2", isCrash: true)
    metrics.faults.record(kind: "F10", isCrash: true)
    metrics.faults.record(kind: "F4", isCrash: false)
    metrics.lostIntents = 3
    metrics.lostDeepLinks = 1
    metrics.duplicateScreens = 2
    metrics.stuckLocks = 4
    metrics.strandedRequests = 6
    metrics.invariantViolations = 5
    let dead = SwipeFigures.Attempt(
      allowed: true,
      began: false,
      atRoot: false,
      froze: false,
      duringTransition: false
    )
    metrics.swipes.record(dead)
    metrics.swipes.record(dead)
    metrics.swipes.record(
      SwipeFigures.Attempt(
        allowed: false,
        began: true,
        atRoot: false,
        froze: false,
        duringTransition: false,
        inScrollViewAwayFromLeadingEdge: true
      )
    )
    metrics.latency = LatencyHistogram([0.25, 0.35])
    metrics.virtualSeconds = 12.5
    metrics.wallSeconds = 0.25
    return StormReport(strategy: .windowLock, profile: .legacy, seed: 7, metrics: metrics)
  }

  @Test func jsonHasExactlyTheIssuesKeysInOrder() throws {
    let json = sample().json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    let keys = [
      "strategy", "profile", "seed", "actions", "faults", "faultsByKind", "lostIntents",
      "lostDeepLinks", "routeFailures", "duplicateScreens", "stuckLocks", "strandedRequests",
      "invariantViolations",
      "deadSwipes", "rootSwipeFreezes", "swipesDuringTransitions", "scrollConflicts",
      "edgeSwipesLost", "swipesAllowedThatUIKitRefuses", "userInterruptionsRefused",
      "scrollDelays", "distinctDestinationsDropped", "overPops", "heldLinksLost",
      "orphanedPresentations", "linksLostInForeignPresentations",
      "meanAddedLatencyMs", "p99AddedLatencyMs", "virtualSeconds",
      "wallSeconds",
    ]
    #expect(Set(object.keys) == Set(keys))
    let positions = keys.compactMap { json.range(of: "\"\($0)\":")?.lowerBound }
    #expect(positions == positions.sorted())
    #expect(object["strategy"] as? String == "window-lock")
    #expect(object["faults"] as? Int == 3)
    #expect(object["faultsByKind"] as? [String: Int] == ["F2": 1, "F4": 1, "F10": 1])
    #expect(object["meanAddedLatencyMs"] as? Double == 300)
    #expect(object["p99AddedLatencyMs"] as? Double == 350)
    #expect(object["stuckLocks"] as? Int == 4)
    #expect(object["strandedRequests"] as? Int == 6)
    #expect(object["deadSwipes"] as? Int == 2)
    #expect(object["rootSwipeFreezes"] as? Int == 0)
    #expect(object["scrollConflicts"] as? Int == 1)
    #expect(!json.contains("\n"))
  }

  @Test func withoutTheWallClockTheReportLeavesOutOnlyTheWallTime() {
    let report = sample()
    let json = report.json(wallClock: false)
    #expect(json == report.json().replacingOccurrences(of: ",\"wallSeconds\":0.250", with: ""))
    #expect(!json.contains("wallSeconds"))
    let text = report.text(wallClock: false)
    #expect(text == report.text().filter { !$0.contains("wall time") })
    #expect(text.count == report.text().count - 1)
  }

  @Test func theDemoWithoutTheWallClockLeavesOutEachStormsWallTime() {
    let results = DemoResults(
      actions: 20,
      seed: 7,
      profiles: [DemoResults.ProfileRun(profile: .legacy, reports: [sample(), sample()])]
    )
    #expect(results.json().components(separatedBy: "wallSeconds").count == 3)
    #expect(!results.json(wallClock: false).contains("wallSeconds"))
    #expect(results.json(wallClock: false).contains(sample().json(wallClock: false)))
  }

  @Test func tableHasARowPerStrategyAndAlignedColumns() {
    var baton = sample()
    baton.strategy = .baton
    let lines = ComparisonTable.render([sample(), baton])
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("strategy"))
    #expect(lines[2].hasPrefix("window-lock"))
    #expect(lines[3].hasPrefix("baton"))
    #expect(Set(lines.map(\.count)).count == 1)
    #expect(lines[2].contains("300.0 ms"))
    #expect(ComparisonTable.legend.count == 2)
  }
}
