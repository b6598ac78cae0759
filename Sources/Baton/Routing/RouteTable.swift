/// The route table: patterns in a trie, matched against URLs with precedence and backtracking.
///
/// Matching walks the URL's segments down the trie. At each segment the candidates are tried
/// in precedence order (a literal child, then typed children, then the untyped child, then a
/// catch-all), depth first; a branch that fails further down falls back to the next
/// candidate. Host-specific patterns (`myapp://shop/…`) are found by hash lookups on scheme
/// and host, never a scan, and are tried before patterns without scheme and host (`/…`).
/// Typed children are tried in the order ``RouteParameterType/int``,
/// ``RouteParameterType/double``, ``RouteParameterType/uuid``, then custom types in
/// registration order. Literal children of every node share one open-addressing hash table
/// keyed by (node, segment bytes), and the matcher reads the URL's bytes without building
/// strings for the segments it walks. Each trie node consumes exactly one segment, so a match
/// visits a node at most once: the cost follows the URL's segment count and the branching on
/// its way, not the number of routes.
///
/// Registering a pattern equal to one already registered (one that matches exactly the same
/// URLs, see ``RoutePattern``) throws ``RouteError/duplicatePattern(pattern:existing:)``; so
/// two routes never tie.
public struct RouteTable: Sendable {
  private var trie = Trie()

  /// The registered patterns, in registration order; a match's ``RouteMatch/routeIndex``
  /// indexes this array.
  public var patterns: [RoutePattern] { trie.patterns }
  /// The typed parameter types, in precedence order: the built-in ones, then custom ones.
  public var parameterTypes: [RouteParameterType] { trie.parameterTypes }

  /// Creates an empty table.
  public init() {}

  /// Registers a custom parameter type, for patterns added afterwards.
  ///
  /// - Parameter type: The type; its name must be an identifier not used by another type.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` with the problem
  ///   ``RouteError/PatternProblem/invalidParameterType(_:)``.
  public mutating func register(_ type: RouteParameterType) throws(RouteError) {
    guard PatternParser.isIdentifier(type.name),
      !RouteParameterType.reservedNames.contains(type.name),
      !parameterTypes.contains(type)
    else {
      throw .invalidPattern(text: type.name, position: 0, problem: .invalidParameterType(type.name))
    }
    uniqueTrie().parameterTypes.append(type)
  }

  /// Parses a pattern with this table's parameter types, without adding it.
  ///
  /// - Parameter text: The pattern text.
  /// - Returns: The parsed pattern.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``.
  public func parse(_ text: String) throws(RouteError) -> RoutePattern {
    try RoutePattern(text, customTypes: parameterTypes)
  }

  /// Adds a pattern.
  ///
  /// - Parameter text: The pattern text.
  /// - Returns: The new route's index in ``patterns``.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)``, or
  ///   ``RouteError/duplicatePattern(pattern:existing:)`` when an equal pattern is registered;
  ///   the table is unchanged then.
  @discardableResult
  public mutating func add(_ text: String) throws(RouteError) -> Int {
    let pattern = try parse(text)
    return try uniqueTrie().add(pattern)
  }

  /// Matches a URL text.
  ///
  /// The matcher works on the URL's UTF-8 bytes and makes strings only for the parameters of
  /// the route it finds. URL handling is ``RouteURL``'s.
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The match.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)`` or
  ///   ``RouteError/noMatch(url:)``.
  public func match(_ url: String) throws(RouteError) -> RouteMatch {
    try trie.match(url)
  }

  /// Matches a parsed URL.
  ///
  /// - Parameter url: The parsed URL.
  /// - Returns: The match.
  /// - Throws: ``RouteError/noMatch(url:)``.
  public func match(_ url: RouteURL) throws(RouteError) -> RouteMatch {
    try trie.match(url.text)
  }

  private mutating func uniqueTrie() -> Trie {
    if !isKnownUniquelyReferenced(&trie) { trie = trie.copy() }
    return trie
  }
}
