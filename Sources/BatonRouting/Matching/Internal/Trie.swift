/// The storage of ``RouteTable``: the trie and the patterns, a plain value.
///
/// Every part is an array or a dictionary, so copying a table shares its storage and the
/// first mutation of a copy copies what it changes (the standard library's copy-on-write).
struct Trie: Sendable {
  var patterns: [RoutePattern] = []
  var parameterTypes = RouteParameterType.typedBuiltIns
  /// Node 0 is the root of patterns without scheme and host; node 1 is the parent of the
  /// scheme nodes, whose literal children are the host roots (or, when the host is read as a
  /// path segment, the first segments): a host lookup is two dictionary lookups.
  var nodes: [TrieNode] = [TrieNode(), TrieNode()]
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
    patterns.append(pattern)
    var node = root(for: pattern)
    for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        node = literalChild(of: node, SegmentKey(literal))
      case .parameter(_, let type) where type.isUntyped:
        node = untypedChild(of: node)
      case .parameter(_, let type):
        node = typedChild(of: node, rank: rank(of: type))
      case .catchAll:
        nodes[node].catchAllRoute = routeIndex
        return routeIndex
      }
    }
    nodes[node].route = routeIndex
    return routeIndex
  }

  /// The index of the registered route equal to `pattern` (see ``RoutePattern``), found by
  /// walking the trie without changing it.
  func existingRoute(equalTo pattern: RoutePattern) -> Int? {
    var node: Int? = Self.anyHostRoot
    if let scheme = pattern.scheme {
      node = nodes[Self.schemesNode].literals[SegmentKey(scheme)]
      if let schemeNode = node, let host = pattern.host {
        node = nodes[schemeNode].literals[SegmentKey(host)]
      }
    }
    for segment in pattern.segments {
      guard let current = node else { return nil }
      switch segment {
      case .literal(let literal):
        node = nodes[current].literals[SegmentKey(literal)]
      case .parameter(_, let type) where type.isUntyped:
        node = nodes[current].untyped
      case .parameter(_, let type):
        let rank = parameterTypes.firstIndex(of: type)
        node = nodes[current].typed.first { $0.rank == rank }?.node
      case .catchAll:
        return nodes[current].catchAllRoute
      }
    }
    return node.flatMap { nodes[$0].route }
  }

  /// The host root of a pattern with scheme and host; the scheme node of one whose host is
  /// its first segment; the any-host root otherwise.
  private mutating func root(for pattern: RoutePattern) -> Int {
    guard let scheme = pattern.scheme else { return Self.anyHostRoot }
    let schemeNode = literalChild(of: Self.schemesNode, SegmentKey(scheme))
    guard let host = pattern.host else { return schemeNode }
    return literalChild(of: schemeNode, SegmentKey(host))
  }

  private mutating func makeNode() -> Int {
    nodes.append(TrieNode())
    return nodes.count - 1
  }

  private mutating func literalChild(of node: Int, _ key: SegmentKey) -> Int {
    if let existing = nodes[node].literals[key] { return existing }
    let child = makeNode()
    nodes[node].literals[key] = child
    return child
  }

  private mutating func untypedChild(of node: Int) -> Int {
    if let existing = nodes[node].untyped { return existing }
    let child = makeNode()
    nodes[node].untyped = child
    return child
  }

  private mutating func typedChild(of node: Int, rank: Int) -> Int {
    if let existing = nodes[node].typed.first(where: { $0.rank == rank }) {
      return existing.node
    }
    let child = makeNode()
    let position = nodes[node].typed.firstIndex { $0.rank > rank } ?? nodes[node].typed.count
    nodes[node].typed.insert(TrieNode.TypedEdge(rank: rank, node: child), at: position)
    return child
  }

  private func rank(of type: RouteParameterType) -> Int {
    guard let index = parameterTypes.firstIndex(of: type) else {
      preconditionFailure("Internal inconsistency: pattern type \(type) is not in the table")
    }
    return index
  }
}
