import Baton
import BatonRouting

/// The benchmark's baseline: a naive matcher that scans every pattern for each URL.
///
/// It gives the same answers as ``RouteTable`` (a test checks this): the patterns are sorted
/// once into the order the trie's depth-first search would try them (host-specific before
/// host-less, then segment by segment literal, typed in type order, untyped, catch-all), and
/// the first pattern that matches wins. Its cost grows with the number of routes.
struct LinearRouteMatcher {
  private struct Entry {
    var pattern: RoutePattern
    var index: Int
    var scheme: String?
    var host: String?
    var segments: [RoutePattern.Segment]
  }

  private let entries: [Entry]

  /// Sorts the table's patterns into precedence order.
  init(table: RouteTable) {
    let typeRanks = Dictionary(
      uniqueKeysWithValues: table.parameterTypes.enumerated().map { ($1.name, $0) }
    )
    func key(_ pattern: RoutePattern) -> [Int] {
      [pattern.scheme == nil ? 1 : 0]
        + pattern.segments.map { segment in
          switch segment {
          case .literal: 0
          case .parameter(_, let type) where type == .string: 1_000
          case .parameter(_, let type): 1 + (typeRanks[type.name] ?? 0)
          case .catchAll: 2_000
          }
        }
    }
    entries = table.patterns.enumerated()
      .map { (pattern: $1, index: $0, key: key($1)) }
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }
      .map {
        Entry(
          pattern: $0.pattern,
          index: $0.index,
          scheme: $0.pattern.scheme,
          host: $0.pattern.host,
          segments: $0.pattern.segments
        )
      }
  }

  /// The index of the first pattern that matches, with its parameters.
  ///
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` or
  ///   ``RouteError/noMatch(url:)``.
  func match(_ text: String) throws(RouteError) -> RouteMatch {
    let url = try RouteURL(parsing: text)
    for entry in entries {
      if let scheme = entry.scheme, scheme != url.scheme || entry.host != url.host {
        continue
      }
      if let values = Self.values(of: entry.segments, in: url.segments) {
        return try RouteMatch(
          url: text,
          pattern: entry.pattern,
          routeIndex: entry.index,
          pathValues: values
        )
      }
    }
    throw .noMatch(url: text)
  }

  private static func values(
    of pattern: [RoutePattern.Segment],
    in segments: [String]
  ) -> [String]? {
    guard pattern.count <= segments.count else { return nil }
    var values: [String] = []
    for (position, segment) in pattern.enumerated() {
      guard position < segments.count else { return nil }
      switch segment {
      case .literal(let text):
        guard segments[position] == text else { return nil }
      case .parameter(_, let type):
        guard let value = type.canonicalValue(of: segments[position]) else { return nil }
        values.append(value)
      case .catchAll:
        values.append(segments[position...].joined(separator: "/"))
        return values
      }
    }
    return pattern.count == segments.count ? values : nil
  }
}
