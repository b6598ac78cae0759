import Foundation

/// The mean and 99th percentile of a set of added latencies.
struct LatencySummary: Equatable, Sendable {
  var count: Int
  var mean: TimeInterval
  var p99: TimeInterval

  init(count: Int = 0, mean: TimeInterval = 0, p99: TimeInterval = 0) {
    self.count = count
    self.mean = mean
    self.p99 = p99
  }

  /// Summarises `values` (seconds); the 99th percentile is the nearest-rank value.
  init(_ values: [TimeInterval]) {
    guard !values.isEmpty else {
      self.init()
      return
    }
    let sorted = values.sorted()
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
    self.init(
      count: values.count,
      mean: values.reduce(0, +) / Double(values.count),
      p99: sorted[max(0, min(sorted.count - 1, rank - 1))]
    )
  }
}
