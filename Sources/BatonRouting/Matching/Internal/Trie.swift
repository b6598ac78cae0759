/// The storage of ``RouteTable``: the trie and the patterns, a plain value.
///
/// Every part is an array or a dictionary, so copying a table shares its storage and the
/// first mutation of a copy copies what it changes (the standard library's copy-on-write).
/// Node, route and edge indices are stored as `Int32`, which halves a node; a table is far
/// from 2³¹ nodes before it is out of memory.
struct Trie: Sendable {
  var patterns: [RoutePattern] = []
  var parameterTypes = RouteParameterType.typedBuiltIns
  /// Node 0 is the root of patterns without scheme and host; node 1 is the parent of the
  /// scheme nodes, whose literal children are the host roots (or, when the host is read as a
  /// path segment, the first segments): a host lookup is two dictionary lookups.
  var nodes: [TrieNode] = [TrieNode(), TrieNode()]
  /// Every node's literal children, by parent and decoded segment text.
  var literals: [LiteralEdge: Int32] = [:]
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
        node = addLiteralChild(of: node, SegmentKey(literal))
      case .parameter(_, let type) where type.isUntyped:
        node = untypedChild(of: node)
      case .parameter(_, let type):
        node = typedChild(of: node, rank: rank(of: type))
      case .catchAll:
        nodes[node].catchAllRouteIndex = Int32(routeIndex)
        return routeIndex
      }
    }
    nodes[node].routeIndex = Int32(routeIndex)
    return routeIndex
  }

  /// The literal child of `node` for the decoded segment `key`.
  func literalChild(of node: Int, _ key: SegmentKey) -> Int? {
    guard nodes[node].literalCount > 0 else { return nil }
    return literals[LiteralEdge(parent: node, key: key)].map(Int.init)
  }

  /// The index of the registered route equal to `pattern` (see ``RoutePattern``), found by
  /// walking the trie without changing it.
  func existingRoute(equalTo pattern: RoutePattern) -> Int? {
    var node: Int? = Self.anyHostRoot
    if let scheme = pattern.scheme {
      node = literalChild(of: Self.schemesNode, SegmentKey(scheme))
      if let schemeNode = node, let host = pattern.host {
        node = literalChild(of: schemeNode, SegmentKey(host))
      }
    }
    for segment in pattern.segments {
      guard let current = node else { return nil }
      switch segment {
      case .literal(let literal):
        node = literalChild(of: current, SegmentKey(literal))
      case .parameter(_, let type) where type.isUntyped:
        node = nodes[current].untypedChild
      case .parameter(_, let type):
        let rank = parameterTypes.firstIndex(of: type).map(Int32.init)
        node = typedChildren(of: current).first { nodes[$0].typeRank == rank }
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
    let schemeNode = addLiteralChild(of: Self.schemesNode, SegmentKey(scheme))
    guard let host = pattern.host else { return schemeNode }
    return addLiteralChild(of: schemeNode, SegmentKey(host))
  }

  private mutating func makeNode() -> Int32 {
    nodes.append(TrieNode())
    return Int32(nodes.count - 1)
  }

  /// The literal child of `node` for `key`, added if missing.
  private mutating func addLiteralChild(of node: Int, _ key: SegmentKey) -> Int {
    if let existing = literalChild(of: node, key) { return existing }
    let child = makeNode()
    literals[LiteralEdge(parent: node, key: key)] = child
    nodes[node].literalCount += 1
    return Int(child)
  }

  /// The untyped child of `node`, added if missing.
  private mutating func untypedChild(of node: Int) -> Int {
    if let existing = nodes[node].untypedChild { return existing }
    let child = makeNode()
    nodes[node].untypedChildIndex = child
    return Int(child)
  }

  /// The typed child of `node` for the type of rank `rank`, added in rank order if missing.
  private mutating func typedChild(of node: Int, rank: Int) -> Int {
    let rank = Int32(rank)
    var previous: Int?
    for child in typedChildren(of: node) {
      if nodes[child].typeRank == rank { return child }
      if nodes[child].typeRank < rank { previous = child }
    }
    let child = makeNode()
    nodes[Int(child)].typeRank = rank
    // The child goes after the last sibling of a lower rank: first when there is none.
    if let previous {
      nodes[Int(child)].nextTypedSiblingIndex = nodes[previous].nextTypedSiblingIndex
      nodes[previous].nextTypedSiblingIndex = child
    } else {
      nodes[Int(child)].nextTypedSiblingIndex = nodes[node].firstTypedChildIndex
      nodes[node].firstTypedChildIndex = child
    }
    return Int(child)
  }

  /// `node`'s typed children, in rank order.
  private func typedChildren(of node: Int) -> some Sequence<Int> {
    sequence(state: nodes[node].firstTypedChild) { [nodes] candidate in
      defer { candidate = candidate.flatMap { nodes[$0].nextTypedSibling } }
      return candidate
    }
  }

  private func rank(of type: RouteParameterType) -> Int {
    guard let index = parameterTypes.firstIndex(of: type) else {
      preconditionFailure("Internal inconsistency: pattern type \(type) is not in the table")
    }
    return index
  }
}
