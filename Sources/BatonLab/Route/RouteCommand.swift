import Foundation

/// `baton-lab route --routes FILE`: matches URLs from standard input against a routes file.
@MainActor
public enum RouteCommand {
  /// Runs the command with the arguments that follow `route`.
  ///
  /// - Parameter arguments: The arguments after the command name.
  /// - Returns: The process exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    FileHandle.standardError.write(Data("baton-lab route: not built yet\n".utf8))
    return 2
  }
}
