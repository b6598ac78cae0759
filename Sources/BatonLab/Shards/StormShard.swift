import SeededRandom

/// One independent part of a storm: one user on one device, a fresh app launch, its own seed.
///
/// A storm of K actions is `ceil(K / shardSize)` shards (the last one takes the remainder, and a
/// storm of no actions is one empty shard); ``StormShards`` makes each when it is read. Shard 0 uses the storm's seed, so a storm of at most
/// `shardSize` actions is exactly one life of the random user; later shards use seeds mixed from
/// the storm's seed and their index.
struct StormShard: Equatable, Sendable {
  /// The shard's place in its storm, from 0.
  var index: Int
  /// The random user's seed.
  var seed: UInt64
  /// How many actions the shard runs.
  var actions: Int

  /// The default number of actions per shard.
  static let defaultSize = 100_000

  /// The shards of `configuration`, in index order, made one at a time as they are read.
  static func split(_ configuration: StormConfiguration) -> StormShards {
    StormShards(
      seed: configuration.seed,
      actions: configuration.actions,
      shardSize: configuration.shardSize
    )
  }

  /// The seed of shard `index` of a storm seeded with `stormSeed`: the storm's seed for shard 0,
  /// otherwise one SplitMix64 step from `stormSeed ^ (golden ratio × index)`.
  static func seed(ofShard index: Int, stormSeed: UInt64) -> UInt64 {
    guard index > 0 else { return stormSeed }
    var mixer = SeededGenerator(seed: stormSeed ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(index)))
    return mixer.next()
  }
}
