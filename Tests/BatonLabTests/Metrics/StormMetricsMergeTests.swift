import Foundation
import SeededRandom
import Testing

@testable import BatonLab

@Suite struct StormMetricsMergeTests {
  private func part(_ scale: Int, kinds: [(String, Bool)], latencies: [TimeInterval])
    -> StormMetrics
  {
    var metrics = StormMetrics()
    metrics.actions = 100 * scale
    for (kind, isCrash) in kinds { metrics.faults.record(kind: kind, isCrash: isCrash) }
    metrics.restarts = 1 * scale
    metrics.relaunches = 2 * scale
    metrics.intents = 3 * scale
    metrics.lostIntents = 4 * scale
    metrics.lostDeepLinks = 5 * scale
    metrics.duplicateScreens = 6 * scale
    metrics.stuckLocks = 7 * scale
    metrics.invariantViolations = 8 * scale
    metrics.latency = LatencyHistogram(latencies)
    metrics.virtualSeconds = 10.5 * Double(scale)
    metrics.wallSeconds = 0.25 * Double(scale)
    return metrics
  }

  @Test func mergingAddsUpEveryFigure() {
    let first = part(1, kinds: [("F2", true), ("F4", false)], latencies: [0.3, 0, 0.1])
    let second = part(10, kinds: [("F2", true), ("F10", true), ("F4", false)], latencies: [0.3])
    let merged = StormMetrics.merged([first, second])
    #expect(merged.actions == 1_100)
    #expect(merged.faults.byKind == ["F2": 2, "F4": 2, "F10": 1])
    #expect(merged.faults.crashes == 3)
    #expect(merged.faults.warnings == 2)
    #expect(merged.faults.total == 5)
    #expect(merged.restarts == 11)
    #expect(merged.relaunches == 22)
    #expect(merged.intents == 33)
    #expect(merged.lostIntents == 44)
    #expect(merged.lostDeepLinks == 55)
    #expect(merged.duplicateScreens == 66)
    #expect(merged.stuckLocks == 77)
    #expect(merged.invariantViolations == 88)
    #expect(merged.latency.count == 4)
    #expect(merged.latency.mean == 0.175)
    #expect(merged.latency.p99 == 0.3)
    #expect(merged.virtualSeconds == 115.5)
    #expect(merged.wallSeconds == 2.75)
  }

  @Test func mergingOnePartGivesThatPartAndNoPartsGiveNothing() {
    let only = part(3, kinds: [("F6", true)], latencies: [0.012_345_6, 0.3])
    #expect(StormMetrics.merged([only]) == only)
    #expect(StormMetrics.merged([]) == StormMetrics())
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func mergedHistogramsSummariseLikeOneOverTheSameSamples(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let samples = (0..<(500 + random.below(2_000))).map { _ -> TimeInterval in
      random.chance(0.4) ? 0 : random.between(0...0.6)
    }
    let whole = LatencyHistogram(samples)
    var merged = LatencyHistogram()
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + 1 + random.below(400))
      merged.merge(LatencyHistogram(Array(samples[start..<end])))
      start = end
    }
    #expect(merged == whole)
    #expect(merged.mean == whole.mean)
    #expect(merged.p99 == whole.p99)
    // The same definition as before: the nearest-rank p99 of the samples at 1 µs resolution.
    let rounded = samples.map { Double(LatencyHistogram.microseconds($0)) / 1_000_000 }.sorted()
    let rank = Int((0.99 * Double(rounded.count)).rounded(.up))
    #expect(whole.p99 == rounded[rank - 1])
    let exactMean = samples.reduce(0, +) / Double(samples.count)
    #expect(abs(whole.mean - exactMean) <= 0.5e-6)
  }

  @Test func latenciesAreKeptToTheNearestMicrosecond() {
    #expect(LatencyHistogram.microseconds(0.3) == 300_000)
    #expect(LatencyHistogram.microseconds(0.000_001_49) == 1)
    #expect(LatencyHistogram.microseconds(0.000_001_51) == 2)
    #expect(LatencyHistogram.microseconds(-1) == 0)
    #expect(LatencyHistogram.microseconds(.nan) == 0)
  }

  @Test func metricsSurviveAJSONRoundTripExactly() throws {
    var random = SeededGenerator(seed: 9)
    var metrics = part(
      7,
      kinds: [("F1", true), ("F13", false)],
      latencies: (0..<300).map { _ in random.between(0...1) }
    )
    metrics.virtualSeconds = random.between(0...100_000)
    metrics.wallSeconds = random.unit()
    let data = try JSONEncoder().encode(metrics)
    #expect(try JSONDecoder().decode(StormMetrics.self, from: data) == metrics)
  }

  @Test(arguments: [
    #"{"microseconds":[1,2],"counts":[1]}"#,
    #"{"microseconds":[1,1],"counts":[1,1]}"#,
    #"{"microseconds":[-1],"counts":[1]}"#,
    #"{"microseconds":[1],"counts":[0]}"#,
  ])
  func aMalformedHistogramDoesNotDecode(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LatencyHistogram.self, from: Data(json.utf8))
    }
  }
}
