/// The matcher's result, without a generic `Result` on the hot path.
enum MatchOutcome {
  case match(RouteMatch)
  case failure(RouteError)
}

extension Trie {
  /// Matches a URL text on its bytes; see ``RouteTable/match(_:)-(String)``.
  func match(_ url: String) throws(RouteError) -> RouteMatch {
    var contiguous = url
    let outcome = contiguous.withUTF8 { bytes in match(bytes: bytes, text: url) }
    switch outcome {
    case .match(let match): return match
    case .failure(let error): throw error
    }
  }

  private func match(bytes: UnsafeBufferPointer<UInt8>, text: String) -> MatchOutcome {
    let layout: URLLayout
    do throws(RouteError) {
      layout = try URLParser.scan(bytes, text: text)
      if layout.pathHasPercent { return matchDecoded(bytes: bytes, layout: layout, text: text) }
      // Errors in the order the parser finds them: the path's (none here), then the query's.
      try validateQuery(bytes, layout, text)
    } catch {
      return .failure(error)
    }
    let boundsCount = 2 * layout.slashes + 2
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * boundsCount) { buffer in
      let bounds = UnsafeMutableBufferPointer(rebasing: buffer[0..<boundsCount])
      let captures = UnsafeMutableBufferPointer(rebasing: buffer[boundsCount...])
      var count = 0
      var segmentStart = layout.pathStart
      for index in layout.pathStart...layout.pathEnd
      where index == layout.pathEnd || bytes[index] == URLParser.slash {
        if index > segmentStart {
          bounds[2 * count] = segmentStart
          bounds[2 * count + 1] = index
          count += 1
        }
        segmentStart = index + 1
      }
      let segments = ByteSegments(source: bytes, bounds: bounds, count: count)
      return find(segments, captures, layout: layout, bytes: bytes, text: text)
    }
  }

  /// The rarer path with percent escapes: decodes the segments into a buffer first.
  private func matchDecoded(
    bytes: UnsafeBufferPointer<UInt8>,
    layout: URLLayout,
    text: String
  ) -> MatchOutcome {
    let pathLength = max(layout.pathEnd - layout.pathStart, 1)
    let boundsCount = 2 * layout.slashes + 2
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pathLength) { decoded in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * boundsCount) { buffer in
        let bounds = UnsafeMutableBufferPointer(rebasing: buffer[0..<boundsCount])
        let captures = UnsafeMutableBufferPointer(rebasing: buffer[boundsCount...])
        var count = 0
        var written = 0
        var segmentStart = layout.pathStart
        do throws(RouteError) {
          for index in layout.pathStart...layout.pathEnd
          where index == layout.pathEnd || bytes[index] == URLParser.slash {
            if index > segmentStart {
              let length = try URLParser.decode(
                bytes,
                segmentStart,
                index,
                plusIsSpace: false,
                text: text,
                into: UnsafeMutableBufferPointer(rebasing: decoded[written...])
              )
              bounds[2 * count] = written
              bounds[2 * count + 1] = written + length
              written += length
              count += 1
            }
            segmentStart = index + 1
          }
          try validateQuery(bytes, layout, text)
        } catch {
          return .failure(error)
        }
        let segments = ByteSegments(
          source: UnsafeBufferPointer(decoded),
          bounds: bounds,
          count: count
        )
        return find(segments, captures, layout: layout, bytes: bytes, text: text)
      }
    }
  }

  /// The matcher does not build the query items, but their escapes must be valid.
  private func validateQuery(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ layout: URLLayout,
    _ text: String
  ) throws(RouteError) {
    if layout.queryHasPercent {
      _ = try URLParser.parseQuery(bytes, layout.queryStart, layout.end, text: text)
    }
  }

  private func find(
    _ segments: ByteSegments,
    _ captures: UnsafeMutableBufferPointer<Int>,
    layout: URLLayout,
    bytes: UnsafeBufferPointer<UInt8>,
    text: String
  ) -> MatchOutcome {
    // Read the class's arrays once: the walk then runs on locals.
    var walk = TrieWalk(
      nodes: nodes,
      literals: literals,
      types: parameterTypes,
      segments: segments,
      captures: captures
    )
    if layout.schemeEnd >= 0, walk.nodes[Self.schemesNode].hasLiterals {
      let scheme = walk.literals.child(
        of: Self.schemesNode,
        bytes: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]),
        lowercasing: true
      )
      let root =
        scheme < 0
        ? -1
        : walk.literals.child(
          of: scheme,
          bytes: UnsafeBufferPointer(rebasing: bytes[layout.hostStart..<layout.hostEnd]),
          lowercasing: true
        )
      if root >= 0 {
        let route = walk.search(root, 0)
        if route >= 0 { return .match(makeMatch(route, walk, text)) }
      }
    }
    let route = walk.search(Self.anyHostRoot, 0)
    return route >= 0 ? .match(makeMatch(route, walk, text)) : .failure(.noMatch(url: text))
  }

  private func makeMatch(_ route: Int, _ walk: TrieWalk, _ text: String) -> RouteMatch {
    let count = walk.count
    guard parameterCounts[route] == count else {
      preconditionFailure("Internal inconsistency: \(count) values for \(patterns[route])")
    }
    var values: [String] = []
    values.reserveCapacity(count)
    for capture in 0..<count {
      let depth = walk.captures[2 * capture]
      let rank = walk.captures[2 * capture + 1]
      switch rank {
      case -2:
        values.append(walk.segments.joined(from: depth))
      case -1:
        values.append(walk.segments.string(depth))
      default:
        values.append(walk.types[rank].canonicalValue(ofAccepted: walk.segments.bytes(depth)))
      }
    }
    return RouteMatch(
      url: text,
      block: blocks[route / PatternBlock.capacity],
      routeIndex: route,
      pathValues: values
    )
  }
}

