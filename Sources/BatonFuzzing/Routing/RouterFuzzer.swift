import Baton
import BatonRouting

/// Fuzzes ``Router`` and its ``RouteTable``: the input is a script, one statement a line, the
/// first character saying what the rest of the line is.
///
/// | line | statement |
/// |---|---|
/// | `o FLAGS` | (first line only) options: `h` host as path, `+` plus is a space, `#` fragment items |
/// | `t NAME` | registers a parameter type: `slug`, `upper`, `flaky` (changes its mind), else one that accepts anything |
/// | `p PATTERN` | registers a route whose factory builds a screen |
/// | `d PATTERN` | registers a route whose factory declines |
/// | `m PATTERN` | registers a route whose factory removes every route, then declines |
/// | `x PATTERN` | removes the route of an equal pattern |
/// | `i URL` | adds an interceptor that redirects every other URL to this one |
/// | `k` | adds an interceptor that removes every route, then lets the URL through |
/// | anything else (`u URL`) | matches, parses and resolves the URL, and checks the result |
///
/// Checks, for each URL: the matcher and ``RouteURL`` agree on whether it is malformed, and
/// with the same error; the match is the first of ``ReferenceRouteMatcher``'s candidates, with
/// the same values; the match's values rebuild, through `url(with:)` and `url(named:)`, a URL
/// that its pattern alone matches with the same values; `resolve` gives the first candidate
/// whose factory does not decline, or ``RouteError/noMatch(url:declined:)`` naming the
/// decliners in order; nothing traps, whatever the factories and interceptors do to the
/// router meanwhile.
package enum RouterFuzzer: FuzzDriver {
  /// `router`.
  package static let name = "router"

  /// Runs one input.
  ///
  /// - Parameter bytes: The script.
  /// - Throws: ``FuzzFailure`` when a check fails.
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Array($0) }
    var options = RouteOptions()
    if let first = lines.first, first.first == UInt8(ascii: "o") {
      options.readsHostAsPath = first.contains(UInt8(ascii: "h"))
      options.readsPlusAsSpace = first.contains(UInt8(ascii: "+"))
      options.readsFragmentParameters = first.contains(UInt8(ascii: "#"))
      lines.removeFirst()
    }
    let session = RouterFuzzSession(options: options)
    for line in lines.prefix(64) {
      guard let op = line.first else { continue }
      var argument = line.dropFirst()
      if argument.first == UInt8(ascii: " ") { argument = argument.dropFirst() }
      try session.perform(op, Array(argument))
    }
  }
}
