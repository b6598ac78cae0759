/// The storage of ``RouteTable``: the trie and the patterns, a plain value.
///
/// Every part is an array or a value made of arrays, so copying a table shares its storage
/// and the first mutation of a copy copies what it changes (the standard library's
/// copy-on-write).
struct Trie: Sendable {
  var patterns: [RoutePattern] = []
  /// The same patterns in blocks, for matches to refer to (see ``PatternBlock``).
  var blocks: [PatternBlock] = []
  var parameterTypes = RouteParameterType.typedBuiltIns
  /// Node 0 is the root of patterns without scheme and host; node 1 is the parent of the
  /// scheme nodes, whose children are the host roots: a host lookup is two literal lookups.
  var nodes: [TrieNode] = [TrieNode(), TrieNode()]
  var literals = LiteralTable()
  /// The parameter count of each route, by route index.
  var parameterCounts: [Int32] = []
  static let anyHostRoot = 0
  static let schemesNode = 1

  init() {}

  /// The trie of `patterns` with the parameter types `parameterTypes`, in that order; used to
  /// rebuild a table after a removal.
  init(parameterTypes: [RouteParameterType], patterns: [RoutePattern]) {
    self.parameterTypes = parameterTypes
    for pattern in patterns {
      do throws(RouteError) {
        _ = try add(pattern)
      } catch {
        preconditionFailure("Internal inconsistency: \(pattern) no longer adds: \(error)")
      }
    }
  }

  /// Adds a parsed pattern; see ``RouteTable/add(_:)``.
  mutating func add(_ pattern: RoutePattern) throws(RouteError) -> Int {
    if let existing = existingRoute(equalTo: pattern) {
      throw .duplicatePattern(pattern: pattern.text, existing: patterns[existing].text)
    }
    let routeIndex = patterns.count
    var node = root(for: pattern)
    for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        node = child(of: node, literal: literal)
      case .parameter(_, let type) where type.isUntyped:
        if nodes[node].untyped < 0 { nodes[node].untyped = Int32(makeNode()) }
        node = Int(nodes[node].untyped)
      case .parameter(_, let type):
        node = child(of: node, type: type)
      case .catchAll:
        nodes[node].catchAllRoute = Int32(routeIndex)
        append(pattern)
        return routeIndex
      }
    }
    nodes[node].route = Int32(routeIndex)
    append(pattern)
    return routeIndex
  }

  /// The index of the registered route equal to `pattern` (see ``RoutePattern``), found by
  /// walking the trie without changing it.
  func existingRoute(equalTo pattern: RoutePattern) -> Int? {
    var node = Self.anyHostRoot
    if let scheme = pattern.scheme {
      node = literals.child(of: Self.schemesNode, key: scheme)
      if node >= 0, let host = pattern.host { node = literals.child(of: node, key: host) }
    }
    for segment in pattern.segments where node >= 0 {
      switch segment {
      case .literal(let literal):
        node = nodes[node].hasLiterals ? literals.child(of: node, key: literal) : -1
      case .parameter(_, let type) where type.isUntyped:
        node = Int(nodes[node].untyped)
      case .parameter(_, let type):
        let rank = parameterTypes.firstIndex(of: type).map(Int32.init) ?? -1
        node = Int(typedChild(of: node, rank: rank))
      case .catchAll:
        let route = Int(nodes[node].catchAllRoute)
        return route >= 0 ? route : nil
      }
    }
    guard node >= 0 else { return nil }
    let route = Int(nodes[node].route)
    return route >= 0 ? route : nil
  }

  private func typedChild(of node: Int, rank: Int32) -> Int32 {
    if nodes[node].firstTypedRank == rank { return nodes[node].firstTyped }
    return nodes[node].moreTyped.first { $0.rank == rank }?.node ?? -1
  }

  private mutating func append(_ pattern: RoutePattern) {
    patterns.append(pattern)
    blocks = PatternBlock.appending(pattern, to: blocks)
    parameterCounts.append(Int32(pattern.parameterNames.count))
  }

  private mutating func makeNode() -> Int {
    nodes.append(TrieNode())
    return nodes.count - 1
  }

  /// The host root of a pattern with scheme and host; the scheme node of one whose host is
  /// its first segment; the any-host root otherwise.
  private mutating func root(for pattern: RoutePattern) -> Int {
    guard let scheme = pattern.scheme else { return Self.anyHostRoot }
    let schemeNode = child(of: Self.schemesNode, literal: scheme)
    guard let host = pattern.host else { return schemeNode }
    return child(of: schemeNode, literal: host)
  }

  private mutating func child(of node: Int, literal: String) -> Int {
    let existing = literals.child(of: node, key: literal)
    if existing >= 0 { return existing }
    let child = makeNode()
    literals.insert(parent: node, key: literal, child: child)
    nodes[node].hasLiterals = true
    return child
  }

  private mutating func child(of node: Int, type: RouteParameterType) -> Int {
    guard let index = parameterTypes.firstIndex(of: type) else {
      preconditionFailure("Internal inconsistency: pattern type \(type) is not in the table")
    }
    let rank = Int32(index)
    let existing = typedChild(of: node, rank: rank)
    if existing >= 0 { return Int(existing) }
    let child = Int32(makeNode())
    var edges =
      nodes[node].firstTypedRank < 0
      ? [] : [TypedEdge(rank: nodes[node].firstTypedRank, node: nodes[node].firstTyped)]
    edges += nodes[node].moreTyped
    edges.insert(
      TypedEdge(rank: rank, node: child),
      at: edges.firstIndex { $0.rank > rank } ?? edges.count
    )
    nodes[node].firstTypedRank = edges[0].rank
    nodes[node].firstTyped = edges[0].node
    nodes[node].moreTyped = Array(edges.dropFirst())
    return Int(child)
  }
}
