import Baton
import BatonRouting
import Testing

/// ``RouteOptions/readsHostAsPath``, with cases written from how the three peers read a
/// custom-scheme URL: its host is the first path segment.
@MainActor
@Suite struct HostAsPathTests {
  private func table(_ patterns: [String], hostAsPath: Bool = true) throws -> RouteTable {
    var table = RouteTable(options: RouteOptions(readsHostAsPath: hostAsPath))
    for pattern in patterns { try table.add(pattern) }
    return table
  }

  private func outcome(_ table: RouteTable, _ url: String) -> String {
    do throws(RouteError) {
      let match = try table.match(url)
      let values = match.mergedParameters.map { "\($0.name)=\($0.value)" }
      return ([match.pattern.text] + values).joined(separator: " ")
    } catch {
      return "\(error)"
    }
  }

  // JLRoutes: `/test`, `/user/view/:userID`, `/:object/:action/:primaryKey`, `/`,
  // `/interleaving/:param1/foo/:param2` on `tests://…` URLs.
  @Test(arguments: [
    ("tests://test", "/test"),
    ("tests://test/", "/test"),
    ("tests://test?", "/test"),
    ("tests://", "/"),
    ("tests://?key=value", "/ key=value"),
    ("tests://user/view/joeldev", "/user/view/<userID> userID=joeldev"),
    (
      "tests://user/view/joeldev?foo=bar&thing=stuff",
      "/user/view/<userID> userID=joeldev foo=bar thing=stuff"
    ),
    (
      "tests://post/edit/123",
      "/<object>/<action>/<primaryKey> object=post action=edit primaryKey=123"
    ),
    ("tests://interleaving/v1/foo/v2", "/interleaving/<param1>/foo/<param2> param1=v1 param2=v2"),
    (
      "tests://doesnt/exist/and/wont/match",
      "No route matches 'tests://doesnt/exist/and/wont/match'."
    ),
  ])
  func jlRoutesCasesMatchTheirRoute(_ url: String, _ expected: String) throws {
    let table = try table([
      "/test", "/user/view/<userID>", "/<object>/<action>/<primaryKey>", "/",
      "/interleaving/<param1>/foo/<param2>",
    ])
    #expect(outcome(table, url) == expected)
  }

  @Test func withoutTheOptionTheHostIsAHostAndTheJLRoutesCasesDiffer() throws {
    let table = try table(["/test", "/"], hostAsPath: false)
    #expect(outcome(table, "tests://test/") == "/")
    #expect(outcome(table, "tests://test/test") == "/test")
  }

  // JLRoutes' priority case: a static segment wins over a parameter whatever the order.
  @Test func aStaticSegmentWinsOverAParameterRegisteredEarlier() throws {
    let table = try table(["/test/priority/<level>", "/test/priority/high"])
    #expect(outcome(table, "tests://test/priority/high") == "/test/priority/high")
    #expect(outcome(table, "tests://test/priority/low") == "/test/priority/<level> level=low")
  }

