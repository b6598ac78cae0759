import Foundation

/// `baton-lab bench [lane|router|model|popups|recorder|storm|all]`: release-mode benchmarks.
@MainActor
enum BenchCommand {
  static let help = """
    usage: baton-lab bench [lane|router|model|popups|recorder|storm|all]

    Runs release-mode benchmarks (build with 'swift build -c release' first; debug figures
    are meaningless). Without an argument, runs them all.

      lane     the transition lane (submit, start, finish)
      router   route matching
      model    HeadlessUIKit push + pop cycle
      popups   pop-up queue cycle (enqueue, show, dismiss) at 1, 10 and 64 pending
      recorder the flight recorder: ns per recorded event, the ring's bytes per window
      storm    storm actions per second of wall time, per strategy (deferring profile,
               200000 actions = 2 shards), with --jobs 1 and with a worker per core
      all      all of the above
    """

  static func run(
    _ arguments: [String],
    io: CommandIO,
    pool: any StormWorkerPool = ProcessWorkerPool()
  ) throws -> Int32 {
    let parsed = try ParsedArguments.parse(
      arguments,
      options: [],
      command: "bench",
      maximumPositionals: 1
    )
    if parsed.wantsHelp {
      io.out(help)
      return 0
    }
    let which = parsed.positionals.first ?? "all"
    try checkBenchmark(which)
    let benchmarks: [(String, () -> [String])] = [
      ("lane", LaneBenchmark.run),
      ("router", RouterBenchmark.run),
      ("model", ModelBenchmark.run),
      ("popups", PopupBenchmark.run),
      ("recorder", RecorderBenchmark.run),
      ("storm", { StormBenchmark.run(pool: pool) }),
    ]
    #if DEBUG
      io.err(
        "baton-lab bench: this is a debug build; its figures are meaningless. Run "
          + "'swift build -c release --product baton-lab && .build/release/baton-lab bench'."
      )
    #endif
    for (name, benchmark) in benchmarks where which == "all" || which == name {
      benchmark().forEach(io.out)
    }
    return 0
  }

  /// The benchmarks `bench` runs by name, besides `all`.
  static let names = ["lane", "router", "model", "popups", "recorder", "storm"]

  /// Checks that `which` names a benchmark or `all`.
  static func checkBenchmark(_ which: String) throws(UsageError) {
    guard which == "all" || names.contains(which) else {
      throw .invalidValue(
        flag: "bench",
        value: which,
        expected: (names + ["all"]).joined(separator: "|")
      )
    }
  }
}
