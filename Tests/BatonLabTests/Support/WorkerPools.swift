@testable import BatonLab

/// Runs each worker's command line in this process, one after the other, as a worker process
/// would, and keeps the command lines it was given.
@MainActor
final class InProcessWorkerPool: StormWorkerPool {
  private(set) var calls: [[String]] = []

  func run(_ arguments: [[String]]) throws(StormWorkerError) -> [StormWorkerExit] {
    calls += arguments
    return arguments.map { workerArguments in
      let capture = OutputCapture()
      let status = BatonLabCommandLine.run(["baton-lab"] + workerArguments, io: capture.io)
      return StormWorkerExit(
        termination: .exited(status),
        output: capture.out.map { $0 + "\n" }.joined()
      )
    }
  }
}

/// Answers every run with the same exits, whatever the workers were asked.
@MainActor
struct CannedWorkerPool: StormWorkerPool {
  var exits: [StormWorkerExit]

  func run(_ arguments: [[String]]) throws(StormWorkerError) -> [StormWorkerExit] {
    exits
  }
}
