/// One node of ``RouteTable``'s trie: it consumes one segment of a URL.
///
/// Nodes live in the trie's array and refer to each other by index, so the table is a plain
/// value. Each node sits at a fixed depth, so a match visits a node at most once.
///
/// A node holds no collection of its own: its literal children are in the trie's one
/// ``Trie/literals`` dictionary and its typed children in ``Trie/typedEdges``, so visiting a
/// node reads one small value and retains nothing. At 10,000 routes the trie no longer stays in
/// the processor's nearest caches, and every object a node owned was one more memory access
/// (and one more reference count to write) per segment.
struct TrieNode: Sendable {
  /// How many literal children the node has; a node without any skips the dictionary.
  var literalCount: Int32 = 0
  /// The index in ``Trie/typedEdges`` of the typed child tried first, or `-1`.
  var firstTypedEdge: Int32 = -1
  /// The untyped child, or `-1`.
  var untypedChild: Int32 = -1
  /// The route whose catch-all starts below this node, or `-1`.
  var catchAllRouteIndex: Int32 = -1
  /// The route that ends at this node, or `-1`.
  var routeIndex: Int32 = -1

  /// The untyped child.
  var untyped: Int? { Self.index(untypedChild) }
  /// The route whose catch-all starts below this node.
  var catchAllRoute: Int? { Self.index(catchAllRouteIndex) }
  /// The route that ends at this node.
  var route: Int? { Self.index(routeIndex) }
  /// The typed child tried first.
  var firstTyped: Int? { Self.index(firstTypedEdge) }

  /// `stored` as an index, `nil` for `-1`.
  static func index(_ stored: Int32) -> Int? {
    stored < 0 ? nil : Int(stored)
  }
}

/// A literal edge of the trie: the parent node and the decoded segment text.
struct LiteralEdge: Hashable, Sendable {
  var parent: Int32
  var key: SegmentKey

  init(parent: Int, key: SegmentKey) {
    self.parent = Int32(parent)
    self.key = key
  }
}

/// A typed edge of the trie: the rank of its type (the index in the table's parameter types),
/// the child it leads to, and the parent's next typed edge by rank (`-1` for none).
struct TypedEdge: Sendable {
  var rank: Int32
  var node: Int32
  var next: Int32
}
