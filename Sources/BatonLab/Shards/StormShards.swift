/// The shards of one storm, in index order, each made when it is read: a storm of many shards
/// costs nothing until they run, and no count or size overflows, whatever the numbers.
struct StormShards: RandomAccessCollection, Equatable, Sendable {
  /// The storm's seed (shard 0's).
  let seed: UInt64
  /// The storm's actions (0 for a negative count).
  let actions: Int
  /// Actions per shard (at least 1).
  let shardSize: Int
  /// How many shards: `ceil(actions / shardSize)`, and one empty shard for no actions.
  let count: Int

  /// The shards of a storm of `actions` actions seeded with `seed`, cut every `shardSize`.
  init(seed: UInt64, actions: Int, shardSize: Int) {
    self.seed = seed
    self.actions = Swift.max(0, actions)
    self.shardSize = Swift.max(1, shardSize)
    let full = self.actions / self.shardSize
    count = Swift.max(1, full + (self.actions % self.shardSize == 0 ? 0 : 1))
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> StormShard {
    precondition(indices.contains(index), "Shard \(index) of \(count)")
    // Every shard but the last is full; the last takes what is left.
    let isLast = index == count - 1
    return StormShard(
      index: index,
      seed: StormShard.seed(ofShard: index, stormSeed: seed),
      actions: isLast ? actions - shardSize * index : shardSize
    )
  }
}
