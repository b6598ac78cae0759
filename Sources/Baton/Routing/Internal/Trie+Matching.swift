/// The matcher's result, without a generic `Result` on the hot path.
enum MatchOutcome {
  case match(RouteMatch)
  case failure(RouteError)
}

extension Trie {
  /// Matches a URL text on its bytes; see ``RouteTable/match(_:skipping:)``.
  func match(
    _ url: String,
    options: RouteOptions,
    skipping skipped: [Int] = []
  ) throws(RouteError) -> RouteMatch {
    var contiguous = url
    let outcome = contiguous.withUTF8 { bytes in
      match(bytes: bytes, text: url, options: options, skipped: skipped)
    }
    switch outcome {
    case .match(let match): return match
    case .failure(let error): throw error
    }
  }

  private func match(
    bytes: UnsafeBufferPointer<UInt8>,
    text: String,
    options: RouteOptions,
    skipped: [Int]
  ) -> MatchOutcome {
    let layout: URLLayout
    do throws(RouteError) {
      layout = try URLParser.scan(bytes, text: text)
    } catch {
      return .failure(error)
    }
    // With the host read as a path segment, it is the first segment (in lowercase) of the
    // patterns with a scheme, and of those without one for a custom scheme.
    let hostIsSegment =
      options.readsHostAsPath && layout.schemeEnd >= 0 && layout.hostEnd > layout.hostStart
    guard layout.pathHasPercent || hostIsSegment else {
      return walk(bytes, layout, hostIsSegment, decoded: nil, text, options, skipped)
    }
    let decodedCount = max(layout.pathEnd - layout.hostStart, 1)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decodedCount) { decoded in
      walk(bytes, layout, hostIsSegment, decoded: decoded, text, options, skipped)
    }
  }

  /// Splits the segments (into `decoded` when set) and walks the trie.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ layout: URLLayout,
    _ hostIsSegment: Bool,
    decoded: UnsafeMutableBufferPointer<UInt8>?,
    _ text: String,
    _ options: RouteOptions,
    _ skipped: [Int]
  ) -> MatchOutcome {
    // Room for every segment (the host's too), their captures and one walk frame each.
    let depthLimit = layout.slashes + 2
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 7 * depthLimit) { buffer in
      let bounds = UnsafeMutableBufferPointer(rebasing: buffer[0..<(2 * depthLimit)])
      let captures = UnsafeMutableBufferPointer(
        rebasing: buffer[(2 * depthLimit)..<(4 * depthLimit)]
      )
      let frames = UnsafeMutableBufferPointer(rebasing: buffer[(4 * depthLimit)...])
      let segments: ByteSegments
      do throws(RouteError) {
        var splitter = SegmentSplitter(bytes: bytes, text: text, bounds: bounds)
        splitter.decoded = decoded
        if hostIsSegment { try splitter.add(layout.hostStart, layout.hostEnd, lowercasing: true) }
        try splitter.addPath(layout.pathStart, layout.pathEnd)
        // Errors in the order the parser finds them: the path's, then the query's.
        try validateQueryAndFragment(bytes, layout, options, text)
        segments = splitter.segments
      } catch {
        return .failure(error)
      }
      var walk = TrieWalk(
        nodes: nodes,
        literals: literals,
        types: parameterTypes,
        segments: segments,
        captures: captures,
        frames: frames
      )
      let route = find(&walk, layout, bytes, hostIsSegment, skipped)
      guard route >= 0 else { return .failure(.noMatch(url: text)) }
      return .match(makeMatch(route, walk, text, options))
    }
  }

  /// The matcher does not build the query items, but their escapes must be valid.
  private func validateQueryAndFragment(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ layout: URLLayout,
    _ options: RouteOptions,
    _ text: String
  ) throws(RouteError) {
    if layout.queryHasPercent {
      _ = try URLParser.parseQuery(bytes, layout.queryStart, layout.end, false, text: text)
    }
    if options.readsFragmentParameters, layout.end < bytes.count {
      _ = try URLParser.parseFragment(bytes, from: layout.end + 1, false, text: text)
    }
  }

  /// The first route in precedence order that is not skipped: patterns with a scheme first,
  /// then those without scheme and host.
  ///
  /// When the host is a segment (segment 0), the scheme's patterns are walked from the scheme
  /// node, and the others from segment 0 for a custom scheme, segment 1 for a web URL.
  private func find(
    _ walk: inout TrieWalk,
    _ layout: URLLayout,
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ hostIsSegment: Bool,
    _ skipped: [Int]
  ) -> Int {
    if hostIsSegment {
      let scheme = literals.child(
        of: Self.schemesNode,
        bytes: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]),
        lowercasing: true
      )
      if scheme >= 0 {
        walk.start(at: scheme, depth: 0)
        let route = walk.next(skipping: skipped)
        if route >= 0 { return route }
      }
      let isWeb = URLParser.isWebScheme(bytes, layout.schemeEnd)
      walk.start(at: Self.anyHostRoot, depth: isWeb ? 1 : 0)
      return walk.next(skipping: skipped)
    }
    if layout.schemeEnd >= 0, nodes[Self.schemesNode].hasLiterals {
      let scheme = literals.child(
        of: Self.schemesNode,
        bytes: UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]),
        lowercasing: true
      )
      let root =
        scheme < 0
        ? -1
        : literals.child(
          of: scheme,
          bytes: UnsafeBufferPointer(rebasing: bytes[layout.hostStart..<layout.hostEnd]),
          lowercasing: true
        )
      if root >= 0 {
        walk.start(at: root, depth: 0)
        let route = walk.next(skipping: skipped)
        if route >= 0 { return route }
      }
    }
    walk.start(at: Self.anyHostRoot, depth: 0)
    return walk.next(skipping: skipped)
  }

  private func makeMatch(
    _ route: Int,
    _ walk: TrieWalk,
    _ text: String,
    _ options: RouteOptions
  ) -> RouteMatch {
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
        values.append(
          walk.canonicalTexts[capture]
            ?? walk.types[rank].canonicalValue(ofAccepted: walk.segments.bytes(depth))
        )
      }
    }
    return RouteMatch(
      url: text,
      block: blocks[route / PatternBlock.capacity],
      routeIndex: route,
      pathValues: values,
      options: options
    )
  }
}

