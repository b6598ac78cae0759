/// Where the parts of a URL sit in its UTF-8 bytes, as offsets; found in one pass by
/// ``URLParser/layout(of:text:)``.
struct URLLayout {
  /// The offset of the scheme's `:`, or `nil` for a bare path.
  var schemeEnd: Int?
  /// The host with its port, if any: between `//` and the path; empty for a bare path.
  var hostStart = 0
  var hostEnd = 0
  var pathStart = 0
  /// The end of the path: the `?`, or ``end``.
  var pathEnd = 0
  /// The first byte of the query (after the first `?`), or `nil` without a `?`.
  var queryStart: Int?
  /// The end of what matters: the `#`, or the byte count.
  var end = 0
  /// Slashes before ``end``: at least the number of path segments.
  var slashCount = 0
  var pathHasPercent = false
  var queryHasPercent = false

  /// Whether the host is read as the first path segment: with
  /// ``RouteOptions/readsHostAsPath``, when the URL has a non-empty host.
  func hostIsSegment(_ options: RouteOptions) -> Bool {
    options.readsHostAsPath && schemeEnd != nil && hostEnd > hostStart
  }
}
