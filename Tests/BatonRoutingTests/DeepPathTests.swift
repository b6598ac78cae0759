import Baton
import BatonRouting
import Testing

/// The trie walk keeps its stack on the heap: patterns and URLs of any segment count match
/// without exhausting the call stack (the recursive walk crashed at about 2,900 segments on a
/// 512 KiB stack).
@Suite struct DeepPathTests {
  private static let depth = 100_000

  @Test func aPatternOfAHundredThousandSegmentsRegistersAndMatches() throws {
    let segments = (0..<Self.depth).map { $0.isMultiple(of: 2) ? "s" : "<int:p\($0)>" }
    var table = RouteTable()
    try table.add("/" + segments.joined(separator: "/"))
    let url =
      "/"
      + (0..<Self.depth).map { $0.isMultiple(of: 2) ? "s" : "\($0)" }.joined(
        separator: "/"
      )
    let match = try table.match(url)
    #expect(match.pathValues.count == Self.depth / 2)
    #expect(match.pathValues.last == "\(Self.depth - 1)")
  }

  @Test func aURLOfAHundredThousandSegmentsBacktracksWithoutOverflowing() throws {
    var table = RouteTable()
    // The untyped chain fits every segment but the last: the walk goes all the way down it,
    // backs out of every level, and ends in the catch-all at the root.
    let chain = (1..<Self.depth).map { "<a\($0)>" }
    try table.add("/" + chain.joined(separator: "/") + "/end")
    try table.add("/<path:rest>")
    let url = "/" + Array(repeating: "x", count: Self.depth).joined(separator: "/")
    let match = try table.match(url)
    #expect(match.pattern.text == "/<path:rest>")
    #expect(match.pathValues[0].utf8.count == 2 * Self.depth - 1)
  }

  @Test func aDeepURLThatMatchesNothingIsNoMatch() throws {
    var table = RouteTable()
    try table.add("/x/<int:id>")
    let url = "/" + Array(repeating: "x", count: Self.depth).joined(separator: "/")
    #expect(throws: RouteError.noMatch(url: url)) { try table.match(url) }
  }
}
