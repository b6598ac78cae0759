/// Faults the simulated UIKit recorded, by kind, split into crash-class faults and warnings.
struct FaultTally: Equatable, Sendable, Codable {
  private(set) var byKind: [String: Int] = [:]
  private(set) var crashes = 0
  private(set) var warnings = 0

  var total: Int { crashes + warnings }

  mutating func record(kind: String, isCrash: Bool) {
    byKind[kind, default: 0] += 1
    if isCrash { crashes += 1 } else { warnings += 1 }
  }

  /// Adds the faults of `other` (another shard of the same storm).
  mutating func merge(_ other: FaultTally) {
    byKind.merge(other.byKind, uniquingKeysWith: +)
    crashes += other.crashes
    warnings += other.warnings
  }
}
