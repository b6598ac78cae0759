import SeededRandom

/// The storm's seeded generator: the lab's ``SplitMix64``, so a storm replays exactly from its
/// seed on every platform, with the draws the user model needs.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// A number in `0..<upperBound` (a tiny modulo bias is acceptable for a user model).
  mutating func below(_ upperBound: Int) -> Int {
    Int(next() % UInt64(max(1, upperBound)))
  }

  /// A number in `0..<1`.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A number in `range`.
  mutating func between(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }
}
