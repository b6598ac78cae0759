import Baton
import BatonRouting
import Testing

/// Caller input that once trapped or broke a documented rule: each case is a typed
/// error or a documented outcome now.
@MainActor
@Suite struct RouteCallerInputTests {
  @Test func aMatchMadeFromTextThatIsNotAURLThrowsInsteadOfTrappingOnAccess() throws {
    let pattern = try RoutePattern("/user/<int:id>")
    #expect(throws: RouteError.malformedURL(text: "user/7", position: 0, problem: .notAbsolute)) {
      try RouteMatch(url: "user/7", pattern: pattern, routeIndex: 0, pathValues: ["7"])
    }
    #expect(
      throws: RouteError.malformedURL(
        text: "myapp://%zz/user/7",
        position: 8,
        problem: .invalidPercentEscape
      )
    ) {
      try RouteMatch(
        url: "myapp://%zz/user/7",
        pattern: pattern,
        routeIndex: 0,
        pathValues: ["7"],
        options: RouteOptions(readsHostAsPath: true)
      )
    }
    let match = try RouteMatch(
      url: "/user/7?tab=posts",
      pattern: pattern,
      routeIndex: 0,
      pathValues: ["7"]
    )
    #expect(match.url.queryItems == [RouteParameter(name: "tab", value: "posts")])
    #expect(try match.int("id") == 7)
  }

  @Test func aMatchMadeWithTooFewValuesReadsTheMissingOnesAsAbsent() throws {
    let match = try RouteMatch(
      url: "/a/1",
      pattern: RoutePattern("/<x>/<int:y>"),
      routeIndex: 0,
      pathValues: ["a"]
    )
    #expect(match["x"] == "a")
    #expect(throws: RouteError.invalidParameter(name: "y", expected: "int", got: nil)) {
      try match.int("y")
    }
  }

  @Test func aCustomTypeThatRefusesWhatItAcceptedKeepsItsFirstAnswer() throws {
    let flaky = FlakyParameterType()
    var table = RouteTable()
    try table.register(parameterType: flaky.type)
    try table.add("/f/<flaky:x>")
    try table.add("/f/<y>")
    let match = try table.match("/f/a")
    #expect(match.pattern.text == "/f/<flaky:x>")
    #expect(match.pathValues == ["a#1"])
    #expect(flaky.callCount == 1)
    // Asked again later, the type refuses: a typed error, not a trap.
    #expect(throws: RouteError.invalidParameter(name: "x", expected: "flaky", got: "a#1")) {
      try match.value("x", as: flaky.type)
    }
  }

  @Test func aValueKeptFromABranchThatFailedIsNotReadByTheNextBranch() throws {
    var table = RouteTable()
    try table.add("/5/<double:x>/end")
    try table.add("/<int:n>/7/zz")
    // The literal branch captures `7` as a double (its text kept) and fails at `zz`; the int
    // branch then captures `5` into the same capture index.
    #expect(try table.match("/5/7/zz").pathValues == ["5"])
    #expect(try table.match("/5/7/end").pathValues == ["7.0"])
  }

  @Test(arguments: ["myapp://%zz/x", "myapp://ab%2/x", "myapp://%FF/x", "https://ex%zz.com/x"])
  func aBadEscapeInTheHostIsMalformedForTheMatcherAndTheParserAlike(_ url: String) throws {
    let options = RouteOptions(readsHostAsPath: true)
    var table = RouteTable(options: options)
    try table.add("/<path:rest>")
    try table.add("myapp://<host>/x")
    var matcherError: RouteError?
    var parserError: RouteError?
    do throws(RouteError) { _ = try table.match(url) } catch { matcherError = error }
    do throws(RouteError) { _ = try RouteURL(parsing: url, options: options) } catch {
      parserError = error
    }
    guard case .malformedURL = matcherError else {
      Issue.record("matcher: \(String(describing: matcherError))")
      return
    }
    #expect(parserError == matcherError)
    // Without the option the host is not decoded, and both accept it.
    #expect(throws: Never.self) { try RouteURL(parsing: url) }
  }

  @Test(arguments: [
    ("/files/a/b%2F", "a/b/"),
    ("/files/%2F", "/"),
    ("/files/%2Fa", "/a"),
    ("/files/a%2F%2Fb/c", "a//b/c"),
    ("/files/a/%2F%2F/b", "a////b"),
    ("/files/a/b", "a/b"),
  ])
  func aCatchAllValueWithEncodedSlashesRoundTripsThroughURLWith(_ url: String, _ value: String)
    throws
  {
    var table = RouteTable()
    try table.add("/files/<path:rest>")
    let match = try table.match(url)
    #expect(match.pathValues == [value])
    let rebuilt = try match.pattern.url(with: ["rest": value])
    #expect(try table.match(rebuilt).pathValues == [value], "\(rebuilt)")
  }

  @Test func aCatchAllValueWithoutEmptyPartsIsWrittenAsBefore() throws {
    let pattern = try RoutePattern("/files/<path:rest>")
    #expect(try pattern.url(with: ["rest": "a/b c/d"]) == "/files/a/b%20c/d")
    #expect(throws: RouteError.invalidParameter(name: "rest", expected: "path", got: "")) {
      try pattern.url(with: ["rest": ""])
    }
  }

  @Test func aHostSegmentWithNonASCIILettersMatchesAsWritten() throws {
    var table = RouteTable(options: RouteOptions(readsHostAsPath: true))
    try table.add("myapp://Caf%C3%89/x")
    #expect(try table.match("myapp://CAFÉ/x").pattern.text == "myapp://Caf%C3%89/x")
    #expect(try table.match("myapp://caf%C3%89/x").pattern.text == "myapp://Caf%C3%89/x")
    // Only ASCII letters fold, in the URL as in the pattern.
    #expect(throws: RouteError.noMatch(url: "myapp://café/x")) {
      try table.match("myapp://café/x")
    }
  }

  @Test func aFactoryThatRemovesRoutesBeforeDecliningEndsWithNoMatch() throws {
    let router = Router<String, Void>()
    try router.register("/item/<id>") { _, _ in
      router.removeAll()
      return .decline
    }
    try router.register("/<section>/<id>") { _, _ in .screen("section") }
    #expect(throws: RouteError.noMatch(url: "/item/7", declined: ["/item/<id>"])) {
      try router.resolve("/item/7")
    }
  }

  @Test func aFactoryThatReplacesTheRoutesHandsTheURLToTheNewOnes() throws {
    let router = Router<String, Void>()
    try router.register("/item/<id>") { _, _ in
      router.removeAll()
      try router.register("/<a>/<b>") { _, _ in .screen("new") }
      try router.register("/item/<id>") { _, _ in .screen("never: it declined") }
      return .decline
    }
    try router.register("/<section>/<id>") { _, _ in .screen("old") }
    #expect(try router.resolve("/item/7").screen == "new")
  }

  @Test func anInterceptorThatRemovesTheMatchedRouteEndsWithNoMatch() throws {
    let router = Router<String, Void>()
    try router.register("/a") { _, _ in .screen("a") }
    try router.register("/b") { _, _ in .screen("b") }
    router.addInterceptor { request, _ in
      if request.match.pattern.text == "/b" { router.removeAll() }
      return .continue
    }
    #expect(throws: RouteError.noMatch(url: "/b")) { try router.resolve("/b") }
    #expect(throws: RouteError.noMatch(url: "/a")) { try router.resolve("/a") }
  }
}
