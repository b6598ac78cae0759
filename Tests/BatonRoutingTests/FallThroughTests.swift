import Baton
import BatonRouting
import Foundation
import Testing

/// An app error a factory throws.
private struct CatalogueError: Error, Equatable {
  var item: String
}

/// A context value passed with each URL.
private struct Session {
  var isLoggedIn: Bool
  var catalogue: Set<String>
}

/// Factories that decline, throw, and see the context; `open` with `URL`s.
@MainActor
@Suite struct FallThroughTests {
  @Test func aFactoryThatDeclinesHandsTheURLToTheNextCandidateInPrecedenceOrder() throws {
    let router = Router<String, Void>()
    var asked: [String] = []
    try router.register("/foo/<int:id>") { match, _ in
      asked.append("int")
      return try match.int("id") == 42 ? .screen("id 42") : .decline
    }
    try router.register("/foo/bar") { _, _ in
      asked.append("static")
      return .decline
    }
    try router.register("/foo/<keyword>") { match, _ in
      asked.append("string")
      return .screen("keyword \(try match.string("keyword"))")
    }
    #expect(try router.resolve("/foo/42").screen == "id 42")
    #expect(try router.resolve("/foo/7").screen == "keyword 7")
    #expect(try router.resolve("/foo/bar").screen == "keyword bar")
    #expect(asked == ["int", "int", "string", "static", "string"])
  }

  @Test func whenEveryCandidateDeclinesNoMatchNamesThemInOrder() throws {
    let router = Router<String, Void>()
    try router.register("/return/<value>") { match, _ in
      try match.string("value") == "yes" ? .screen("yes") : .decline
    }
    try router.register("/<path:rest>") { _, _ in .decline }
    #expect(try router.resolve("/return/yes").screen == "yes")
    #expect(
      throws: RouteError.noMatch(url: "/return/no", declined: ["/return/<value>", "/<path:rest>"])
    ) {
      try router.resolve("/return/no")
    }
    #expect(throws: RouteError.noMatch(url: "/a/b", declined: ["/<path:rest>"])) {
      try router.resolve("/a/b")
    }
  }

  @Test func aHostPatternThatDeclinesFallsThroughToHostlessOnes() throws {
    let router = Router<String, Void>()
    try router.register("myapp://shop/<id>") { _, _ in .decline }
    try router.register("/<id>") { match, _ in .screen("any \(try match.string("id"))") }
    #expect(try router.resolve("myapp://shop/5").screen == "any 5")
  }

  @Test func anAppErrorIsWrappedWithTheURLAndThePattern() throws {
    let router = Router<String, Void>()
    try router.register("/item/<id>") { match, _ in
      throw CatalogueError(item: try match.string("id"))
    }
    try router.register("/<path:rest>") { _, _ in .screen("fallback") }
    #expect(
      throws: RouteError.factoryFailed(
        url: "/item/9",
        pattern: "/item/<id>",
        error: .init(CatalogueError(item: "9"))
      )
    ) {
      try router.resolve("/item/9")
    }
    #expect(
      RouteError.FactoryFailure(CatalogueError(item: "1"))
        != RouteError.FactoryFailure(CatalogueError(item: "2"))
    )
  }

  @Test func aRouteErrorFromAFactoryIsThrownAsItIsAndStopsTheURL() throws {
    let router = Router<String, Void>()
    try router.register("/page/<n>") { match, _ in .screen("page \(try match.int("n"))") }
    try router.register("/<path:rest>") { _, _ in .screen("fallback") }
    #expect(throws: RouteError.invalidParameter(name: "n", expected: "int", got: "two")) {
      try router.resolve("/page/two")
    }
  }

  @Test func theContextReachesFactoriesAndInterceptors() throws {
    let router = Router<String, Session>()
    try router.register("/item/<id>") { match, session in
      let id = try match.string("id")
      return session.catalogue.contains(id) ? .screen("item \(id)") : .decline
    }
    try router.register("/login") { _, _ in .screen("login") }
    router.addInterceptor { request, session in
      request.match.pattern.text == "/item/<id>" && !session.isLoggedIn
        ? .redirect(to: "/login") : .continue
    }
    let member = Session(isLoggedIn: true, catalogue: ["a"])
    #expect(try router.resolve("/item/a", context: member).screen == "item a")
    #expect(throws: RouteError.noMatch(url: "/item/b", declined: ["/item/<id>"])) {
      try router.resolve("/item/b", context: member)
    }
    let guest = Session(isLoggedIn: false, catalogue: ["a"])
    #expect(try router.resolve("/item/a", context: guest).screen == "login")
  }

  @Test func interceptorsSeeEveryCandidateThatGetsAFactoryCall() throws {
    let router = Router<String, Void>()
    var seen: [String] = []
    try router.register("/x/y") { _, _ in .decline }
    try router.register("/x/<name>") { _, _ in .screen("name") }
    router.addInterceptor { request, _ in
      seen.append(request.match.pattern.text)
      return .continue
    }
    #expect(try router.resolve("/x/y").screen == "name")
    #expect(seen == ["/x/y", "/x/<name>"])
  }

  @Test func aRedirectAfterADeclineStartsAfresh() throws {
    let router = Router<String, Void>()
    try router.register("/old/<id>") { _, _ in .decline }
    try router.register("/old/<int:id>") { _, _ in .decline }
    try router.register("/new/<id>") { match, _ in .screen("new \(try match.string("id"))") }
    router.addInterceptor { request, _ in
      request.match.pattern.text == "/old/<id>" ? .redirect(to: "/new/1") : .continue
    }
    let resolution = try router.resolve("/old/1")
    #expect(resolution.screen == "new 1")
    #expect(resolution.request.redirectChain == ["/old/1", "/new/1"])
  }

  @Test func foundationURLsResolveLikeTheirText() throws {
    let router = Router<String, Void>(options: RouteOptions(readsHostAsPath: true))
    try router.register("/user/<int:id>") { match, _ in .screen("user \(try match.int("id"))") }
    let url = try #require(URL(string: "myapp://user/42?tab=posts"))
    #expect(try router.resolve(url).screen == "user 42")
    #expect(try router.route(url, context: ()).match["tab"] == "posts")
  }
}