  // URLNavigator: `myapp://user/<id>` and `myapp://user/<id>/<object>`; a pattern with the
  // same scheme and host matches as before, and host-less ones see the host as a segment.
  @Test func urlNavigatorCasesMatchWithOrWithoutTheHostInThePattern() throws {
    let table = try table([
      "myapp://user/<id>", "myapp://user/<id>/<object>", "/alert", "/comment/<id>",
    ])
    #expect(outcome(table, "myapp://user/1") == "myapp://user/<id> id=1")
    #expect(
      outcome(table, "myapp://user/1/posts") == "myapp://user/<id>/<object> id=1 object=posts"
    )
    #expect(
      outcome(table, "myapp://alert?title=hello&message=world")
        == "/alert title=hello message=world"
    )
    #expect(outcome(table, "myapp://comment/7") == "/comment/<id> id=7")
    #expect(outcome(table, "myapp://user/1/posts/2").hasPrefix("No route matches"))
  }

  // URLNavigator's `http://<path:url>` reads the host too; Baton keeps web URLs' hosts, so the
  // bridge is a catch-all on a custom scheme, or `/<path:url>` seeing the web URL's path.
  @Test func aCatchAllStandsWhereTheHostIs() throws {
    let table = try table(["/<path:url>"])
    #expect(outcome(table, "myapp://xoul.kr/resume") == "/<path:url> url=xoul.kr/resume")
    #expect(
      outcome(table, "myapp://google.com/search/?q=x") == "/<path:url> url=google.com/search q=x"
    )
    #expect(outcome(table, "https://google.com/search") == "/<path:url> url=search")
  }

  // Crossroad: `:keyword` where the host is, and `foo/:keyword` beside `foo/bar`.
  @Test func aParameterStandsWhereTheHostIs() throws {
    let table = try table(["/static", "/foo/bar", "/<keyword>", "/foo/<keyword>"])
    #expect(outcome(table, "foobar://static") == "/static")
    #expect(outcome(table, "foobar://foo") == "/<keyword> keyword=foo")
    #expect(outcome(table, "foobar://hoge") == "/<keyword> keyword=hoge")
    #expect(outcome(table, "foobar://foo/bar") == "/foo/bar")
    #expect(outcome(table, "foobar://foo/10000") == "/foo/<keyword> keyword=10000")
    #expect(outcome(table, "foobar://aaa/bbb").hasPrefix("No route matches"))
  }

  // Crossroad's `foobar://:keyword` and JLRoutes' per-scheme routes: a parameter where the
  // host is, scoped to one scheme.
  @Test func aParameterWhereTheHostIsCanBeScopedToAScheme() throws {
    let table = try table([
      "foobar://static", "foobar://foo/bar", "foobar://<keyword>", "foobar://foo/<keyword>",
    ])
    #expect(outcome(table, "foobar://static") == "foobar://static")
    #expect(outcome(table, "FOOBAR://Foo") == "foobar://<keyword> keyword=foo")
    #expect(outcome(table, "foobar://foo/bar") == "foobar://foo/bar")
    #expect(outcome(table, "foobar://foo/10000") == "foobar://foo/<keyword> keyword=10000")
    #expect(outcome(table, "notfoobar://static").hasPrefix("No route matches"))
    #expect(outcome(table, "foobar://aaa/bbb").hasPrefix("No route matches"))
    #expect(outcome(table, "/static").hasPrefix("No route matches"))
  }

  // URLNavigator's `http://<path:url>`: with the option, a web URL's host is the first segment
  // of a pattern that names the scheme.
  @Test func aCatchAllCanTakeAWebURLsHostWhenThePatternNamesTheScheme() throws {
    let table = try table(["http://<path:url>", "/<path:rest>"])
    #expect(outcome(table, "http://xoul.kr") == "http://<path:url> url=xoul.kr")
    #expect(outcome(table, "http://xoul.kr/resume") == "http://<path:url> url=xoul.kr/resume")
    #expect(
      outcome(table, "http://google.com/search?q=URLNavigator")
        == "http://<path:url> url=google.com/search q=URLNavigator"
    )
    #expect(outcome(table, "https://google.com/search") == "/<path:rest> rest=search")
  }

  @Test func aSchemePatternBuildsItsURLWithTheFirstSegmentAsHost() throws {
    let pattern = try RoutePattern("MyApp://User/<int:id>", readsHostAsPath: true)
    #expect(pattern.scheme == "myapp")
    #expect(pattern.host == nil)
    #expect(try pattern.url(with: ["id": "7"]) == "myapp://user/7")
    #expect(try RoutePattern("myapp://<path:rest>", readsHostAsPath: true).segments.count == 1)
    #expect(
      throws: RouteError.invalidPattern(
        text: "myapp://<x>",
        position: 8,
        problem: .invalidCharacter
      )
    ) {
      try RoutePattern("myapp://<x>")
    }
  }

  @Test func universalLinksKeepTheirHost() throws {
    let table = try table(["/pokemons/<int:id>", "https://example.com/about"])
    #expect(outcome(table, "https://example.com/pokemons/25") == "/pokemons/<int:id> id=25")
    #expect(outcome(table, "HTTP://example.com/pokemons/25") == "/pokemons/<int:id> id=25")
    #expect(outcome(table, "https://Example.com/about") == "https://example.com/about")
    #expect(outcome(table, "pokedex://pokemons/25") == "/pokemons/<int:id> id=25")
  }

  @Test func theHostSegmentIsLowercasedAndDecodedLikeAPathSegment() throws {
    let table = try table(["/user/<id>", "/<host>/x"])
    #expect(outcome(table, "myapp://User/42") == "/user/<id> id=42")
    #expect(outcome(table, "myapp://MIXED/x") == "/<host>/x host=mixed")
    #expect(outcome(table, "myapp://us%65r/42") == "/user/<id> id=42")
    #expect(outcome(table, "myapp://a%20b/x") == "/<host>/x host=a b")
  }

  @Test func hostPatternsAreTriedBeforeHostlessOnes() throws {
    let table = try table(["/<section>/<id>", "myapp://user/<id>"])
    #expect(outcome(table, "myapp://user/9") == "myapp://user/<id> id=9")
    #expect(outcome(table, "myapp://news/9") == "/<section>/<id> section=news id=9")
    #expect(outcome(table, "/user/9") == "/<section>/<id> section=user id=9")
  }

  @Test func aURLWithAnEmptyHostHasNoHostSegment() throws {
    let table = try table(["/user/<id>"])
    #expect(outcome(table, "myapp:///user/3") == "/user/<id> id=3")
  }
}
