import SeededRandom

/// The tests' seeded generator (the package's ``SplitMix64``), so random tests replay exactly.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// A value in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &self)
  }
}
