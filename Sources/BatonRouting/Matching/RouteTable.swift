/// The route table: patterns in a trie, matched against URLs with precedence and backtracking.
///
/// Matching walks the URL's segments down the trie. At each segment the candidates are tried
/// in precedence order (a literal child, then typed children, then the untyped child, then a
/// catch-all), depth first; a branch that fails further down falls back to the next
/// candidate. Host-specific patterns (`myapp://shop/…`) are found by hash lookups on scheme
/// and host, never a scan, and are tried before patterns without scheme and host (`/…`).
/// Typed children are tried in the order ``RouteParameterType/int``,
/// ``RouteParameterType/double``, ``RouteParameterType/uuid``, then custom types in
/// registration order. The literal edges of every node are one dictionary keyed by the parent
/// node and the decoded segment text, compared byte for byte; the matcher decodes the URL's
/// segments once and walks them. Each trie node consumes exactly one segment, so a match
/// visits a node at most once: the cost follows the URL's segment count and the branching on
/// its way, not the number of routes.
///
/// The walk keeps its stack in an array, not in recursion, so a URL or a pattern of any
/// segment count (100,000 is tested) matches without exhausting the call stack.
///
/// Registering a pattern equal to one already registered (one that matches exactly the same
/// URLs, see ``RoutePattern``) throws ``RouteError/duplicatePattern(pattern:existing:)``; so
/// two routes never tie.
package struct RouteTable: Sendable {
  private var trie = Trie()
  /// How URLs are read; fixed when the table is made.
  package let options: RouteOptions

  /// The registered patterns, in registration order; a match's ``RouteMatch/routeIndex``
  /// indexes this array.
  package var patterns: [RoutePattern] { trie.patterns }
  /// The typed parameter types, in precedence order: the built-in ones, then custom ones.
  package var parameterTypes: [RouteParameterType] { trie.parameterTypes }

  /// Creates an empty table.
  ///
  /// - Parameter options: How URLs are read (host as a path segment, `+`, the fragment).
  package init(options: RouteOptions = RouteOptions()) {
    self.options = options
  }

  /// Registers a custom parameter type, for patterns added afterwards.
  ///
  /// - Parameter type: The type; its name must be an identifier not used by another type.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` with the problem
  ///   ``RouteError/PatternProblem/invalidParameterType(_:)``.
  package mutating func register(parameterType type: RouteParameterType) throws(RouteError) {
    guard PatternParser.isIdentifier(type.name),
      !RouteParameterType.reservedNames.contains(type.name),
      !parameterTypes.contains(type)
    else {
      throw .invalidPattern(text: type.name, position: 0, problem: .invalidParameterType(type.name))
    }
    trie.parameterTypes.append(type)
  }

  /// Parses a pattern with this table's parameter types, without adding it.
  ///
  /// - Parameter text: The pattern text.
  /// - Returns: The parsed pattern.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``.
  package func parse(_ text: String) throws(RouteError) -> RoutePattern {
    try RoutePattern(text, customTypes: parameterTypes, readsHostAsPath: options.readsHostAsPath)
  }

  /// Adds a pattern.
  ///
  /// - Parameter text: The pattern text.
  /// - Returns: The new route's index in ``patterns``.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``, or
  ///   ``RouteError/duplicatePattern(pattern:existing:)`` when an equal pattern is registered;
  ///   the table is unchanged then.
  @discardableResult
  package mutating func add(_ text: String) throws(RouteError) -> Int {
    let pattern = try parse(text)
    return try trie.add(pattern)
  }

  /// The index of the registered route equal to a pattern (one that matches the same URLs).
  ///
  /// - Parameter text: The pattern text.
  /// - Returns: The route's index in ``patterns``, or `nil` when no equal pattern is
  ///   registered.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``.
  package func index(of text: String) throws(RouteError) -> Int? {
    try trie.existingRoute(equalTo: parse(text))
  }

  /// The index of the registered route equal to a parsed pattern (see ``index(of:)``).
  func index(ofRegistered pattern: RoutePattern) -> Int? {
    trie.existingRoute(equalTo: pattern)
  }

  /// Removes a route; the routes after it move down one index.
  ///
  /// The trie is rebuilt from the remaining patterns: the cost grows with the route count.
  ///
  /// - Parameter index: The route's index in ``patterns``.
  /// - Returns: The pattern removed, or `nil` for an index that is not a route's.
  @discardableResult
  package mutating func remove(at index: Int) -> RoutePattern? {
    guard patterns.indices.contains(index) else { return nil }
    var remaining = patterns
    let removed = remaining.remove(at: index)
    trie = Trie(parameterTypes: parameterTypes, patterns: remaining)
    return removed
  }

  /// Removes every route; custom parameter types stay registered.
  package mutating func removeAll() {
    trie = Trie(parameterTypes: parameterTypes, patterns: [])
  }

  /// Matches a URL text.
  ///
  /// The matcher splits the URL into decoded path segments (and checks the query's escapes
  /// without building its items); a custom parameter type is asked once per segment it is
  /// tried on. URL handling is ``RouteURL``'s (with this table's ``options``).
  ///
  /// - Parameters:
  ///   - url: The URL text.
  ///   - skipped: Route indices to pass over, as if they were not registered: the routes
  ///     whose factories declined, so the next candidate in precedence order is found.
  /// - Returns: The match.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` or
  ///   ``RouteError/noMatch(url:declined:)``.
  package func match(_ url: String, skipping skipped: [Int] = []) throws(RouteError) -> RouteMatch {
    try trie.match(url, options: options, skipping: skipped)
  }
}
