import Baton
import BatonRouting
import Testing

@Suite struct RoutePatternTests {
  struct InvalidCase: Sendable, CustomTestStringConvertible {
    let text: String
    let position: Int
    let problem: RouteError.PatternProblem
    var testDescription: String { "'\(text)' → \(problem) at \(position)" }
  }

  static let invalid: [InvalidCase] = [
    InvalidCase(text: "", position: 0, problem: .empty),
    InvalidCase(text: "user/<id>", position: 0, problem: .notAbsolute),
    InvalidCase(text: "1x://h/a", position: 0, problem: .invalidScheme),
    InvalidCase(text: "my app://h/a", position: 2, problem: .invalidScheme),
    InvalidCase(text: "://h/a", position: 0, problem: .invalidScheme),
    InvalidCase(text: "myapp:/x", position: 6, problem: .notAbsolute),
    InvalidCase(text: "myapp://", position: 8, problem: .emptyHost),
    InvalidCase(text: "myapp:///x", position: 8, problem: .emptyHost),
    InvalidCase(text: "myapp://<h>/x", position: 8, problem: .invalidCharacter),
    InvalidCase(text: "/a b", position: 2, problem: .invalidCharacter),
    InvalidCase(text: "/a?x=1", position: 2, problem: .invalidCharacter),
    InvalidCase(text: "/a#f", position: 2, problem: .invalidCharacter),
    InvalidCase(text: "/<id", position: 1, problem: .unterminatedParameter),
    InvalidCase(text: "/a<id>", position: 2, problem: .mixedSegment),
    InvalidCase(text: "/<id>x", position: 5, problem: .mixedSegment),
    InvalidCase(text: "/a>b", position: 2, problem: .mixedSegment),
    InvalidCase(text: "/<<id>", position: 2, problem: .mixedSegment),
    InvalidCase(text: "/<1d>", position: 2, problem: .invalidParameterName),
    InvalidCase(text: "/<>", position: 2, problem: .invalidParameterName),
    InvalidCase(text: "/<int:>", position: 6, problem: .invalidParameterName),
    InvalidCase(text: "/<slug:s>", position: 2, problem: .unknownParameterType("slug")),
    InvalidCase(text: "/<a>/<int:a>", position: 10, problem: .duplicateParameterName("a")),
    InvalidCase(text: "/<path:p>/x", position: 1, problem: .catchAllNotLast),
    InvalidCase(text: "/%zz", position: 1, problem: .invalidPercentEscape),
    InvalidCase(text: "/a%4", position: 2, problem: .invalidPercentEscape),
    InvalidCase(text: "/%FF", position: 1, problem: .invalidPercentEscape),
  ]

  @Test(arguments: invalid)
  func invalidPatternNamesProblemAndPosition(_ row: InvalidCase) {
    #expect(
      throws: RouteError.invalidPattern(
        text: row.text,
        position: row.position,
        problem: row.problem
      )
    ) {
      try RoutePattern(row.text)
    }
  }

  @Test func parsesSchemeHostAndSegments() throws {
    let pattern = try RoutePattern("MyApp://Shop//item/<int:id>/<name>/<path:rest>/")
    #expect(pattern.scheme == "myapp")
    #expect(pattern.host == "shop")
    #expect(
      pattern.segments == [
        .literal("item"), .parameter(name: "id", type: .int),
        .parameter(name: "name", type: .string), .catchAll(name: "rest"),
      ]
    )
    #expect(pattern.parameterNames == ["id", "name", "rest"])
    #expect(pattern.text == "MyApp://Shop//item/<int:id>/<name>/<path:rest>/")
  }

  @Test func patternWithoutHostHasNeitherSchemeNorHost() throws {
    let pattern = try RoutePattern("/user/<string:name>")
    #expect(pattern.scheme == nil)
    #expect(pattern.host == nil)
    #expect(pattern.segments == [.literal("user"), .parameter(name: "name", type: .string)])
  }

  @Test(arguments: [
    ("/user/<int:id>", "/user/<int:userID>"),
    ("MyApp://Shop//x/", "myapp://shop/x"),
    ("/a/<x>", "/a/<string:y>"),
    ("/caf%C3%A9", "/café"),
    ("/a/<path:p>", "/a/<path:q>"),
  ])
  func patternsThatMatchTheSameURLsAreEqual(_ first: String, _ second: String) throws {
    let lhs = try RoutePattern(first)
    let rhs = try RoutePattern(second)
    #expect(lhs == rhs)
    #expect(lhs.hashValue == rhs.hashValue)
  }

  @Test(arguments: [
    ("/a/<int:x>", "/a/<x>"),
    ("/a/7", "/a/<int:x>"),
    ("/a", "myapp://h/a"),
    ("/a/<x>", "/a/<path:x>"),
    ("/A", "/a"),
    ("myapp://h/a", "other://h/a"),
  ])
  func patternsThatMatchDifferentURLsDiffer(_ first: String, _ second: String) throws {
    #expect(try RoutePattern(first) != RoutePattern(second))
  }

  @Test func customTypesAreKnownOnlyWhenGiven() throws {
    let slug = RouteParameterType(name: "slug") { $0.allSatisfy(\.isLowercase) ? $0 : nil }
    let pattern = try RoutePattern("/post/<slug:s>", customTypes: [slug])
    #expect(pattern.segments.last == .parameter(name: "s", type: slug))
  }

  @Test func buildsURLsWithCanonicalEncodedValues() throws {
    let pattern = try RoutePattern("myapp://shop/item/<int:id>/<name>/<path:rest>")
    let url = try pattern.url(with: [
      "id": "007", "name": "a b/c", "rest": "x/ü/", "ref": "home&more", "a": "1",
    ])
    // The catch-all's trailing `/` stays in its last segment, so the match gives it back.
    #expect(url == "myapp://shop/item/7/a%20b%2Fc/x/%C3%BC%2F?a=1&ref=home%26more")
    var table = RouteTable()
    try table.add(pattern.text)
    let match = try table.match(url)
    #expect(
      match.parameters == [
        "id": "7", "name": "a b/c", "rest": "x/ü/", "ref": "home&more", "a": "1",
      ]
    )
  }

  @Test func buildsBarePathsForPatternsWithoutHost() throws {
    #expect(try RoutePattern("/user/<int:id>").url(with: ["id": "-0"]) == "/user/0")
    #expect(try RoutePattern("/").url(with: [:]) == "/")
  }

  @Test func buildingRefusesMissingAndInvalidValues() throws {
    let pattern = try RoutePattern("/user/<int:id>/<path:rest>")
    #expect(throws: RouteError.invalidParameter(name: "id", expected: "int", got: nil)) {
      try pattern.url(with: ["rest": "a"])
    }
    #expect(throws: RouteError.invalidParameter(name: "id", expected: "int", got: "x")) {
      try pattern.url(with: ["id": "x", "rest": "a"])
    }
    #expect(throws: RouteError.invalidParameter(name: "rest", expected: "path", got: "")) {
      try pattern.url(with: ["id": "1", "rest": ""])
    }
    // Slashes alone are a value a URL can carry (`%2F%2F`), not a missing one.
    #expect(try pattern.url(with: ["id": "1", "rest": "//"]) == "/user/1/%2F%2F")
  }
}
