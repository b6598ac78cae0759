/// A parsed route pattern such as `myapp://shop/item/<int:id>` or `/user/<name>`.
///
/// Grammar:
/// - `scheme://host/segment/…` matches that scheme and host (both case-insensitive); a pattern
///   that starts with `/` matches any scheme and host, and bare paths;
/// - a segment is literal text (case-sensitive, percent-escapes decoded), or a whole-segment
///   parameter `<name>` (any segment), `<type:name>` (a ``RouteParameterType``), or the
///   trailing catch-all `<path:name>`, which takes one or more segments;
/// - repeated slashes collapse and a trailing slash is ignored, as in URLs.
///
/// Two patterns are equal when they match exactly the same URLs: when scheme, host and each
/// segment's literal text or parameter type agree, whatever the parameter names and the
/// spelling (`MyApp://Shop//x/` equals `myapp://shop/x`).
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
  /// One segment of a pattern.
  package enum Segment: Sendable, Hashable {
    /// Literal text, decoded; matches a segment with exactly this text.
    case literal(String)
    /// A parameter filling the segment; ``RouteParameterType/string`` for an untyped one.
    case parameter(name: String, type: RouteParameterType)
    /// The trailing catch-all: one or more segments, decoded and joined by `/`.
    case catchAll(name: String)
  }

  /// The pattern as written.
  public var text: String { storage.text }
  /// The scheme, lowercased, or `nil` when the pattern matches any scheme and host.
  public var scheme: String? { storage.scheme }
  /// The host, lowercased, or `nil` when the pattern matches any host (with a scheme, when
  /// the host is read as the first segment).
  public var host: String? { storage.host }
  /// The path segments.
  package var segments: [Segment] { storage.segments }
  /// The parameter names, in order.
  public var parameterNames: [String] { storage.parameterNames }

  // One reference, so that copying a pattern into every match costs one retain.
  private let storage: Storage

  private final class Storage: Sendable {
    let text: String
    let scheme: String?
    let host: String?
    let segments: [Segment]
    let parameterNames: [String]

    init(text: String, scheme: String?, host: String?, segments: [Segment]) {
      self.text = text
      self.scheme = scheme
      self.host = host
      self.segments = segments
      self.parameterNames = segments.compactMap { segment in
        switch segment {
        case .literal: nil
        case .parameter(let name, _), .catchAll(let name): name
        }
      }
    }
  }

  /// Parses a pattern.
  ///
  /// With `readsHostAsPath` (a table's ``RouteOptions/readsHostAsPath``), `scheme://x/…` has
  /// no host: `x` is its first segment, compared in lowercase, and may be a parameter or a
  /// catch-all (`myapp://<section>/…`, `http://<path:url>`).
  ///
  /// - Parameters:
  ///   - text: The pattern text.
  ///   - customTypes: Custom parameter types the pattern may use, besides the built-in ones.
  ///   - readsHostAsPath: Whether the host is the first segment.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``.
  public init(
    _ text: String,
    customTypes: [RouteParameterType] = [],
    readsHostAsPath: Bool = false
  ) throws(RouteError) {
    var parser = PatternParser(text: text, customTypes: customTypes)
    parser.readsHostAsPath = readsHostAsPath
    let parsed = try parser.parse()
    self.storage = Storage(
      text: text,
      scheme: parsed.scheme,
      host: parsed.host,
      segments: parsed.segments
    )
  }

  /// The pattern as written.
  public var description: String { text }

  /// Whether two patterns match exactly the same URLs.
  ///
  /// - Parameters:
  ///   - lhs: A pattern.
  ///   - rhs: Another pattern.
  /// - Returns: Whether scheme, host and the shape of every segment agree.
  public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
    lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.shape == rhs.shape
  }

  /// Hashes what equality compares.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(scheme)
    hasher.combine(host)
    hasher.combine(shape)
  }

  private var shape: [SegmentShape] {
    segments.map { segment in
      switch segment {
      case .literal(let text): .literal(text)
      case .parameter(_, let type): .parameter(type.name)
      case .catchAll: .catchAll
      }
    }
  }

  private enum SegmentShape: Hashable {
    case literal(String)
    case parameter(String)
    case catchAll
  }
}

extension RoutePattern {
  /// Builds a URL that this pattern matches, from parameter values.
  ///
  /// Values are checked against their types and written in canonical form, percent-encoded.
  /// A catch-all value is split on `/` into segments; a `/` that would leave an empty segment
  /// (leading, trailing or doubled, as in a value matched from `a/b%2F`) is percent-encoded
  /// into its neighbour instead, so matching the URL gives the value back. Parameters the
  /// pattern does not name go to the query, sorted by name. A pattern without scheme and host
  /// gives a bare path (`/user/7`).
  ///
  /// - Parameter parameters: The values, by parameter name.
  /// - Returns: The URL text.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` for a missing value or one
  ///   its type refuses.
  public func url(with parameters: [String: String]) throws(RouteError) -> String {
    var url = ""
    if let scheme { url = host.map { "\(scheme)://\($0)" } ?? "\(scheme):/" }
    for segment in segments {
      switch segment {
      case .literal(let text):
        url += "/" + PercentCoding.encode(text)
      case .parameter(let name, let type):
        guard let value = parameters[name] else {
          throw .invalidParameter(name: name, expected: type.name, got: nil)
        }
        guard let canonical = type.canonicalValue(of: value), !canonical.isEmpty else {
          throw .invalidParameter(name: name, expected: type.name, got: value)
        }
        url += "/" + PercentCoding.encode(canonical)
      case .catchAll(let name):
        guard let value = parameters[name] else {
          throw .invalidParameter(name: name, expected: "path", got: nil)
        }
        let parts = Self.catchAllSegments(of: value).map(PercentCoding.encode)
        guard !parts.isEmpty else {
          throw .invalidParameter(name: name, expected: "path", got: value)
        }
        url += "/" + parts.joined(separator: "/")
      }
    }
    if segments.isEmpty { url += "/" }
    let names = Set(parameterNames)
    let extra = parameters.filter { !names.contains($0.key) }.sorted { $0.key < $1.key }
    if !extra.isEmpty {
      let items = extra.map { "\(PercentCoding.encode($0.key))=\(PercentCoding.encode($0.value))" }
      url += "?" + items.joined(separator: "&")
    }
    return url
  }

  /// The segments a catch-all value is written as; empty for an empty value.
  ///
  /// The value split on `/`, except that a `/` next to an empty part stays in the segment
  /// beside it (to be percent-encoded): no segment is empty, and the segments joined by `/`
  /// are the value.
  static func catchAllSegments(of value: String) -> [String] {
    let parts = value.split(separator: "/", omittingEmptySubsequences: false)
    var segments: [String] = []
    var current = ""
    for (index, part) in parts.enumerated() {
      if index == 0 {
        current = String(part)
      } else if current.isEmpty || part.isEmpty {
        current += "/" + part
      } else {
        segments.append(current)
        current = String(part)
      }
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }
}
