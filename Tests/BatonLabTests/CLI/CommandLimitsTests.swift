import Foundation
import Testing

@testable import BatonLab

/// Every command that takes a number refuses one out of its bounds, or not a number, with exit
/// status 2 and a message that names the option and the bounds, before it runs anything.
@MainActor
@Suite struct CommandLimitsTests {
  nonisolated private static let actions = "expected a whole number from 1 to 100000000"

  @Test(arguments: [
    // --actions, for every app of storm and for the demo
    (["storm", "--actions", "0"], "'0' for '--actions': \(actions)"),
    (["storm", "--actions", "-1"], "'-1' for '--actions': \(actions)"),
    (["storm", "--actions", "ten"], "'ten' for '--actions': \(actions)"),
    (["storm", "--actions", "1e6"], "'1e6' for '--actions': \(actions)"),
    (["storm", "--actions", "100000001"], "'100000001' for '--actions': \(actions)"),
    (["storm", "--actions", "9223372036854775807"], "for '--actions': \(actions)"),
    (["storm", "--actions", "99999999999999999999"], "for '--actions': \(actions)"),
    (["storm", "--actions="], "'' for '--actions': \(actions)"),
    (["storm", "--app", "swiftui", "--actions", "0"], "'0' for '--actions': \(actions)"),
    (["storm", "--app", "swiftui", "--actions", "10000000000000"], "\(actions)"),
    (["storm", "--app", "popups", "--actions", "-3"], "'-3' for '--actions': \(actions)"),
    (["storm", "--app", "popups", "--actions", "9223372036854775807"], "\(actions)"),
    (["demo", "--actions", "0"], "'0' for '--actions': \(actions)"),
    (["demo", "--actions", "100000001"], "'100000001' for '--actions': \(actions)"),
    // --shard-size and the shard count
    (["storm", "--shard-size", "0"], "'0' for '--shard-size': expected a whole number from 1 to "),
    (["storm", "--shard-size", "100000001"], "from 1 to 100000000"),
    (["storm", "--shard-size", "big"], "'big' for '--shard-size'"),
    (
      ["storm", "--shard-size", "1", "--actions", "1000000000"],
      "'1000000000' for '--actions': \(actions)"
    ),
    (
      ["storm", "--shard-size", "1", "--actions", "100000000"],
      "'1' for '--shard-size': expected at least 10000 for 100000000 actions (a storm has at most "
        + "10000 shards)"
    ),
    (["storm", "--app", "popups", "--shard-size", "0"], "'0' for '--shard-size'"),
    // --jobs
    (["storm", "--jobs", "0"], "'0' for '--jobs': expected a whole number from 1 to 32"),
    (["storm", "--jobs", "33"], "'33' for '--jobs': expected a whole number from 1 to 32"),
    (["storm", "--jobs", "-2"], "'-2' for '--jobs'"),
    (["storm", "--jobs", "two"], "'two' for '--jobs'"),
    (["storm", "--app", "swiftui", "--jobs", "1000"], "'1000' for '--jobs'"),
    // --seed
    (["storm", "--seed", "-1"], "'-1' for '--seed': expected an unsigned integer"),
    (["storm", "--seed", "18446744073709551616"], "for '--seed': expected an unsigned integer"),
    (["demo", "--seed", "x"], "'x' for '--seed'"),
    // --trace keeps every event
    (
      ["storm", "--trace", "/tmp/never-written.json", "--actions", "100001"],
      "'100001' for '--actions': expected at most 100000 with --trace"
    ),
    // the internal worker list
    (["storm", "--worker-shards", "1"], "'1' for '--worker-shards'"),
    (["storm", "--worker-shards", "0,0"], "'0,0' for '--worker-shards'"),
    (
      ["storm", "--worker-shards", "9223372036854775807", "--actions", "200000"],
      "for '--worker-shards'"
    ),
    // bench takes no numbers
    (["bench", "lane", "5"], "unexpected argument '5'"),
  ])
  func aNumberOutOfBoundsExitsTwoWithAMessage(arguments: [String], message: String) {
    let capture = OutputCapture()
    let pool = InProcessWorkerPool()
    let status = BatonLabCommandLine.run(
      ["baton-lab"] + arguments,
      io: capture.io,
      stormWorkers: pool
    )
    #expect(status == 2)
    #expect(capture.err.count == 1)
    let line = capture.err.first ?? ""
    #expect(line.hasPrefix("baton-lab: invalid value ") || line.hasPrefix("baton-lab: unexpected"))
    #expect(line.contains(message), "\(line)")
    #expect(capture.out.isEmpty)
    #expect(pool.calls.isEmpty)
  }

  @Test(arguments: ["inf", "1e300", "86401", "-1", "nan"])
  func aScenarioWaitOutOfBoundsExitsTwo(seconds: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("wait.txt", bytes: Array("tap detail\nwait \(seconds)\n".utf8))
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(["baton-lab", "scenario", path], io: capture.io)
    #expect(status == 2)
    #expect(capture.err == ["\(path):2: expected 'wait SECONDS' (0 to 86400): wait \(seconds)"])
  }

  @Test func theBoundsThemselvesAreAccepted() {
    let capture = OutputCapture()
    let pool = InProcessWorkerPool()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--actions", "1", "--jobs", "32", "--shard-size", "100000000"],
      io: capture.io,
      stormWorkers: pool
    )
    #expect(status == 0)
    #expect(capture.err.isEmpty)
    #expect(pool.calls.isEmpty)
  }

  @Test func aStormOfTenThousandShardsIsAllowedAndProducedLazily() throws {
    let configuration = StormConfiguration(
      strategy: .raw,
      profile: .legacy,
      seed: 3,
      actions: CommandLimits.actions.upperBound,
      shardSize: CommandLimits.actions.upperBound / CommandLimits.shards
    )
    try StormCommand.checkShardCount(of: configuration, shardSizeText: nil)
    let shards = StormShard.split(configuration)
    #expect(shards.count == CommandLimits.shards)
    #expect(shards[9_999].actions == 10_000)
    #expect(shards.last?.index == 9_999)
  }

  @Test func theLargestNumbersDoNotOverflowTheShardArithmetic() {
    let shards = StormShards(seed: 1, actions: Int.max, shardSize: 1)
    #expect(shards.count == Int.max)
    #expect(shards[Int.max - 1].actions == 1)
    let one = StormShards(seed: 1, actions: Int.max, shardSize: Int.max)
    #expect(one.count == 1)
    #expect(one[0].actions == Int.max)
    let uneven = StormShards(seed: 1, actions: Int.max, shardSize: Int.max - 1)
    #expect(uneven.map(\.actions) == [Int.max - 1, 1])
  }
}
