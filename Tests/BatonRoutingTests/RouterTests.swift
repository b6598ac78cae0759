import Baton
import BatonRouting
import Testing

/// A screen registered by type, for the tests.
private struct ProfileScreen: RoutableScreen {
  static let routePattern = "/user/<int:id>"
  static let routeName: String? = "profile"
  let userID: Int
  let tab: String?

  init(match: RouteMatch) throws(RouteError) {
    userID = try match.int("id")
    tab = match["tab"]
  }
}

/// A screen whose initialiser needs a query parameter.
private struct PageScreen: RoutableScreen {
  static let routePattern = "/page"
  let number: Int

  init(match: RouteMatch) throws(RouteError) {
    number = try match.int("n")
  }
}

@MainActor
@Suite struct RouterTests {
  private func makeRouter() throws -> Router<String, Void> {
    let router = Router<String, Void>()
    try router.register("/home", name: "home") { _, _ in .screen("home") }
    try router.register("/login") { _, _ in .screen("login") }
    try router.register("/user/<int:id>", name: "user") { match, _ in
      .screen("user \(try match.int("id"))")
    }
    return router
  }

  @Test func resolvesAURLToTheScreenOfItsPattern() throws {
    let router = try makeRouter()
    let resolution = try router.resolve("myapp://any/user/007")
    #expect(resolution.screen == "user 7")
    #expect(resolution.request.name == "user")
    #expect(resolution.request.redirectChain == ["myapp://any/user/007"])
  }

