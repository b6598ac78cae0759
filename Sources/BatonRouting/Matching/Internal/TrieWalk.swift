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
    /// The typed child at this position in the node's ``TrieNode/typed``.
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

  private let nodes: [TrieNode]
  private let types: [RouteParameterType]
  /// The decoded segments of the URL.
  private let segments: [String]
  /// The frames from the walk's start to the node being tried; backtracking pops them.
  private var frames: [Frame] = []
  /// The catch-all capture of the route last returned, if it ended in one.
  private var rest: Capture?

  init(trie: Trie, segments: [String]) {
    self.nodes = trie.nodes
    self.types = trie.parameterTypes
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
      let node = frame.node
      guard frame.depth < segments.count else {
        // Every segment consumed: the node's route, if any, then nothing else (the frame
        // stays while its route is out, for ``values``).
        if case .literal = frame.step, let route = nodes[node].route {
          frames[top].step = .exhausted
          return route
        }
        frames.removeLast()
        continue
      }
      switch frame.step {
      case .literal:
        frames[top].step = nodes[node].typed.isEmpty ? .untyped : .typed(0)
        if !nodes[node].literals.isEmpty,
          let child = nodes[node].literals[SegmentKey(segments[frame.depth])]
        {
          frames.append(Frame(node: child, depth: frame.depth + 1))
        }
      case .typed(let position):
        frames[top].step = position + 1 < nodes[node].typed.count ? .typed(position + 1) : .untyped
        let edge = nodes[node].typed[position]
        // The type is asked once per segment tried; its answer is the captured value.
        if let value = types[edge.rank].canonicalValue(of: segments[frame.depth]) {
          frames.append(Frame(node: edge.node, depth: frame.depth + 1, capture: .canonical(value)))
        }
      case .untyped:
        frames[top].step = .catchAll
        if let child = nodes[node].untyped {
          frames.append(Frame(node: child, depth: frame.depth + 1, capture: .segment(frame.depth)))
        }
      case .catchAll:
        frames[top].step = .exhausted
        if let route = nodes[node].catchAllRoute {
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
