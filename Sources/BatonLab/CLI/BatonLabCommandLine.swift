import Baton
import Foundation

/// The entry point of the `baton-lab` command: parses the arguments and runs a command.
@MainActor
package enum BatonLabCommandLine {
  /// Runs the command named by `arguments` (the program name first) and returns its exit status.
  ///
  /// - Parameter arguments: The process arguments, as in `CommandLine.arguments`.
  /// - Returns: The process exit status: 0 on success, 1 on a failed check, 2 on bad usage.
  package static func run(_ arguments: [String]) -> Int32 {
    run(arguments, io: .standard)
  }

  /// Runs the command named by `arguments` (the program name first), writing to `io`.
  ///
  /// - Parameters:
  ///   - arguments: The process arguments, as in `CommandLine.arguments`.
  ///   - io: Where the report, progress and errors go.
  /// - Returns: The process exit status: 0 on success, 1 on a failed check, 2 on bad usage.
  package static func run(_ arguments: [String], io: CommandIO) -> Int32 {
    run(arguments, io: io, stormWorkers: ProcessWorkerPool())
  }

  /// Runs the command named by `arguments`, with `stormWorkers` running a storm's workers.
  static func run(
    _ arguments: [String],
    io: CommandIO,
    stormWorkers: any StormWorkerPool
  ) -> Int32 {
    let rest = Array(arguments.dropFirst())
    guard let command = rest.first else {
      io.err(usage)
      return 2
    }
    let options = Array(rest.dropFirst())
    do {
      switch command {
      case "--help", "-h", "help":
        io.out(usage)
        return 0
      case "--version":
        io.out(version)
        return 0
      case "demo":
        return try DemoCommand.run(options, io: io)
      case "storm":
        return try StormCommand.run(options, io: io, pool: stormWorkers)
      case "scenario":
        return try ScenarioCommand.run(options, io: io)
      case "replay":
        return try ReplayCommand.run(options, io: io)
      case "bench":
        return try BenchCommand.run(options, io: io, pool: stormWorkers)
      case "route":
        return RouteCommand.run(options)
      default:
        throw UsageError.unknownCommand(command)
      }
    } catch let problem as FileProblem {
      io.err("baton-lab: \(problem)")
      return 2
    } catch let error as UsageError {
      io.err("baton-lab: \(error)")
      if case .unknownCommand = error { io.err(usage) }
      return 2
    } catch {
      io.err("baton-lab: \(error)")
      return 1
    }
  }

  /// What `--version` prints: the lab's name and the Baton version it runs.
  static let version = "baton-lab \(BatonVersion.string)"

  static let usage = """
    usage: baton-lab <command> [options]
           baton-lab --version

    commands:
      demo        compare Baton with naive UIKit use and the classic fixes (start here)
      storm       run one tap storm and print its figures
      scenario    run a scripted user story from a file
      replay      replay a storm's recording (storm --record), or shrink it to a scenario
      route       match URLs from stdin against a routes file
      bench       release-mode benchmarks

    Run 'baton-lab <command> --help' for a command's options.
    """
}