  @Test func resolvesByNameWithParameters() throws {
    let router = try makeRouter()
    #expect(
      try router.url(named: "user", parameters: ["id": "12", "tab": "x y"]) == "/user/12?tab=x%20y"
    )
    let resolution = try router.resolve(named: "user", parameters: ["id": "12"])
    #expect(resolution.screen == "user 12")
  }

  @Test func unknownNameIsNoMatchNamingIt() throws {
    let router = try makeRouter()
    #expect(throws: RouteError.noMatch(url: "nope")) { try router.resolve(named: "nope") }
  }

  @Test func namedRouteRefusesAnInvalidParameter() throws {
    let router = try makeRouter()
    #expect(throws: RouteError.invalidParameter(name: "id", expected: "int", got: "me")) {
      try router.resolve(named: "user", parameters: ["id": "me"])
    }
  }

  @Test func registersScreenTypesUnderTheirPatternAndName() throws {
    let router = Router<any RoutableScreen, Void>()
    try router.register(ProfileScreen.self) { $0 }
    let resolution = try router.resolve("/user/3?tab=posts")
    let profile = try #require(resolution.screen as? ProfileScreen)
    #expect(profile.userID == 3)
    #expect(profile.tab == "posts")
    #expect(resolution.request.name == "profile")
    #expect(try router.url(named: "profile", parameters: ["id": "4"]) == "/user/4")
  }

  @Test func aScreenInitialiserErrorIsTheResolutionsError() throws {
    let router = Router<any RoutableScreen, Void>()
    try router.register(PageScreen.self) { $0 }
    #expect(throws: RouteError.invalidParameter(name: "n", expected: "int", got: "two")) {
      try router.resolve("/page?n=two")
    }
    #expect(try (router.resolve("/page?n=2").screen as? PageScreen)?.number == 2)
  }

  @Test func registeringAnEqualPatternThrowsAndKeepsTheFirst() throws {
    let router = try makeRouter()
    #expect(
      throws: RouteError.duplicatePattern(pattern: "/user/<int:uid>", existing: "/user/<int:id>")
    ) {
      try router.register("/user/<int:uid>") { _, _ in .screen("other") }
    }
    #expect(try router.resolve("/user/1").screen == "user 1")
    #expect(router.table.patterns.count == 3)
  }

  @Test func registeringATakenNameThrowsAndRegistersNothing() throws {
    let router = try makeRouter()
    #expect(
      throws: RouteError.invalidPattern(
        text: "/other",
        position: 0,
        problem: .routeNameTaken("home", pattern: "/home")
      )
    ) {
      try router.register("/other", name: "home") { _, _ in .screen("other") }
    }
    #expect(throws: RouteError.noMatch(url: "/other")) { try router.resolve("/other") }
  }

  @Test func interceptorsRunInOrderAndTheFirstRejectionWins() throws {
    let router = try makeRouter()
    var seen: [String] = []
    router.addInterceptor { request, _ in
      seen.append("first \(request.match.pattern.text)")
      return .continue
    }
    router.addInterceptor { request, _ in
      seen.append("second")
      return request.name == "user" ? .reject(reason: "login required") : .continue
    }
    router.addInterceptor { _, _ in
      seen.append("third")
      return .continue
    }
    #expect(
      throws: RouteError.rejected(url: "/user/1", reason: .interceptor(reason: "login required"))
    ) {
      try router.resolve("/user/1")
    }
    #expect(seen == ["first /user/<int:id>", "second"])
    seen.removeAll()
    #expect(try router.resolve("/home").screen == "home")
    #expect(seen == ["first /home", "second", "third"])
  }

  @Test func aRedirectIsMatchedAndInterceptedInTurn() throws {
    let router = try makeRouter()
    let isLoggedIn = false
    router.addInterceptor { request, _ in
      request.name == "user" && !isLoggedIn ? .redirect(to: "/login?next=/user/1") : .continue
    }
    let resolution = try router.resolve("/user/1")
    #expect(resolution.screen == "login")
    #expect(resolution.request.redirectChain == ["/user/1", "/login?next=/user/1"])
    #expect(resolution.request.match["next"] == "/user/1")
  }

  @Test func eightRedirectsAreFollowed() throws {
    let router = try hopRouter(hops: 8)
    let resolution = try router.resolve("/hop/0")
    #expect(resolution.screen == "hop 8")
    #expect(resolution.request.redirectChain.count == 9)
  }

  @Test func aNinthRedirectIsRejectedAsALoop() throws {
    let router = try hopRouter(hops: 9)
    let chain = (0...9).map { "/hop/\($0)" }
    #expect(throws: RouteError.rejected(url: "/hop/0", reason: .tooManyRedirects(chain: chain))) {
      try router.resolve("/hop/0")
    }
  }

  @Test func aRedirectLoopStops() throws {
    let router = try makeRouter()
    router.addInterceptor { request, _ in
      request.match.pattern.text == "/home" ? .redirect(to: "/login") : .redirect(to: "/home")
    }
    #expect {
      try router.resolve("/home")
    } throws: { error in
      guard case .rejected(_, .tooManyRedirects(let chain)) = error as? RouteError else {
        return false
      }
      return chain.count == Router<String, Void>.maximumRedirects + 2
    }
  }

  @Test func aRedirectToAnUnknownURLIsNoMatch() throws {
    let router = try makeRouter()
    router.addInterceptor { _, _ in .redirect(to: "/nowhere") }
    #expect(throws: RouteError.noMatch(url: "/nowhere")) { try router.resolve("/home") }
  }

  @Test func routeRunsInterceptorsWithoutBuildingTheScreen() throws {
    let router = Router<String, Void>()
    var built = 0
    try router.register("/a") { _, _ in
      built += 1
      return .screen("a")
    }
    let request = try router.route("/a")
    #expect(request.match.pattern.text == "/a")
    #expect(built == 0)
    _ = try router.resolve("/a")
    #expect(built == 1)
  }

  @Test func customParameterTypesMatchAfterBuiltInOnes() throws {
    let router = Router<String, Void>()
    try router.register(
      parameterType: RouteParameterType(name: "hex") { text in
        text.allSatisfy(\.isHexDigit) ? text.lowercased() : nil
      }
    )
    try router.register("/c/<hex:h>") { match, _ in .screen("hex \(try match.string("h"))") }
    try router.register("/c/<int:i>") { match, _ in .screen("int \(try match.int("i"))") }
    try router.register("/c/<s>") { match, _ in .screen("string \(try match.string("s"))") }
    #expect(try router.resolve("/c/12").screen == "int 12")
    #expect(try router.resolve("/c/BEEF").screen == "hex beef")
    #expect(try router.resolve("/c/zz").screen == "string zz")
  }

  @Test(arguments: ["int", "path", "string", "hex", "9x", ""])
  func aParameterTypeNameMustBeFreeAndAnIdentifier(_ name: String) throws {
    let router = Router<String, Void>()
    try router.register(parameterType: RouteParameterType(name: "hex") { $0 })
    #expect(
      throws: RouteError.invalidPattern(
        text: name,
        position: 0,
        problem: .invalidParameterType(name)
      )
    ) {
      try router.register(parameterType: RouteParameterType(name: name) { $0 })
    }
  }

  private func hopRouter(hops: Int) throws -> Router<String, Void> {
    let router = Router<String, Void>()
    try router.register("/hop/<int:n>") { match, _ in .screen("hop \(try match.int("n"))") }
    router.addInterceptor { request, _ in
      let hop = (try? request.match.int("n")) ?? 0
      return hop < hops ? .redirect(to: "/hop/\(hop + 1)") : .continue
    }
    return router
  }
}
