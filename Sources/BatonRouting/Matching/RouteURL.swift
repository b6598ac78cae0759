/// A URL split the way the router reads it: lowercase scheme and host, decoded path segments
/// and decoded query items.
///
/// The parser reads the text's UTF-8 and does not use Foundation's `URL`:
/// - `scheme://host/path?query#fragment`, or a bare path `/path?query` (no scheme or host);
///   the host is everything between `//` and the path, port included;
/// - scheme and host are lowercased, the path keeps its case;
/// - path segments and query items are percent-decoded (a malformed escape or escapes that are
///   not UTF-8 make the URL malformed); `+` in the query is a `+` unless
///   ``RouteOptions/readsPlusAsSpace`` is on;
/// - with ``RouteOptions/readsHostAsPath`` the host is a path segment too, so its escapes must
///   be valid as well (``host`` itself stays as written, lowercased);
/// - empty segments vanish, so repeated slashes collapse and a trailing slash is ignored;
///   `.` and `..` are ordinary segments;
/// - the fragment is ignored unless ``RouteOptions/readsFragmentParameters`` (then read as
///   query items); a query item without `=` has an empty value, one with an empty name is
///   skipped; a name repeated keeps every value, in order;
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
  public let queryItems: [RouteParameter]
  /// The decoded fragment items, when ``RouteOptions/readsFragmentParameters``; else empty.
  public let fragmentItems: [RouteParameter]

  /// Parses a URL.
  ///
  /// - Parameters:
  ///   - text: The URL text.
  ///   - options: How to read the host, `+` and the fragment.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``.
  public init(parsing text: String, options: RouteOptions = RouteOptions()) throws(RouteError) {
    self = try URLParser.parse(text, options: options)
  }

  /// Parses a URL from raw bytes, which need not be valid UTF-8.
  ///
  /// - Parameters:
  ///   - bytes: The URL's bytes.
  ///   - options: How to read the host, `+` and the fragment.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``, with the problem
  ///   ``RouteError/URLProblem/invalidUTF8`` for bytes that are not UTF-8.
  package init(
    parsingUTF8 bytes: some Collection<UInt8>,
    options: RouteOptions = RouteOptions()
  ) throws(RouteError) {
    guard let text = UTF8Validation.string(bytes) else {
      let repaired = String(decoding: bytes, as: UTF8.self)
      throw .malformedURL(text: repaired, position: 0, problem: .invalidUTF8)
    }
    try self.init(parsing: text, options: options)
  }

  init(
    text: String,
    scheme: String,
    host: String,
    segments: [String],
    query: [RouteParameter],
    fragment: [RouteParameter]
  ) {
    self.text = text
    self.scheme = scheme
    self.host = host
    self.segments = segments
    self.queryItems = query
    self.fragmentItems = fragment
  }
}
