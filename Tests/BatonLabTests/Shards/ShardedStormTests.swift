import Foundation
import Testing

@testable import BatonLab

@MainActor
@Suite struct ShardedStormTests {
  private func configuration(
    _ strategy: StrategyName = .raw,
    _ profile: LabProfile = .legacy,
    actions: Int = 600,
    shardSize: Int = 200
  ) -> StormConfiguration {
    StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 11,
      actions: actions,
      shardSize: shardSize
    )
  }

  private func report(_ configuration: StormConfiguration, _ metrics: StormMetrics) -> StormReport {
    var metrics = metrics
    metrics.wallSeconds = 0
    return StormReport(
      strategy: configuration.strategy,
      profile: configuration.profile,
      seed: configuration.seed,
      metrics: metrics
    )
  }

  private func sequential(_ configuration: StormConfiguration) -> StormReport {
    var trace: LabTrace?
    return report(configuration, StormRunner.run(configuration, trace: &trace).metrics)
  }

  @Test(arguments: [StrategyName.raw, .windowLock, .baton])
  func aStormInShardsEqualsTheMergeOfItsShardsRunOneByOne(strategy: StrategyName) {
    let storm = configuration(strategy)
    let whole = sequential(storm)
    let parts = StormShard.split(storm).map { shard -> StormMetrics in
      var trace: LabTrace?
      let results = StormRunner.run([shard], of: storm, trace: &trace)
      return results[0].metrics
    }
    #expect(parts.count == 3)
    #expect(whole.json() == report(storm, StormMetrics.merged(parts)).json())
    #expect(whole.metrics.actions == 600)
    #expect(parts.allSatisfy { $0.actions == 200 && $0.intents > 0 })
  }

  @Test func shardZeroIsTheStormOfItsSizeAndSeed() {
    let storm = configuration()
    var trace: LabTrace?
    let first = StormRunner.run([StormShard.split(storm)[0]], of: storm, trace: &trace)[0]
    let short = sequential(configuration(actions: 200))
    #expect(report(storm, first.metrics).json() == short.json())
  }

  @Test(arguments: [2, 3, 8])
  func workersGiveTheSameFiguresAsOneProcess(jobs: Int) throws {
    let storm = configuration()
    let pool = InProcessWorkerPool()
    let parallel = try ShardedStorm.run(storm, jobs: jobs, pool: pool)
    #expect(report(storm, parallel.metrics).json() == sequential(storm).json())
    #expect(pool.calls.count == min(jobs, 3))
    #expect(pool.calls.allSatisfy { $0.contains(StormCommand.workerShardsFlag) })
  }

  @Test(arguments: [["--strategy", "baton", "--popups"], ["--strategy", "raw", "--popups"]])
  func withoutTheWallClockTheCommandPrintsTheSameBytesWhateverTheJobs(storm: [String]) {
    let arguments =
      ["baton-lab", "storm", "--json", "--no-wall-clock", "--profile", "legacy"] + storm
      + ["--seed", "5", "--actions", "450", "--shard-size", "150"]
    let outputs = ["1", "1", "2", "3"].map { jobs in
      let capture = OutputCapture()
      let status = BatonLabCommandLine.run(
        arguments + ["--jobs", jobs],
        io: capture.io,
        stormWorkers: InProcessWorkerPool()
      )
      #expect(status == 0)
      return capture.out
    }
    #expect(outputs.allSatisfy { $0 == outputs[0] })
    #expect(outputs[0].count == 1)
    #expect(outputs[0].first?.contains("\"strandedRequests\":") == true)
    #expect(outputs[0].first?.contains("wallSeconds") == false)
  }

  @Test func oneJobOrOneShardRunsInThisProcess() throws {
    let pool = InProcessWorkerPool()
    _ = try ShardedStorm.run(configuration(), jobs: 1, pool: pool)
    _ = try ShardedStorm.run(configuration(actions: 150), jobs: 4, pool: pool)
    #expect(pool.calls.isEmpty)
  }

  @Test func aWorkersOutputRoundTrips() throws {
    let storm = configuration()
    var trace: LabTrace?
    let results = StormRunner.run(
      Array(StormShard.split(storm).suffix(2)),
      of: storm,
      trace: &trace
    )
    let line = try StormWorkerOutput(shards: results).line()
    #expect(!line.contains("\n"))
    #expect(try StormWorkerOutput.read(line + "\n").shards == results)
    let collected = try ShardedStorm.collect(
      [StormWorkerExit(termination: .exited(0), output: line)],
      assignments: [[1, 2]]
    )
    #expect(collected == results)
  }

  @Test func theWorkerCommandPrintsItsShardsAsOneLine() throws {
    let storm = configuration()
    let capture = OutputCapture()
    let arguments = ShardedStorm.workerArguments(for: storm, shards: [2, 0])
    #expect(BatonLabCommandLine.run(["baton-lab"] + arguments, io: capture.io) == 0)
    #expect(capture.out.count == 1)
    let output = try StormWorkerOutput.read(capture.out[0])
    #expect(output.shards.map(\.index) == [2, 0])
    #expect(output.shards.map(\.metrics.actions) == [200, 200])
  }

  @Test(arguments: [
    (StormWorkerExit.Termination.exited(1), "{}", "exited with status 1"),
    (.killed(signal: 9), "", "was killed by signal 9"),
    (.exited(0), "", "expected one line of JSON, got 0 lines"),
    (.exited(0), "hello\nworld\n", "expected one line of JSON, got 2 lines"),
    (.exited(0), "{\"shards\":[]", "not a worker's JSON"),
    (.exited(0), "{\"version\":1,\"shards\":[]}", "format version 1"),
    (.exited(0), "{\"version\":2,\"shards\":[]}", "it reported shards "),
  ])
  func aBadWorkerFailsTheStorm(
    termination: StormWorkerExit.Termination,
    output: String,
    message: String
  ) {
    let exits = [
      StormWorkerExit(termination: termination, output: output),
      StormWorkerExit(termination: .exited(0), output: ""),
    ]
    #expect {
      try ShardedStorm.run(configuration(), jobs: 2, pool: CannedWorkerPool(exits: exits))
    } throws: { error in
      let text = "\(error)"
      return text.contains(message) && text.hasPrefix("storm worker 1 (shards 0,2)")
    }
  }

  @Test func aWorkerThatReportsAnotherShardFailsTheStorm() throws {
    let storm = configuration()
    var trace: LabTrace?
    let results = StormRunner.run([StormShard.split(storm)[1]], of: storm, trace: &trace)
    let line = try StormWorkerOutput(shards: results).line()
    #expect(throws: StormWorkerError.self) {
      try ShardedStorm.collect(
        [StormWorkerExit(termination: .exited(0), output: line)],
        assignments: [[0]]
      )
    }
  }

  @Test func aFailedWorkerMakesTheCommandExitOneWithAMessage() throws {
    let capture = OutputCapture()
    let pool = CannedWorkerPool(exits: [
      StormWorkerExit(termination: .exited(0), output: "garbage"),
      StormWorkerExit(termination: .exited(0), output: "garbage"),
    ])
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--actions", "400", "--shard-size", "200", "--jobs", "2", "--json"],
      io: capture.io,
      stormWorkers: pool
    )
    #expect(status == 1)
    #expect(capture.out.isEmpty)
    #expect(capture.err.first?.hasPrefix("baton-lab: storm worker 1 (shards 0)") == true)
  }

  @Test(arguments: ["", "3", "0,0", "-1", "1,x", "0,"])
  func aBadWorkerShardListIsAUsageError(list: String) {
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--actions", "600", "--shard-size", "200", "--worker-shards", list],
      io: capture.io
    )
    #expect(status == 2)
    #expect(capture.err.first?.contains("--worker-shards") == true)
  }

  @Test func aTracedStormTracesEveryShardInThisProcess() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let pool = InProcessWorkerPool()
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      [
        "baton-lab", "storm", "--strategy", "raw", "--actions", "400", "--shard-size", "200",
        "--jobs", "1", "--trace", url.path,
      ],
      io: capture.io,
      stormWorkers: pool
    )
    #expect(status == 0)
    #expect(pool.calls.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    )
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let tracks = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: String])?["name"] }
    #expect(tracks.contains("life 0: window"))
    #expect(tracks.contains("shard 1 · life 0: window"))
  }
}
