/// One node of ``RouteTable``'s trie: it consumes one segment of a URL.
///
/// Nodes live in the trie's array and refer to each other by index, so the table is a plain
/// value. Each node sits at a fixed depth, so a match visits a node at most once.
///
/// A node holds no collection of its own: its literal children are in the trie's one
/// ``Trie/literals`` dictionary, and its typed children form a list through the children
/// themselves (each knows its type and its next sibling, so trying one reads only the node the
/// walk goes on to), so visiting a node reads one small value and retains nothing. At 10,000
/// routes the trie no longer stays in the processor's nearest caches, and every object a node
/// owned was one more memory access (and one more reference count to write) per segment.
struct TrieNode: Sendable {
  /// How many literal children the node has; a node without any skips the dictionary.
  var literalCount: Int32 = 0
  /// The typed child tried first, or `-1`; the others follow through ``nextTypedSiblingIndex``.
  var firstTypedChildIndex: Int32 = -1
  /// The untyped child, or `-1`.
  var untypedChildIndex: Int32 = -1
  /// The route whose catch-all starts below this node, or `-1`.
  var catchAllRouteIndex: Int32 = -1
  /// The route that ends at this node, or `-1`.
  var routeIndex: Int32 = -1
  /// For a typed child: the rank of its type (the index in the table's parameter types).
  var typeRank: Int32 = -1
  /// For a typed child: its parent's next typed child by rank, or `-1`.
  var nextTypedSiblingIndex: Int32 = -1

  /// The typed child tried first.
  var firstTypedChild: Int? { Self.index(firstTypedChildIndex) }
  /// The untyped child.
  var untypedChild: Int? { Self.index(untypedChildIndex) }
  /// The route whose catch-all starts below this node.
  var catchAllRoute: Int? { Self.index(catchAllRouteIndex) }
  /// The route that ends at this node.
  var route: Int? { Self.index(routeIndex) }
  /// For a typed child: the typed child tried after it.
  var nextTypedSibling: Int? { Self.index(nextTypedSiblingIndex) }

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
