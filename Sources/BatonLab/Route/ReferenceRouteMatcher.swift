import Baton
import BatonRouting

/// The matching rules of ``RouteTable`` as its documentation states them, written plainly over
/// a parsed ``RouteURL``: every matching route, in precedence order, with its values.
///
/// Precedence: patterns with a scheme before those without; then, segment by segment, a
/// literal before typed parameters (in the table's type order), before an untyped parameter,
/// before a catch-all. With ``RouteOptions/readsHostAsPath`` and a URL with a host, the host
/// (decoded, ASCII letters lowercased) is the first segment of the patterns with a scheme,
/// and of those without one unless the scheme is `http` or `https`.
///
/// The one plain matcher of the package: the router fuzzer's oracle, and the naive baseline
/// that `baton-lab bench router` times against the trie (``match(_:)``, its first candidate).
/// Its cost grows with the number of routes.
package struct ReferenceRouteMatcher {
  /// A route that matches, and its values.
  package struct Candidate: Equatable {
    package var routeIndex: Int
    package var values: [String]

    package init(routeIndex: Int, values: [String]) {
      self.routeIndex = routeIndex
      self.values = values
    }
  }

  let patterns: [RoutePattern]
  let typeRanks: [String: Int]
  let options: RouteOptions

  package init(table: RouteTable) {
    patterns = table.patterns
    typeRanks = Dictionary(
      table.parameterTypes.enumerated().map { ($1.name, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    options = table.options
  }

  /// The route that wins for `text`, as ``RouteTable/match(_:)`` answers.
  ///
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` or
  ///   ``RouteError/noMatch(url:declined:)``.
  package func match(_ text: String) throws(RouteError) -> RouteMatch {
    let url = try RouteURL(parsing: text, options: options)
    guard let first = candidates(url).first else { throw .noMatch(url: text) }
    return try RouteMatch(
      url: text,
      pattern: patterns[first.routeIndex],
      routeIndex: first.routeIndex,
      pathValues: first.values,
      options: options
    )
  }

  /// Every route that matches `url`, in precedence order.
  package func candidates(_ url: RouteURL) -> [Candidate] {
    let hostSegment = options.readsHostAsPath ? self.hostSegment(url) : nil
    var found: [(key: [Int], candidate: Candidate)] = []
    for (index, pattern) in patterns.enumerated() {
      let segments: [String]
      if let scheme = pattern.scheme {
        guard scheme == url.scheme else { continue }
        if options.readsHostAsPath {
          guard let hostSegment else { continue }
          segments = [hostSegment] + url.segments
        } else {
          guard pattern.host == url.host else { continue }
          segments = url.segments
        }
      } else if let hostSegment, !["http", "https"].contains(url.scheme) {
        segments = [hostSegment] + url.segments
      } else {
        segments = url.segments
      }
      guard let values = values(of: pattern, in: segments) else { continue }
      found.append((key(of: pattern), Candidate(routeIndex: index, values: values)))
    }
    return found.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.candidate)
  }

  /// The host read as a segment: decoded, ASCII letters lowercased; `nil` without a host.
  private func hostSegment(_ url: RouteURL) -> String? {
    guard !url.host.isEmpty else { return nil }
    // The host holds no `/`, `?` or `#`: as a one-segment path it decodes the same way.
    guard let decoded = try? RouteURL(parsing: "/" + url.host).segments.first else { return nil }
    return Self.asciiLowercased(decoded)
  }

  private func key(of pattern: RoutePattern) -> [Int] {
    [pattern.scheme == nil ? 1 : 0]
      + pattern.segments.map { segment in
        switch segment {
        case .literal: 0
        case .parameter(_, let type) where type == .string: 10_000
        case .parameter(_, let type): 1 + (typeRanks[type.name] ?? 0)
        case .catchAll: 20_000
        }
      }
  }

  private func values(of pattern: RoutePattern, in segments: [String]) -> [String]? {
    var values: [String] = []
    for (position, segment) in pattern.segments.enumerated() {
      guard position < segments.count else { return nil }
      switch segment {
      case .literal(let text):
        guard Array(segments[position].utf8) == Array(text.utf8) else { return nil }
      case .parameter(_, let type):
        guard let value = type.canonicalValue(of: segments[position]) else { return nil }
        values.append(value)
      case .catchAll:
        values.append(segments[position...].joined(separator: "/"))
        return values
      }
    }
    return pattern.segments.count == segments.count ? values : nil
  }

  /// ASCII letters lowercased, other characters kept.
  static func asciiLowercased(_ text: String) -> String {
    String(
      decoding: text.utf8.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 },
      as: UTF8.self
    )
  }
}
