extension Trie {
  /// Matches a URL text; see ``RouteTable/match(_:skipping:)``.
  func match(
    _ url: String,
    options: RouteOptions,
    skipping skipped: [Int] = []
  ) throws(RouteError) -> RouteMatch {
    let bytes = Array(url.utf8)
    let layout = try URLParser.layout(of: bytes, text: url)
    // With the host read as a path segment, it is the first segment (in lowercase) of the
    // patterns with a scheme, and of those without one for a custom scheme.
    let hostSegment = try URLParser.hostSegment(bytes, layout, options, text: url)
    var segments: [String] = []
    segments.reserveCapacity(layout.slashCount + 1)
    if let hostSegment { segments.append(hostSegment) }
    try URLParser.appendSegments(bytes, layout, text: url, to: &segments)
    // The matcher does not build the query items, but their escapes must be valid; errors
    // come in the order the parser finds them: the path's, then the query's, the fragment's.
    if layout.queryHasPercent, let queryStart = layout.queryStart {
      _ = try URLParser.items(bytes, queryStart, layout.end, false, text: url)
    }
    if options.readsFragmentParameters, layout.end < bytes.count {
      _ = try URLParser.fragmentItems(bytes, from: layout.end + 1, false, text: url)
    }
    var walk = TrieWalk(trie: self, segments: segments)
    guard let route = find(&walk, bytes, layout, hostIsSegment: hostSegment != nil, skipped)
    else { throw .noMatch(url: url) }
    return RouteMatch(
      matched: url,
      pattern: patterns[route],
      routeIndex: route,
      pathValues: walk.values,
      options: options
    )
  }

  /// The first route in precedence order that is not skipped: patterns with a scheme first,
  /// then those without scheme and host.
  ///
  /// When the host is a segment (segment 0), the scheme's patterns are walked from the scheme
  /// node, and the others from segment 0 for a custom scheme, segment 1 for a web URL.
  private func find(
    _ walk: inout TrieWalk,
    _ bytes: [UInt8],
    _ layout: URLLayout,
    hostIsSegment: Bool,
    _ skipped: [Int]
  ) -> Int? {
    let scheme = layout.schemeEnd.flatMap { schemeEnd in
      literalChild(of: Self.schemesNode, SegmentKey(ASCII.lowercased(bytes[0..<schemeEnd])))
    }
    if hostIsSegment {
      if let scheme {
        walk.start(at: scheme, depth: 0)
        if let route = walk.next(skipping: skipped) { return route }
      }
      let isWeb = layout.schemeEnd.map { URLParser.isWebScheme(bytes, $0) } ?? false
      walk.start(at: Self.anyHostRoot, depth: isWeb ? 1 : 0)
      return walk.next(skipping: skipped)
    }
    if let scheme {
      let host = ASCII.lowercased(bytes[layout.hostStart..<layout.hostEnd])
      if let root = literalChild(of: scheme, SegmentKey(host)) {
        walk.start(at: root, depth: 0)
        if let route = walk.next(skipping: skipped) { return route }
      }
    }
    walk.start(at: Self.anyHostRoot, depth: 0)
    return walk.next(skipping: skipped)
  }
}
