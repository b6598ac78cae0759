/// A URL split the way the router reads it: lowercase scheme and host, decoded path segments
/// and decoded query items.
///
/// The parser works on the UTF-8 bytes and does not use Foundation's `URL`:
/// - `scheme://host/path?query#fragment`, or a bare path `/path?query` (no scheme or host);
///   the host is everything between `//` and the path, port included;
/// - scheme and host are lowercased, the path keeps its case;
/// - path segments and query items are percent-decoded (a malformed escape or escapes that are
///   not UTF-8 make the URL malformed); `+` means a space in the query only;
/// - empty segments vanish, so repeated slashes collapse and a trailing slash is ignored;
///   `.` and `..` are ordinary segments;
/// - the fragment is ignored; a query item without `=` has an empty value, one with an empty
///   name is skipped;
/// - spaces and control characters before the fragment make the URL malformed.
public struct RouteURL: Sendable, Equatable {
  /// The text parsed, as given.
  public let text: String
  /// The scheme, lowercased; empty for a bare path.
  public let scheme: String
  /// The host (with its port, if any), lowercased; empty for a bare path.
  public let host: String
  /// The decoded, non-empty path segments.
  public let segments: [String]
  /// The decoded query items, in order, repeated names included.
  public let queryItems: [RouteQueryItem]

  /// Parses a URL.
  ///
  /// - Parameter text: The URL text.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``.
  public init(parsing text: String) throws(RouteError) {
    var contiguous = text
    let result = contiguous.withUTF8 { bytes in
      Result { () throws(RouteError) -> RouteURL in try URLParser.parse(bytes, text: text) }
    }
    self = try result.get()
  }

  /// Parses a URL from raw bytes, which need not be valid UTF-8.
  ///
  /// - Parameter bytes: The URL's bytes.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``, with the problem
  ///   ``RouteError/URLProblem/invalidUTF8`` for bytes that are not UTF-8.
  public init(parsingUTF8 bytes: some Collection<UInt8>) throws(RouteError) {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let repaired = String(decoding: bytes, as: UTF8.self)
      throw .malformedURL(text: repaired, position: 0, problem: .invalidUTF8)
    }
    try self.init(parsing: text)
  }

  init(text: String, scheme: String, host: String, segments: [String], query: [RouteQueryItem]) {
    self.text = text
    self.scheme = scheme
    self.host = host
    self.segments = segments
    self.queryItems = query
  }
}

/// One decoded `name=value` item of a URL's query.
public struct RouteQueryItem: Sendable, Hashable {
  /// The decoded name.
  public let name: String
  /// The decoded value; empty when the item has no `=`.
  public let value: String

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The decoded name.
  ///   - value: The decoded value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
