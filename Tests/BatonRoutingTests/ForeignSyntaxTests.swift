import Baton
import BatonRouting
import Testing

/// A pattern written in another router's syntax (`/user/:id`, JLRoutes' `*`, `{id}`, `*path`,
/// `**`, `(\d+)`) is refused with the spelling this router uses, never matched silently as
/// literal text.
@Suite struct ForeignSyntaxTests {
  struct Refused: Sendable, CustomTestStringConvertible {
    let text: String
    let position: Int
    let segment: String
    let suggestion: String
    var readsHostAsPath = false
    var testDescription: String { "'\(text)' → write '\(suggestion)'" }
  }

  static let refused: [Refused] = [
    Refused(text: "/user/:id", position: 6, segment: ":id", suggestion: "<id>"),
    Refused(text: "/user/view/:userID", position: 11, segment: ":userID", suggestion: "<userID>"),
    Refused(text: "/:object/:action", position: 1, segment: ":object", suggestion: "<object>"),
    Refused(text: "myapp://user/:id/posts", position: 13, segment: ":id", suggestion: "<id>"),
    Refused(text: "/files/*", position: 7, segment: "*", suggestion: "<path:rest>"),
    Refused(text: "/:id)", position: 1, segment: ":id)", suggestion: "<id>"),
    Refused(text: "/user/{id}", position: 6, segment: "{id}", suggestion: "<id>"),
    Refused(text: "/user/{id:int}", position: 6, segment: "{id:int}", suggestion: "<id>"),
    Refused(text: "/user/{1x}", position: 6, segment: "{1x}", suggestion: "<name>"),
    Refused(text: "/files/*path", position: 7, segment: "*path", suggestion: "<path:path>"),
    Refused(text: "/files/**", position: 7, segment: "**", suggestion: "<path:rest>"),
    Refused(text: "/user/(\\d+)", position: 6, segment: "(\\d+)", suggestion: "<int:id>"),
    Refused(text: "/user/([a-z]+)", position: 6, segment: "([a-z]+)", suggestion: "<name>"),
    Refused(
      text: "foobar://:keyword",
      position: 9,
      segment: ":keyword",
      suggestion: "<keyword>",
      readsHostAsPath: true
    ),
  ]

  @Test(arguments: refused)
  func anotherRoutersParameterIsRefusedWithThisRoutersSpelling(_ row: Refused) {
    #expect(
      throws: RouteError.invalidPattern(
        text: row.text,
        position: row.position,
        problem: .foreignSyntax(row.segment, suggestion: row.suggestion)
      )
    ) {
      try RoutePattern(row.text, readsHostAsPath: row.readsHostAsPath)
    }
  }

  @Test func theRefusalSaysWhatToWrite() {
    let error = RouteError.invalidPattern(
      text: "/user/:id",
      position: 6,
      problem: .foreignSyntax(":id", suggestion: "<id>")
    )
    #expect(
      error.description
        == "Invalid pattern '/user/:id' at offset 6: ':id' is another router's syntax; write "
        + "'<id>' (or percent-encode the first character for a literal segment)."
    )
  }

  @Test(arguments: [
    "/time/12:30", "/a/x:y", "/a/:", "/a/:1", "/a/***", "/a/*1", "/a/%3Aid", "/a/{}", "/a/x{y}",
    "/a/(", "/a/x(y)", "/a/%7Bid%7D", "/a/%2Apath", "/a/%28x%29",
  ])
  func colonsAndStarsThatNoRouterReadsAsParametersStayLiteral(_ text: String) throws {
    let pattern = try RoutePattern(text)
    #expect(pattern.parameterNames.isEmpty)
  }

  @MainActor @Test func aPercentEncodedColonMatchesALiteralColonSegment() throws {
    let router = Router<String, Void>()
    try router.register("/a/%3Aid") { _, _ in .screen("literal") }
    #expect(try router.resolve("/a/:id", context: ()).screen == "literal")
    try router.register("/user/<id>") { match, _ in .screen("user \(try match.string("id"))") }
    #expect(try router.resolve("/user/7", context: ()).screen == "user 7")
  }
}
