/// The storage of ``RouteTable``: the trie and the patterns, copied on write.
///
/// `@unchecked Sendable` because it is a class with mutable state: ``RouteTable`` (its only
/// owner) mutates it only after `isKnownUniquelyReferenced` confirmed that no other table,
/// and so no other thread, can see it, the same copy-on-write discipline as the standard
/// library's collections. A class rather than plain stored arrays keeps the matcher to one
/// reference: copying a table into the matcher's closures costs one retain, not ten.
final class Trie: @unchecked Sendable {
  // Exclusivity is not checked at run time: the matcher only reads, and writes happen only
  // on a uniquely referenced instance (see above), so accesses can never overlap.
  @exclusivity(unchecked) var patterns: [RoutePattern] = []
  /// The same patterns in blocks, for matches to refer to (see ``PatternBlock``).
  @exclusivity(unchecked) var blocks: [PatternBlock] = []
  @exclusivity(unchecked) var parameterTypes = RouteParameterType.typedBuiltIns
  /// Node 0 is the root of patterns without scheme and host; node 1 is the parent of the
  /// scheme nodes, whose children are the host roots: a host lookup is two literal lookups.
  @exclusivity(unchecked) var nodes: [TrieNode] = [TrieNode(), TrieNode()]
  @exclusivity(unchecked) var literals = LiteralTable()
  /// The parameter count of each route, by route index.
  @exclusivity(unchecked) var parameterCounts: [Int32] = []
  static let anyHostRoot = 0
  static let schemesNode = 1

  init() {}

  func copy() -> Trie {
    let copy = Trie()
    copy.patterns = patterns
    copy.blocks = blocks
    copy.parameterTypes = parameterTypes
    copy.nodes = nodes
    copy.literals = literals
    copy.parameterCounts = parameterCounts
    return copy
  }

  /// Adds a parsed pattern; see ``RouteTable/add(_:)``.
  func add(_ pattern: RoutePattern) throws(RouteError) -> Int {
    let text = pattern.text
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
        let existing = Int(nodes[node].catchAllRoute)
        guard existing < 0 else {
          throw .duplicatePattern(pattern: text, existing: patterns[existing].text)
        }
        nodes[node].catchAllRoute = Int32(routeIndex)
        append(pattern)
        return routeIndex
      }
    }
    let existing = Int(nodes[node].route)
    guard existing < 0 else {
      throw .duplicatePattern(pattern: text, existing: patterns[existing].text)
    }
    nodes[node].route = Int32(routeIndex)
    append(pattern)
    return routeIndex
  }

  private func append(_ pattern: RoutePattern) {
    patterns.append(pattern)
    blocks = PatternBlock.appending(pattern, to: blocks)
    parameterCounts.append(Int32(pattern.parameterNames.count))
  }

  private func makeNode() -> Int {
    nodes.append(TrieNode())
    return nodes.count - 1
  }

  private func root(for pattern: RoutePattern) -> Int {
    guard let scheme = pattern.scheme, let host = pattern.host else { return Self.anyHostRoot }
    return child(of: child(of: Self.schemesNode, literal: scheme), literal: host)
  }

  private func child(of node: Int, literal: String) -> Int {
    let existing = literals.child(of: node, key: literal)
    if existing >= 0 { return existing }
    let child = makeNode()
    literals.insert(parent: node, key: literal, child: child)
    nodes[node].hasLiterals = true
    return child
  }

  private func child(of node: Int, type: RouteParameterType) -> Int {
    guard let index = parameterTypes.firstIndex(of: type) else {
      preconditionFailure("Internal inconsistency: pattern type \(type) is not in the table")
    }
    let rank = Int32(index)
    if nodes[node].firstTypedRank == rank { return Int(nodes[node].firstTyped) }
    if let edge = nodes[node].moreTyped.first(where: { $0.rank == rank }) { return Int(edge.node) }
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
