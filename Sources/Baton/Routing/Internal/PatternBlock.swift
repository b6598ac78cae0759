/// An immutable block of up to ``PatternBlock/capacity`` consecutive patterns of a table.
///
/// A match refers to its pattern through the block that holds it rather than through the
/// pattern's own storage: blocks are few and stay in cache, so holding a match costs a retain
/// on a hot object instead of a likely cache miss on one of thousands of patterns. A table
/// that grows replaces only its last block.
final class PatternBlock: Sendable {
  static let capacity = 64

  /// The patterns; the first has route index `firstIndex`.
  let patterns: [RoutePattern]
  let firstIndex: Int

  init(patterns: [RoutePattern], firstIndex: Int) {
    self.patterns = patterns
    self.firstIndex = firstIndex
  }

  /// The pattern with route index `routeIndex`, which must be in this block.
  func pattern(at routeIndex: Int) -> RoutePattern {
    patterns[routeIndex - firstIndex]
  }

  /// The blocks of `patterns` after appending `pattern` to them.
  static func appending(_ pattern: RoutePattern, to blocks: [PatternBlock]) -> [PatternBlock] {
    var blocks = blocks
    if let last = blocks.last, last.patterns.count < capacity {
      blocks[blocks.count - 1] = PatternBlock(
        patterns: last.patterns + [pattern],
        firstIndex: last.firstIndex
      )
    } else {
      let firstIndex = blocks.last.map { $0.firstIndex + $0.patterns.count } ?? 0
      blocks.append(PatternBlock(patterns: [pattern], firstIndex: firstIndex))
    }
    return blocks
  }
}
