import Foundation

/// Added latencies at 1 µs resolution: how many transitions had each value.
///
/// A histogram merges exactly: the mean and the 99th percentile of merged histograms equal what
/// one histogram over all the same samples gives, whatever the order or the grouping, so a storm
/// run in shards on several processes reports the figures of a storm run in one.
struct LatencyHistogram: Equatable, Sendable {
  /// How many samples had each value, in microseconds.
  private(set) var counts: [Int: Int] = [:]
  /// How many samples were added.
  private(set) var count = 0
  /// The sum of the samples, in microseconds (exact: an integer).
  private(set) var totalMicroseconds = 0

  init() {}

  /// A histogram of `values`, in seconds.
  init(_ values: [TimeInterval]) {
    for value in values { add(value) }
  }

  /// `seconds` rounded to the nearest microsecond (negative and non-finite values count as 0).
  static func microseconds(_ seconds: TimeInterval) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((seconds * 1_000_000).rounded())
  }

  /// Adds one sample of `seconds`.
  mutating func add(_ seconds: TimeInterval) {
    add(microseconds: Self.microseconds(seconds), count: 1)
  }

  /// Adds `count` samples of `microseconds` each.
  mutating func add(microseconds: Int, count: Int) {
    guard count > 0 else { return }
    counts[microseconds, default: 0] += count
    self.count += count
    totalMicroseconds += microseconds * count
  }

  /// Adds every sample of `other`.
  mutating func merge(_ other: LatencyHistogram) {
    for (microseconds, count) in other.counts { add(microseconds: microseconds, count: count) }
  }

  /// The mean, in seconds (0 without samples).
  var mean: TimeInterval {
    guard count > 0 else { return 0 }
    return Double(totalMicroseconds) / Double(count) / 1_000_000
  }

  /// The 99th percentile, in seconds: the nearest-rank value (the smallest sample with at least
  /// 99 % of the samples at or below it); 0 without samples.
  var p99: TimeInterval {
    guard count > 0 else { return 0 }
    let rank = max(1, Int((0.99 * Double(count)).rounded(.up)))
    var seen = 0
    for microseconds in counts.keys.sorted() {
      seen += counts[microseconds] ?? 0
      if seen >= rank { return Double(microseconds) / 1_000_000 }
    }
    preconditionFailure("Internal inconsistency: a histogram's counts add up to less than count")
  }
}

extension LatencyHistogram: Codable {
  private enum CodingKeys: String, CodingKey {
    case microseconds
    case counts
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let values = try container.decode([Int].self, forKey: .microseconds)
    let counts = try container.decode([Int].self, forKey: .counts)
    guard values.count == counts.count, values.allSatisfy({ $0 >= 0 }),
      counts.allSatisfy({ $0 > 0 }), Set(values).count == values.count
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .counts,
        in: container,
        debugDescription: "a latency histogram needs distinct values ≥ 0 and counts > 0, pairwise"
      )
    }
    self.init()
    for (value, count) in zip(values, counts) { add(microseconds: value, count: count) }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let values = counts.keys.sorted()
    try container.encode(values, forKey: .microseconds)
    try container.encode(values.map { counts[$0] ?? 0 }, forKey: .counts)
  }
}