/// One depth-first walk of the trie for one URL, on local copies of the trie's arrays.
struct TrieWalk {
  let nodes: [TrieNode]
  let literals: LiteralTable
  let types: [RouteParameterType]
  let segments: ByteSegments
  /// Pairs: the segment's depth, and the typed edge's rank (-1 untyped, -2 catch-all).
  let captures: UnsafeMutableBufferPointer<Int>
  private(set) var count = 0

  init(
    nodes: [TrieNode],
    literals: LiteralTable,
    types: [RouteParameterType],
    segments: ByteSegments,
    captures: UnsafeMutableBufferPointer<Int>
  ) {
    self.nodes = nodes
    self.literals = literals
    self.types = types
    self.segments = segments
    self.captures = captures
  }

  /// Depth-first search with backtracking from `node` at segment `depth`; returns a route
  /// index or -1, with the captures of the route found.
  mutating func search(_ node: Int, _ depth: Int) -> Int {
    guard depth < segments.count else { return Int(nodes[node].route) }
    let segment = segments.bytes(depth)
    if nodes[node].hasLiterals {
      let next = literals.child(of: node, bytes: segment, lowercasing: false)
      if next >= 0 {
        let route = search(next, depth + 1)
        if route >= 0 { return route }
      }
    }
    let firstTypedRank = Int(nodes[node].firstTypedRank)
    if firstTypedRank >= 0 {
      if types[firstTypedRank].accepts(segment) {
        let route = capture(depth, firstTypedRank, then: Int(nodes[node].firstTyped))
        if route >= 0 { return route }
      }
      for edge in nodes[node].moreTyped where types[Int(edge.rank)].accepts(segment) {
        let route = capture(depth, Int(edge.rank), then: Int(edge.node))
        if route >= 0 { return route }
      }
    }
    let untyped = Int(nodes[node].untyped)
    if untyped >= 0 {
      let route = capture(depth, -1, then: untyped)
      if route >= 0 { return route }
    }
    let catchAll = Int(nodes[node].catchAllRoute)
    if catchAll >= 0 {
      captures[2 * count] = depth
      captures[2 * count + 1] = -2
      count += 1
      return catchAll
    }
    return -1
  }

  private mutating func capture(_ depth: Int, _ rank: Int, then node: Int) -> Int {
    captures[2 * count] = depth
    captures[2 * count + 1] = rank
    count += 1
    let route = search(node, depth + 1)
    if route < 0 { count -= 1 }
    return route
  }
}
