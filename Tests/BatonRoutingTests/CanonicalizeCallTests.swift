import Baton
import BatonRouting
import Testing

/// The matcher asks a custom type's closure once per segment it tries, never twice for one
/// try, and not again for the value it reports.
@Suite struct CanonicalizeCallTests {
  private func table(_ counter: CountingParameterType, _ patterns: [String]) throws -> RouteTable {
    var table = RouteTable()
    try table.register(parameterType: counter.type)
    for pattern in patterns { try table.add(pattern) }
    return table
  }

  @Test func anAcceptedSegmentIsAskedOnce() throws {
    let counter = CountingParameterType()
    let match = try table(counter, ["/post/<slug:s>"]).match("/post/hello-world")
    #expect(match.pathValues == ["hello-world"])
    #expect(counter.texts == ["hello-world"])
  }

  @Test func aRefusedSegmentIsAskedOnceBeforeTheLooserRoute() throws {
    let counter = CountingParameterType()
    let match = try table(counter, ["/post/<slug:s>", "/post/<id>"]).match("/post/Hello")
    #expect(match.pattern.text == "/post/<id>")
    #expect(counter.texts == ["Hello"])
  }

  @Test func eachSegmentTriedIsAskedOnce() throws {
    let counter = CountingParameterType()
    let match = try table(counter, ["/<slug:a>/<slug:b>/<slug:c>"]).match("/x/y/z?q=1")
    #expect(match.pathValues == ["x", "y", "z"])
    #expect(counter.texts == ["x", "y", "z"])
  }

  @Test func aBranchThatFailsFurtherDownAsksOncePerTry() throws {
    let counter = CountingParameterType()
    // `a` is tried by the typed child of the root, which fails at `c`; then the literal
    // branch `/a` tries `b` with its own typed child. Two tries, two calls.
    let table = try table(counter, ["/<slug:s>/b/d", "/a/<slug:t>/c", "/<x>/<y>/<z>"])
    let match = try table.match("/a/b/c")
    #expect(match.pattern.text == "/a/<slug:t>/c")
    #expect(match.pathValues == ["b"])
    #expect(counter.texts == ["b"])
    #expect(try table.match("/a/b/x").pattern.text == "/<x>/<y>/<z>")
    // The literal branch tries `b` (fails at `x`); the root's typed child tries `a` (fails at
    // `x`, where only `d` follows `b`).
    #expect(counter.texts == ["b", "b", "a"])
  }

  @Test func segmentsPastAMismatchAreNotAsked() throws {
    let counter = CountingParameterType()
    #expect(throws: RouteError.noMatch(url: "/item/a/b")) {
      try table(counter, ["/post/<slug:s>", "/item/<int:n>/<slug:t>"]).match("/item/a/b")
    }
    #expect(counter.callCount == 0)
  }

  @Test func aDeclinedRouteDoesNotAskAgainForTheNextCandidate() throws {
    let counter = CountingParameterType()
    let table = try table(counter, ["/post/<slug:s>", "/post/<id>"])
    let match = try table.match("/post/abc", skipping: [0])
    #expect(match.pattern.text == "/post/<id>")
    #expect(counter.texts == ["abc"])
  }
}
