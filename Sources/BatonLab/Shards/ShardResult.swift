/// The figures of one shard of a storm, as a worker reports them.
struct ShardResult: Equatable, Sendable, Codable {
  /// The shard's index in its storm.
  var index: Int
  /// The shard's figures (its wall seconds are its own run's).
  var metrics: StormMetrics
}
