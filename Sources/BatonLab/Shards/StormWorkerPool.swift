/// Runs worker copies of `baton-lab` for a storm in shards, all at the same time.
///
/// The command line starts child processes of its own executable; tests run the workers'
/// command in-process instead, so that the storm logic is testable without spawning anything.
@MainActor
protocol StormWorkerPool {
  /// Runs one worker per element of `arguments` (the command line after the program name), all
  /// at once, and waits for them all.
  ///
  /// - Parameter arguments: Each worker's arguments.
  /// - Returns: How each worker ended and what it printed, in the order of `arguments`.
  /// - Throws: ``StormWorkerError/couldNotStart(_:)`` when a worker cannot be started.
  func run(_ arguments: [[String]]) throws(StormWorkerError) -> [StormWorkerExit]
}

/// How one worker ended, and what it printed on standard output.
struct StormWorkerExit: Equatable, Sendable {
  /// How a worker process ended.
  enum Termination: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case killed(signal: Int32)
  }

  var termination: Termination
  var output: String
}
