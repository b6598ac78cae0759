import Baton
import BatonRouting
import Testing

@Suite struct RouteErrorTests {
  static let cases: [(RouteError, String, String)] = [
    (.noMatch(url: "myapp://x/y"), "noMatch", "No route matches 'myapp://x/y'."),
    (
      .malformedURL(text: "/a%zz", position: 2, problem: .invalidPercentEscape), "malformedURL",
      "Malformed URL '/a%zz' at offset 2: '%' must be followed by two hexadecimal digits."
    ),
    (
      .invalidParameter(name: "id", expected: "int", got: "abc"), "invalidParameter",
      "Parameter 'id' expected int, got 'abc'."
    ),
    (
      .invalidParameter(name: "id", expected: "int", got: nil), "invalidParameter",
      "Parameter 'id' expected int, got nothing."
    ),
    (
      .duplicatePattern(pattern: "/u/<int:b>", existing: "/u/<int:a>"), "duplicatePattern",
      "Pattern '/u/<int:b>' matches the same URLs as '/u/<int:a>', already registered."
    ),
    (
      .invalidPattern(text: "/<x", position: 1, problem: .unterminatedParameter), "invalidPattern",
      "Invalid pattern '/<x' at offset 1: '<' has no matching '>'."
    ),
    (
      .rejected(url: "/admin", reason: .interceptor(reason: "login required")), "rejected",
      "'/admin' was rejected: login required."
    ),
    (
      .rejected(url: "/a", reason: .tooManyRedirects(chain: ["/a", "/b", "/a"])), "rejected",
      "'/a' was rejected: too many redirects (/a -> /b -> /a)."
    ),
    (.noPresenter(url: "/a"), "noPresenter", "No view controller can present '/a'."),
  ]

  @Test(arguments: cases)
  func eachErrorHasItsCaseNameAndAReadableDescription(
    _ error: RouteError,
    _ caseName: String,
    _ description: String
  ) {
    #expect(error.caseName == caseName)
    #expect(error.description == description)
  }

  @Test(arguments: [
    RouteError.PatternProblem.empty, .notAbsolute, .invalidScheme, .emptyHost, .invalidCharacter,
    .invalidPercentEscape, .unterminatedParameter, .mixedSegment, .invalidParameterName,
    .unknownParameterType("slug"), .duplicateParameterName("a"), .catchAllNotLast,
    .invalidParameterType("int"), .routeNameTaken("home", pattern: "/home"),
    .foreignSyntax(":id", suggestion: "<id>"),
  ])
  func everyPatternProblemReads(_ problem: RouteError.PatternProblem) {
    #expect(!problem.description.isEmpty)
    #expect(problem.description.first?.isLowercase == true || problem.description.first == "'")
  }

  @Test(arguments: [
    RouteError.URLProblem.empty, .notAbsolute, .invalidScheme, .missingAuthority,
    .invalidCharacter, .invalidPercentEscape, .invalidUTF8,
  ])
  func everyURLProblemReads(_ problem: RouteError.URLProblem) {
    #expect(!problem.description.isEmpty)
  }
}