/// Splits a URL's path (and host, when it is read as a segment) into ``ByteSegments``,
/// percent-decoding into `decoded` when it is set.
private struct SegmentSplitter {
  let bytes: UnsafeBufferPointer<UInt8>
  let text: String
  let bounds: UnsafeMutableBufferPointer<Int>
  var decoded: UnsafeMutableBufferPointer<UInt8>?
  private var count = 0
  private var written = 0

  init(bytes: UnsafeBufferPointer<UInt8>, text: String, bounds: UnsafeMutableBufferPointer<Int>) {
    self.bytes = bytes
    self.text = text
    self.bounds = bounds
  }

  var segments: ByteSegments {
    ByteSegments(
      source: decoded.map { UnsafeBufferPointer($0) } ?? bytes,
      bounds: bounds,
      count: count
    )
  }

  /// Adds `bytes[start..<end]`, a non-empty segment, with its ASCII letters lowercased when
  /// `lowercasing` (which needs ``decoded``).
  mutating func add(_ start: Int, _ end: Int, lowercasing: Bool = false) throws(RouteError) {
    guard let decoded else {
      bounds[2 * count] = start
      bounds[2 * count + 1] = end
      count += 1
      return
    }
    let length = try URLParser.decode(
      bytes,
      start,
      end,
      plusIsSpace: false,
      text: text,
      into: UnsafeMutableBufferPointer(rebasing: decoded[written...])
    )
    if lowercasing {
      for index in written..<(written + length) where decoded[index] &- UInt8(ascii: "A") < 26 {
        decoded[index] |= 0x20
      }
    }
    bounds[2 * count] = written
    bounds[2 * count + 1] = written + length
    written += length
    count += 1
  }

  /// Adds the non-empty segments between slashes of `bytes[start..<end]`.
  mutating func addPath(_ start: Int, _ end: Int) throws(RouteError) {
    var segmentStart = start
    for index in start...end where index == end || bytes[index] == URLParser.slash {
      if index > segmentStart { try add(segmentStart, index) }
      segmentStart = index + 1
    }
  }
}
