import Baton
import BatonRouting
import Testing

@Suite struct RouteURLTests {
  @Test func splitsSchemeHostSegmentsAndQuery() throws {
    let url = try RouteURL(parsing: "MyApp://Shop.Example:8080//a/b%20c/?x=1&y=a+b&x=2&flag#frag")
    #expect(url.scheme == "myapp")
    #expect(url.host == "shop.example:8080")
    #expect(url.segments == ["a", "b c"])
    #expect(
      url.queryItems == [
        RouteParameter(name: "x", value: "1"), RouteParameter(name: "y", value: "a+b"),
        RouteParameter(name: "x", value: "2"), RouteParameter(name: "flag", value: ""),
      ]
    )
  }

  @Test func bareRootPathHasNoSegments() throws {
    let url = try RouteURL(parsing: "/")
    #expect(url.scheme.isEmpty)
    #expect(url.host.isEmpty)
    #expect(url.segments.isEmpty)
    #expect(url.queryItems.isEmpty)
  }

  @Test func emptyHostIsAllowedInURLs() throws {
    let url = try RouteURL(parsing: "file:///tmp/x")
    #expect(url.scheme == "file")
    #expect(url.host.isEmpty)
    #expect(url.segments == ["tmp", "x"])
  }

  struct MalformedCase: Sendable, CustomTestStringConvertible {
    let text: String
    let position: Int
    let problem: RouteError.URLProblem
    var testDescription: String { "'\(text)' → \(problem) at \(position)" }
  }

  static let malformed: [MalformedCase] = [
    MalformedCase(text: "", position: 0, problem: .empty),
    MalformedCase(text: "user/7", position: 0, problem: .notAbsolute),
    MalformedCase(text: "?x=1", position: 0, problem: .notAbsolute),
    MalformedCase(text: "1app://h/x", position: 0, problem: .invalidScheme),
    MalformedCase(text: "my_app://h/x", position: 2, problem: .invalidScheme),
    MalformedCase(text: ":x", position: 0, problem: .invalidScheme),
    MalformedCase(text: "myapp:/x", position: 6, problem: .missingAuthority),
    MalformedCase(text: "myapp:", position: 6, problem: .missingAuthority),
    MalformedCase(text: "/a b", position: 2, problem: .invalidCharacter),
    MalformedCase(text: "/a\u{7F}", position: 2, problem: .invalidCharacter),
    MalformedCase(text: "/a?q=\n", position: 5, problem: .invalidCharacter),
    MalformedCase(text: "/a%", position: 2, problem: .invalidPercentEscape),
    MalformedCase(text: "/a%2", position: 2, problem: .invalidPercentEscape),
    MalformedCase(text: "/a%2G", position: 2, problem: .invalidPercentEscape),
    MalformedCase(text: "/a?%%=1", position: 3, problem: .invalidPercentEscape),
    MalformedCase(text: "/x/%C3", position: 3, problem: .invalidUTF8),
    MalformedCase(text: "/x?k=%ED%A0%80", position: 5, problem: .invalidUTF8),
  ]

  @Test(arguments: malformed)
  func malformedURLNamesProblemAndPosition(_ row: MalformedCase) {
    #expect(
      throws: RouteError.malformedURL(text: row.text, position: row.position, problem: row.problem)
    ) {
      try RouteURL(parsing: row.text)
    }
  }

  @Test func aFragmentMayHoldAnything() throws {
    let url = try RouteURL(parsing: "/a#b c %zz")
    #expect(url.segments == ["a"])
  }

  @Test func rawBytesThatAreNotUTF8AreMalformed() {
    #expect(throws: RouteError.malformedURL(text: "/a\u{FFFD}", position: 0, problem: .invalidUTF8))
    {
      try RouteURL(parsingUTF8: [0x2F, 0x61, 0xFF])
    }
  }

  @Test func rawUTF8BytesParseLikeText() throws {
    let url = try RouteURL(parsingUTF8: Array("myapp://h/caf\u{E9}".utf8))
    #expect(url.segments == ["café"])
  }
}
