import Baton
import BatonRouting
import Testing

/// Removing routes at run time.
@MainActor
@Suite struct RouteRemovalTests {
  private func makeRouter() throws -> Router<String, Void> {
    let router = Router<String, Void>()
    try router.register("/a", name: "a") { _, _ in .screen("a") }
    try router.register("/b/<int:id>", name: "b") { match, _ in .screen("b \(try match.int("id"))")
    }
    try router.register("/<path:rest>", name: "rest") { _, _ in .screen("rest") }
    return router
  }

  @Test func removingAPatternRemovesItsFactoryAndNameAndKeepsTheOthers() throws {
    let router = try makeRouter()
    let removed = try router.remove(pattern: "/b/<int:other>")
    #expect(removed?.text == "/b/<int:id>")
    #expect(try router.resolve("/b/1").screen == "rest")
    #expect(try router.resolve("/a").screen == "a")
    #expect(throws: RouteError.noMatch(url: "b")) { try router.url(named: "b") }
    #expect(try router.url(named: "rest", parameters: ["rest": "x"]) == "/x")
    #expect(router.table.patterns.map(\.text) == ["/a", "/<path:rest>"])
  }

  @Test func aRemovedPatternCanBeRegisteredAgain() throws {
    let router = try makeRouter()
    try router.remove(pattern: "/a")
    try router.register("/a", name: "a") { _, _ in .screen("a again") }
    #expect(try router.resolve("/a").screen == "a again")
  }

  @Test func removingAnUnregisteredPatternReturnsNilAndAnInvalidOneThrows() throws {
    let router = try makeRouter()
    #expect(try router.remove(pattern: "/c") == nil)
    #expect(throws: RouteError.invalidPattern(text: "c", position: 0, problem: .notAbsolute)) {
      try router.remove(pattern: "c")
    }
    #expect(router.table.patterns.count == 3)
  }

  @Test func aTableRemovesByIndexAndIgnoresAnIndexThatIsNotARoutes() throws {
    var table = RouteTable()
    try table.add("/a")
    try table.add("/b")
    #expect(table.remove(at: 2) == nil)
    #expect(table.remove(at: -1) == nil)
    #expect(table.remove(at: 0)?.text == "/a")
    #expect(try table.match("/b").routeIndex == 0)
    #expect(try table.index(of: "/b") == 0)
    #expect(try table.index(of: "/a") == nil)
  }

  @Test func removeAllLeavesNoRouteButKeepsParameterTypesAndInterceptors() throws {
    let router = try makeRouter()
    try router.register(parameterType: RouteParameterType(name: "hex") { $0 })
    var intercepted = 0
    router.addInterceptor { _, _ in
      intercepted += 1
      return .continue
    }
    router.removeAll()
    #expect(throws: RouteError.noMatch(url: "/a")) { try router.resolve("/a") }
    try router.register("/h/<hex:h>", name: "a") { _, _ in .screen("hex") }
    #expect(try router.resolve("/h/ff").screen == "hex")
    #expect(intercepted == 1)
  }
}
