/// A depth-first walk of the trie for one URL, with backtracking, on an explicit stack.
///
/// The walk keeps one frame per segment depth (the node, the next alternative to try, and
/// the capture count on entry) in a buffer the matcher allocates, so a URL of any segment
/// count walks in constant call-stack space. ``next(skipping:)`` returns routes in
/// precedence order and can be called again to continue where it stopped: that is how a
/// factory that declines hands the URL to the next candidate.
struct TrieWalk {
  let nodes: [TrieNode]
  let literals: LiteralTable
  let types: [RouteParameterType]
  let segments: ByteSegments
  /// Pairs: the segment's depth, and the typed edge's rank (-1 untyped, -2 catch-all).
  let captures: UnsafeMutableBufferPointer<Int>
  /// Triples by depth: the node, the next alternative to try, the capture count on entry.
  let frames: UnsafeMutableBufferPointer<Int>
  /// The captures of the route last returned.
  private(set) var count = 0
  /// The canonical texts of typed captures whose type answered with its text (double and
  /// custom types), by capture index; the type is asked once per segment, never again.
  private(set) var canonicalTexts: [Int: String] = [:]
  /// The depth of the innermost frame; below `base` when the walk is over.
  private var top = -1
  private var base = 0

  init(
    nodes: [TrieNode],
    literals: LiteralTable,
    types: [RouteParameterType],
    segments: ByteSegments,
    captures: UnsafeMutableBufferPointer<Int>,
    frames: UnsafeMutableBufferPointer<Int>
  ) {
    self.nodes = nodes
    self.literals = literals
    self.types = types
    self.segments = segments
    self.captures = captures
    self.frames = frames
  }

  /// Starts a new walk from `node`, with the segments before `depth` already consumed.
  mutating func start(at node: Int, depth: Int) {
    base = depth
    count = 0
    enter(node, depth, captured: 0)
  }

  /// The next route in precedence order not in `skipped`, with its captures; -1 when there
  /// is none.
  mutating func next(skipping skipped: [Int]) -> Int {
    while true {
      let route = next()
      if route < 0 || skipped.isEmpty || !skipped.contains(route) { return route }
    }
  }

  // Alternatives at a node, in order: 0 the literal child, 1 the first typed child,
  // 2 ..< 2 + m the further typed children, 2 + m the untyped child, 3 + m the catch-all.
  private mutating func next() -> Int {
    while top >= base {
      let depth = top
      let node = frames[3 * depth]
      let alternative = frames[3 * depth + 1]
      frames[3 * depth + 1] = alternative + 1
      let captured = frames[3 * depth + 2]
      count = captured
      if depth == segments.count {
        top -= 1
        if alternative == 0, nodes[node].route >= 0 { return Int(nodes[node].route) }
        continue
      }
      if alternative == 0 {
        guard nodes[node].hasLiterals else { continue }
        let child = literals.child(of: node, bytes: segments.bytes(depth), lowercasing: false)
        if child >= 0 { enter(child, depth + 1, captured: captured) }
      } else if alternative == 1 {
        let rank = Int(nodes[node].firstTypedRank)
        if rank >= 0 { captureTyped(depth, rank, into: Int(nodes[node].firstTyped), captured) }
      } else {
        let more = nodes[node].firstTypedRank < 0 ? 0 : nodes[node].moreTyped.count
        if alternative < 2 + more {
          let edge = nodes[node].moreTyped[alternative - 2]
          captureTyped(depth, Int(edge.rank), into: Int(edge.node), captured)
        } else if alternative == 2 + more {
          let untyped = Int(nodes[node].untyped)
          if untyped >= 0 { capture(depth, -1, into: untyped, captured) }
        } else if alternative == 3 + more {
          let catchAll = Int(nodes[node].catchAllRoute)
          if catchAll >= 0 {
            captures[2 * captured] = depth
            captures[2 * captured + 1] = -2
            count = captured + 1
            return catchAll
          }
        } else {
          top -= 1
        }
      }
    }
    return -1
  }

  private mutating func enter(_ node: Int, _ depth: Int, captured: Int) {
    frames[3 * depth] = node
    frames[3 * depth + 1] = 0
    frames[3 * depth + 2] = captured
    top = depth
  }

  /// Captures segment `depth` into the typed child `node` if the type of rank `rank` accepts
  /// it, keeping the canonical text the type gave, if any.
  private mutating func captureTyped(_ depth: Int, _ rank: Int, into node: Int, _ captured: Int) {
    switch types[rank].acceptance(of: segments.bytes(depth)) {
    case .refused:
      return
    case .accepted:
      if !canonicalTexts.isEmpty { canonicalTexts[captured] = nil }
    case .canonical(let text):
      canonicalTexts[captured] = text
    }
    capture(depth, rank, into: node, captured)
  }

  private mutating func capture(_ depth: Int, _ rank: Int, into node: Int, _ captured: Int) {
    captures[2 * captured] = depth
    captures[2 * captured + 1] = rank
    enter(node, depth + 1, captured: captured + 1)
  }
}
