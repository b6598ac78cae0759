import Baton
import BatonRouting
import Foundation

/// `baton-lab route --routes FILE [--host-as-path]`: matches URLs from standard input against a
/// routes file.
///
/// The routes file holds one pattern per line (blank lines and `#` comments ignored). Each line
/// of standard input is a URL; for each, one JSON object goes to standard output, on one line:
///
/// ```
/// {"url": "myapp://x/user/007", "pattern": "/user/<int:id>", "params": {"id": "7"}, "error": null}
/// {"url": "myapp://x/nope", "pattern": null, "params": {}, "error": "noMatch"}
/// ```
///
/// `params` holds the path parameters (typed values in canonical form) then the query's, path
/// first on a clash; `error` is the ``RouteError`` case name. Exit status 0 when the routes
/// file is valid; 2, with `FILE:LINE:COLUMN: message` on standard error for each invalid or
/// duplicate pattern, or on bad usage. `--host-as-path` reads a URL's host as its first path
/// segment too (``RouteOptions/readsHostAsPath``), so `/user/<id>` matches `myapp://user/42`.
@MainActor
package enum RouteCommand {
  /// Runs the command with the arguments that follow `route`.
  ///
  /// - Parameter arguments: The arguments after the command name.
  /// - Returns: The process exit status.
  package static func run(_ arguments: [String]) -> Int32 {
    run(
      arguments,
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { print($0) },
      writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    )
  }

  static let usage = """
    usage: baton-lab route --routes FILE [--host-as-path]

    Matches each URL read from standard input (one per line) against the patterns of FILE
    (one per line; blank lines and lines starting with '#' are ignored) and prints one JSON
    object per URL:
      {"url": "...", "pattern": "..." or null, "params": {...}, "error": null or "noMatch"}
    where "error" is the RouteError case name (noMatch, malformedURL).
    --host-as-path reads a URL's host as its first path segment as well, so the pattern
    /user/<id> matches myapp://user/42 (as URLNavigator, JLRoutes and Crossroad read it).
    Exit status: 0, or 2 for bad usage or an invalid or duplicate pattern (with its line and
    column on standard error).
    """

  /// The command with its input and output injected, for tests.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command name.
  ///   - readLine: Returns the next input line without its newline, or `nil` at the end.
  ///   - write: Writes one output line.
  ///   - writeError: Writes one line to standard error.
  /// - Returns: The exit status.
  package static func run(
    _ arguments: [String],
    readLine: () -> String?,
    write: (String) -> Void,
    writeError: (String) -> Void
  ) -> Int32 {
    var routesPath: String?
    var options = RouteOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        write(usage)
        return 0
      case "--routes":
        guard index + 1 < arguments.count else {
          writeError("baton-lab route: '--routes' needs a file\n\(usage)")
          return 2
        }
        routesPath = arguments[index + 1]
        index += 1
      case "--host-as-path":
        options.readsHostAsPath = true
      case _ where argument.hasPrefix("--routes="):
        routesPath = String(argument.dropFirst("--routes=".count))
      default:
        writeError("baton-lab route: unknown argument '\(argument)'\n\(usage)")
        return 2
      }
      index += 1
    }
    guard let routesPath, !routesPath.isEmpty else {
      writeError("baton-lab route: missing '--routes FILE'\n\(usage)")
      return 2
    }
    let text: String
    do throws(FileProblem) {
      text = try TextFile.read(routesPath)
    } catch {
      writeError("baton-lab route: routes file: \(error)")
      return 2
    }
    let file = RoutesFile(text: text, options: options)
    guard file.problems.isEmpty else {
      for problem in file.problems { writeError("\(routesPath):\(problem)") }
      return 2
    }
    while var line = readLine() {
      if line.hasSuffix("\r") { line.removeLast() }
      write(resultLine(for: line, in: file.table))
    }
    return 0
  }

  /// The JSON object line for one URL.
  static func resultLine(for url: String, in table: RouteTable) -> String {
    let pattern: String?
    let parameters: [(String, String)]
    let errorName: String?
    do throws(RouteError) {
      let match = try table.match(url)
      pattern = match.pattern.text
      parameters = match.mergedParameters.map { ($0.name, $0.value) }
      errorName = nil
    } catch {
      pattern = nil
      parameters = []
      errorName = error.caseName
    }
    return "{\"url\": \(JSONText.string(url)), \"pattern\": \(JSONText.optionalString(pattern)), "
      + "\"params\": \(JSONText.object(parameters)), "
      + "\"error\": \(JSONText.optionalString(errorName))}"
  }
}
