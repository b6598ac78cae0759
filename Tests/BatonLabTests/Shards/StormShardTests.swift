import Testing

@testable import BatonLab

@Suite struct StormShardTests {
  private func configuration(actions: Int, shardSize: Int = 100_000, seed: UInt64 = 42)
    -> StormConfiguration
  {
    StormConfiguration(
      strategy: .baton,
      profile: .deferring,
      seed: seed,
      actions: actions,
      shardSize: shardSize
    )
  }

  @Test(arguments: [
    (0, 100, [0]), (1, 100, [1]), (100, 100, [100]), (101, 100, [100, 1]),
    (250, 100, [100, 100, 50]), (1_000_000, 100_000, Array(repeating: 100_000, count: 10)),
    (7, 1, Array(repeating: 1, count: 7)),
  ])
  func aStormSplitsIntoFullShardsAndARemainder(actions: Int, shardSize: Int, sizes: [Int]) {
    let shards = StormShard.split(configuration(actions: actions, shardSize: shardSize))
    #expect(shards.map(\.actions) == sizes)
    #expect(shards.map(\.actions).reduce(0, +) == actions)
    #expect(shards.map(\.index) == Array(sizes.indices))
  }

  @Test(arguments: [0, 1, 42, UInt64.max])
  func shardZeroUsesTheStormsSeedAndLaterShardsMixedOnes(seed: UInt64) {
    let shards = StormShard.split(configuration(actions: 5_000, shardSize: 1_000, seed: seed))
    #expect(shards[0].seed == seed)
    #expect(Set(shards.map(\.seed)).count == shards.count)
    #expect(
      shards.map(\.seed) == shards.map { StormShard.seed(ofShard: $0.index, stormSeed: seed) }
    )
    let again = StormShard.split(configuration(actions: 5_000, shardSize: 1_000, seed: seed))
    #expect(again == shards)
  }

  @Test func theSameShardOfAnotherStormSeedHasAnotherSeed() {
    #expect(StormShard.seed(ofShard: 1, stormSeed: 1) != StormShard.seed(ofShard: 1, stormSeed: 2))
    #expect(StormShard.seed(ofShard: 1, stormSeed: 1) != StormShard.seed(ofShard: 2, stormSeed: 1))
  }

  @Test func aShortStormIsOneShardWithTheStormsSeed() {
    let shards = StormShard.split(configuration(actions: 20_000))
    #expect(Array(shards) == [StormShard(index: 0, seed: 42, actions: 20_000)])
  }

  @MainActor
  @Test(arguments: [(1, 1), (5, 1), (5, 2), (5, 3), (2, 8), (10, 2)])
  func workersShareTheShardsInTurnAndCoverEachOnce(shardCount: Int, workers: Int) {
    let assignments = ShardedStorm.assign(shardCount: shardCount, workers: workers)
    #expect(assignments.count == min(shardCount, workers))
    #expect(assignments.flatMap { $0 }.sorted() == Array(0..<shardCount))
    #expect(assignments.allSatisfy { !$0.isEmpty })
    let sizes = assignments.map(\.count)
    #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
  }

  @MainActor
  @Test func workersAreCappedAtTheShardCount() {
    #expect(ShardedStorm.workerCount(for: configuration(actions: 100_000), jobs: 8) == 1)
    #expect(ShardedStorm.workerCount(for: configuration(actions: 200_000), jobs: 8) == 2)
    #expect(ShardedStorm.workerCount(for: configuration(actions: 900_000), jobs: 2) == 2)
    #expect(ShardedStorm.workerCount(for: configuration(actions: 900_000), jobs: 1) == 1)
  }
}
