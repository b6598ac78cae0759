/// How a ``Router`` reads URLs; fixed when the router is made.
///
/// ```swift
/// let router = Router<String, Void>(options: RouteOptions(readsHostAsPath: true))
/// try router.register("/user/<int:id>") { match, _ in .screen("user \(try match.int("id"))") }
/// let user = try router.resolve("myapp://user/42")  // the host `user` is the first segment
/// ```
public struct RouteOptions: Sendable, Equatable {
  /// Whether a URL's host is also read as its first path segment, as URLNavigator, JLRoutes
  /// and Crossroad read custom-scheme URLs.
  ///
  /// The host segment is percent-decoded and its ASCII letters lowercased (hosts are
  /// case-insensitive); a malformed escape in the host makes the URL malformed, for the matcher
  /// and for ``RouteURL/init(parsing:options:)`` alike.
  /// - A pattern without scheme and host (`/user/<id>`) sees a custom-scheme URL's host as
  ///   its first segment: it matches `myapp://user/42`, and a parameter (`/<section>/…`) or a
  ///   catch-all (`/<path:rest>`) can stand where the host is. An `http` or `https` URL (a
  ///   universal link) keeps its host: `https://example.com/user/42` matches it too.
  /// - A pattern with a scheme (`myapp://user/<id>`, `foobar://<keyword>`,
  ///   `http://<path:url>`) reads what follows `scheme://` as segments, the first compared in
  ///   lowercase, and may put a parameter or a catch-all there; it matches only its scheme,
  ///   and is tried before patterns without one.
  ///
  /// Off by default: a host is a host, and `myapp://user/42` matches `myapp://user/<id>` or
  /// `/42`-shaped patterns, never `/user/<id>`.
  public var readsHostAsPath: Bool
  /// Whether a `+` in a query (or fragment) item is read as a space, as HTML forms
  /// (`application/x-www-form-urlencoded`) write it; a literal plus must then be sent as `%2B`.
  ///
  /// Off by default: a `+` is a `+` (`?q=C++` gives `C++`), as Foundation's
  /// `URLComponents.queryItems` reads it, because the URLs an app receives are built by
  /// Foundation (`URLComponents` encodes a space as `%20` and leaves `+` alone) and a literal
  /// reading never corrupts `C++` or `+1 555`. A `+` in the path is always a `+`.
  public var readsPlusAsSpace: Bool
  /// Whether the fragment (after `#`) is read as `name=value&…` items.
  ///
  /// OAuth redirects send tokens there; the items join the parameters after the path's and
  /// the query's. Off by default: the fragment is then ignored, and may hold any text.
  public var readsFragmentParameters: Bool

  /// Creates options; the defaults are the router's documented reading.
  ///
  /// - Parameters:
  ///   - readsHostAsPath: Whether a URL's host is also its first path segment.
  ///   - readsPlusAsSpace: Whether a `+` in query items is a space.
  ///   - readsFragmentParameters: Whether the fragment holds parameters.
  public init(
    readsHostAsPath: Bool = false,
    readsPlusAsSpace: Bool = false,
    readsFragmentParameters: Bool = false
  ) {
    self.readsHostAsPath = readsHostAsPath
    self.readsPlusAsSpace = readsPlusAsSpace
    self.readsFragmentParameters = readsFragmentParameters
  }
}
