/// Classic delta debugging (Zeller and Hildebrandt's ddmin): the smallest subsequence of a
/// failing input found by removing chunks, then complements, at finer and finer grain, that
/// still fails.
///
/// The result is 1-minimal: removing any one of its elements makes the test pass.
enum DeltaDebugging {
  /// Reduces `items`, which must fail, to a 1-minimal failing subsequence (order kept).
  ///
  /// - Parameters:
  ///   - items: The failing input.
  ///   - fails: Whether a candidate still fails.
  /// - Returns: The reduced input.
  static func minimize<Item>(_ items: [Item], fails: ([Item]) -> Bool) -> [Item] {
    var current = items
    var granularity = 2
    while current.count >= 2 {
      let chunks = split(current, into: granularity)
      if let chunk = chunks.first(where: fails) {
        current = chunk
        granularity = 2
        continue
      }
      let complements = chunks.indices.lazy.map { index in
        chunks.enumerated().filter { $0.offset != index }.flatMap(\.element)
      }
      if chunks.count > 2, let complement = complements.first(where: fails) {
        current = complement
        granularity = max(granularity - 1, 2)
        continue
      }
      guard granularity < current.count else { break }
      granularity = min(current.count, granularity * 2)
    }
    if current.count == 1, fails([]) { return [] }
    return current
  }

  /// `items` cut into `count` chunks of nearly equal length, in order.
  static func split<Item>(_ items: [Item], into count: Int) -> [[Item]] {
    let count = max(1, min(count, items.count))
    var chunks: [[Item]] = []
    var start = 0
    for index in 0..<count {
      let end = (items.count * (index + 1)) / count
      chunks.append(Array(items[start..<end]))
      start = end
    }
    return chunks
  }
}
