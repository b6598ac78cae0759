/// What one storm runs: which strategy, on which profile, with which seed, for how many actions.
struct StormConfiguration: Equatable, Sendable {
  var strategy: StrategyName
  var profile: LabProfile
  var seed: UInt64
  var actions: Int
}
