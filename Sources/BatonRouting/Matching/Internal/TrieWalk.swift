/// A depth-first walk of the trie for one URL's segments, with backtracking, on an explicit
/// stack.
///
/// The walk keeps one frame per segment depth in an array, so a URL of any segment count
/// walks in constant call-stack space. ``next(skipping:)`` returns routes in precedence order
/// and can be called again to continue where it stopped: that is how a factory that declines
/// hands the URL to the next candidate.
struct TrieWalk {
  /// What a frame tries next at its node, in precedence order.
  private enum Step {
    case literal
    /// The typed child with this node index.
    case typed(Int)
    case untyped
    case catchAll
    case exhausted
  }

  /// What a parameter captured.
  private enum Capture {
    /// The segment at this index, as it is (an untyped parameter).
    case segment(Int)
    /// A typed parameter's canonical text, as its type gave it.
    case canonical(String)
    /// The segments from this index on (a catch-all).
    case rest(from: Int)
  }

  /// A node being tried against the segment at `depth`, with what the edge into it captured.
  private struct Frame {
    var node: Int
    var depth: Int
    var step = Step.literal
    var capture: Capture?
  }

  private let trie: Trie
  /// The decoded segments of the URL.
  private let segments: [String]
  /// The frames from the walk's start to the node being tried; backtracking pops them.
  private var frames: [Frame] = []
  /// The catch-all capture of the route last returned, if it ended in one.
  private var rest: Capture?

  init(trie: Trie, segments: [String]) {
    self.trie = trie
    self.segments = segments
  }

  /// Starts a new walk from `node`, with the segments before `depth` already consumed.
  mutating func start(at node: Int, depth: Int) {
    frames.removeAll(keepingCapacity: true)
    frames.reserveCapacity(segments.count - depth + 1)
    frames.append(Frame(node: node, depth: depth))
  }

  /// The next route in precedence order not in `skipped`, with its ``values``; `nil` when
  /// there is none.
  mutating func next(skipping skipped: [Int]) -> Int? {
    while let route = next() {
      if !skipped.contains(route) { return route }
    }
    return nil
  }

  private mutating func next() -> Int? {
    rest = nil
    while let frame = frames.last {
      let top = frames.count - 1
      let node = trie.nodes[frame.node]
      guard frame.depth < segments.count else {
        // Every segment consumed: the node's route, if any, then nothing else (the frame
        // stays while its route is out, for ``values``).
        if case .literal = frame.step, let route = node.route {
          frames[top].step = .exhausted
          return route
        }
        frames.removeLast()
        continue
      }
      switch frame.step {
      case .literal:
        frames[top].step = node.firstTypedChild.map(Step.typed) ?? .untyped
        if let child = trie.literalChild(of: frame.node, SegmentKey(segments[frame.depth])) {
          frames.append(Frame(node: child, depth: frame.depth + 1))
        }
      case .typed(let child):
        let typedChild = trie.nodes[child]
        frames[top].step = typedChild.nextTypedSibling.map(Step.typed) ?? .untyped
        // The type is asked once per segment tried; its answer is the captured value.
        let type = trie.parameterTypes[Int(typedChild.typeRank)]
        if let value = type.canonicalValue(of: segments[frame.depth]) {
          frames.append(Frame(node: child, depth: frame.depth + 1, capture: .canonical(value)))
        }
      case .untyped:
        frames[top].step = .catchAll
        if let child = node.untypedChild {
          frames.append(Frame(node: child, depth: frame.depth + 1, capture: .segment(frame.depth)))
        }
      case .catchAll:
        frames[top].step = .exhausted
        if let route = node.catchAllRoute {
          rest = .rest(from: frame.depth)
          return route
        }
      case .exhausted:
        frames.removeLast()
      }
    }
    return nil
  }

  /// The values the route last returned captured, in its pattern's parameter order: those of
  /// the edges into the frames on the stack, then the catch-all's.
  var values: [String] {
    var values: [String] = []
    for capture in frames.lazy.compactMap(\.capture) {
      values.append(text(of: capture))
    }
    if let rest { values.append(text(of: rest)) }
    return values
  }

  private func text(of capture: Capture) -> String {
    switch capture {
    case .segment(let index): segments[index]
    case .canonical(let text): text
    case .rest(let index): segments[index...].joined(separator: "/")
    }
  }
}
