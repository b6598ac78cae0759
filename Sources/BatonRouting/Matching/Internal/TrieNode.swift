/// One node of ``RouteTable``'s trie: it consumes one segment of a URL.
///
/// Nodes live in the trie's array and refer to each other by index, so the table is a plain
/// value. Each node sits at a fixed depth, so a match visits a node at most once.
struct TrieNode: Sendable {
  /// A typed child: the rank of its type (the index in the table's parameter types) and the
  /// child's index.
  struct TypedEdge: Sendable {
    var rank: Int
    var node: Int
  }

  /// The literal children, by decoded segment text.
  var literals: [SegmentKey: Int] = [:]
  /// The typed children, by rank: the order in which they are tried.
  var typed: [TypedEdge] = []
  /// The untyped child.
  var untyped: Int?
  /// The route whose catch-all starts below this node.
  var catchAllRoute: Int?
  /// The route that ends at this node.
  var route: Int?
}
