/// One node of ``RouteTable``'s trie.
///
/// Nodes live in an array and refer to each other by index,
/// so the table is a plain value; they are small (the first typed child is stored inline) so
/// that a match touches few cache lines. Each node sits at a fixed depth: a match visits a
/// node at most once, so backtracking never repeats work.
struct TrieNode: Sendable {
  /// Whether the node has literal children (in the table's ``LiteralTable``).
  var hasLiterals = false
  /// The rank (index in the table's parameter types) of the first typed child, or -1.
  var firstTypedRank: Int32 = -1
  /// The first typed child, or -1.
  var firstTyped: Int32 = -1
  /// The untyped child, or -1.
  var untyped: Int32 = -1
  /// The route whose catch-all starts below this node, or -1.
  var catchAllRoute: Int32 = -1
  /// The route that ends at this node, or -1.
  var route: Int32 = -1
  /// Further typed children, in rank order after the first; usually empty.
  var moreTyped: [TypedEdge] = []
}

/// A typed edge of the trie.
struct TypedEdge: Sendable {
  var rank: Int32
  var node: Int32
}
