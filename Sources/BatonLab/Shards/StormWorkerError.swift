/// A worker of a storm in shards that did not deliver its shards: the storm fails rather than
/// report a smaller total.
enum StormWorkerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A worker process could not be started.
  case couldNotStart(String)
  /// Worker `worker` (from 1) ended badly.
  case failed(worker: Int, shards: [Int], termination: StormWorkerExit.Termination)
  /// Worker `worker` printed something that is not its shards' figures.
  case unreadableOutput(worker: Int, shards: [Int], reason: String)

  var description: String {
    switch self {
    case .couldNotStart(let reason):
      return "could not start a storm worker: \(reason)"
    case .failed(let worker, let shards, .exited(let status)):
      return "storm worker \(worker) (shards \(Self.list(shards))) exited with status \(status)"
    case .failed(let worker, let shards, .killed(let signal)):
      return "storm worker \(worker) (shards \(Self.list(shards))) was killed by signal \(signal)"
    case .unreadableOutput(let worker, let shards, let reason):
      return
        "storm worker \(worker) (shards \(Self.list(shards))) gave unreadable output: \(reason)"
    }
  }

  private static func list(_ shards: [Int]) -> String {
    shards.map(String.init).joined(separator: ",")
  }
}
