import Foundation

/// The entry point of the `baton-lab` command: parses the arguments and runs a command.
@MainActor
public enum BatonLabCommandLine {
  /// Runs the command named by `arguments` (the program name first) and returns its exit status.
  ///
  /// - Parameter arguments: The process arguments, as in `CommandLine.arguments`.
  /// - Returns: The process exit status: 0 on success, 1 on a failed check, 2 on bad usage.
  public static func run(_ arguments: [String]) -> Int32 {
    let rest = Array(arguments.dropFirst())
    guard let command = rest.first, command != "--help", command != "-h" else {
      print(usage)
      return rest.isEmpty ? 2 : 0
    }
    let options = Array(rest.dropFirst())
    switch command {
    case "route":
      return RouteCommand.run(options)
    case "bench":
      let lines = LaneBenchmark.run() + RouterBenchmark.run() + ModelBenchmark.run()
      for line in lines { print(line) }
      return 0
    default:
      break
    }
    FileHandle.standardError.write(Data("baton-lab: unknown command '\(command)'\n\(usage)\n".utf8))
    return 2
  }

  static let usage = """
    usage: baton-lab <command> [options]

    commands:
      demo        compare Baton with naive UIKit use and the classic fixes
      storm       run one tap storm
      scenario    run a scripted user story
      route       match URLs from stdin against a routes file
      bench       release-mode benchmarks
    """
}
