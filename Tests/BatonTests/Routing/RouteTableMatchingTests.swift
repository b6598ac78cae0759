import Baton
import Testing

/// The table of matching rules: URL handling, typed parameters, precedence and backtracking.
@Suite struct RouteTableMatchingTests {
  static let urlHandling: [MatchCase] = [
    MatchCase(
      "scheme is case-insensitive",
      ["myapp://shop/item"],
      "MYAPP://shop/item",
      .match("myapp://shop/item", [:])
    ),
    MatchCase(
      "host is case-insensitive",
      ["myapp://Shop/item"],
      "myapp://sHOP/item",
      .match("myapp://Shop/item", [:])
    ),
    MatchCase("path is case-sensitive", ["/Item"], "myapp://x/item", .error("noMatch")),
    MatchCase("path keeps its case", ["/Item"], "myapp://x/Item", .match("/Item", [:])),
    MatchCase("path is percent-decoded", ["/café"], "myapp://x/caf%C3%A9", .match("/café", [:])),
    MatchCase(
      "pattern literals are percent-decoded",
      ["/caf%C3%A9"],
      "myapp://x/café",
      .match("/caf%C3%A9", [:])
    ),
    MatchCase(
      "parameters are percent-decoded",
      ["/user/<name>"],
      "/user/J%C3%BCrgen%20M",
      .match("/user/<name>", ["name": "Jürgen M"])
    ),
    MatchCase(
      "an encoded slash stays in its segment",
      ["/file/<name>"],
      "/file/a%2Fb",
      .match("/file/<name>", ["name": "a/b"])
    ),
    MatchCase(
      "raw UTF-8 in the path",
      ["/café/<x>"],
      "myapp://x/café/ü",
      .match("/café/<x>", ["x": "ü"])
    ),
    MatchCase("a bad escape is malformed", ["/user/<name>"], "/user/%zz", .error("malformedURL")),
    MatchCase(
      "a truncated escape is malformed",
      ["/user/<name>"],
      "/user/abc%4",
      .error("malformedURL")
    ),
    MatchCase(
      "escapes that are not UTF-8 are malformed",
      ["/user/<name>"],
      "/user/%FF",
      .error("malformedURL")
    ),
    MatchCase(
      "a bad escape in the query is malformed",
      ["/user/<name>"],
      "/user/a?x=%G0",
      .error("malformedURL")
    ),
    MatchCase(
      "plus is a space in the query",
      ["/search"],
      "/search?q=a+b",
      .match("/search", ["q": "a b"])
    ),
    MatchCase(
      "an encoded plus in the query is a plus",
      ["/search"],
      "/search?q=a%2Bb",
      .match("/search", ["q": "a+b"])
    ),
    MatchCase("plus stays a plus in a path literal", ["/a+b"], "/a+b", .match("/a+b", [:])),
    MatchCase(
      "plus stays a plus in a path parameter",
      ["/tag/<t>"],
      "/tag/c++",
      .match("/tag/<t>", ["t": "c++"])
    ),
    MatchCase(
      "repeated slashes collapse",
      ["/user/<int:id>"],
      "myapp://x//user///7",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "a trailing slash is ignored",
      ["/user/<int:id>"],
      "myapp://x/user/7/",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "the fragment is ignored",
      ["/user/<int:id>"],
      "myapp://x/user/7#top",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "a query-like fragment is ignored",
      ["/user/<int:id>"],
      "/user/7?a=1#f?b=2",
      .match("/user/<int:id>", ["id": "7", "a": "1"])
    ),
    MatchCase(
      "query items merge into the parameters",
      ["/user/<int:id>"],
      "/user/7?tab=posts",
      .match("/user/<int:id>", ["id": "7", "tab": "posts"])
    ),
    MatchCase(
      "the path wins a name clash",
      ["/user/<int:id>"],
      "/user/7?id=9",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "a repeated query key keeps its last value",
      ["/list"],
      "/list?tab=a&tab=b",
      .match("/list", ["tab": "b"])
    ),
    MatchCase(
      "a query item without '=' has an empty value",
      ["/list"],
      "/list?flag",
      .match("/list", ["flag": ""])
    ),
    MatchCase(
      "empty query items are skipped",
      ["/list"],
      "/list?&&a=1&",
      .match("/list", ["a": "1"])
    ),
    MatchCase(
      "a query item without a name is skipped",
      ["/list"],
      "/list?=1&b=2",
      .match("/list", ["b": "2"])
    ),
    MatchCase(
      "a bare path matches a pattern without host",
      ["/user/<int:id>"],
      "/user/7",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "a pattern without host matches any scheme and host",
      ["/user/<int:id>"],
      "https://example.com/user/7",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "a host pattern refuses another host",
      ["myapp://shop/item"],
      "myapp://cart/item",
      .error("noMatch")
    ),
    MatchCase(
      "a host pattern refuses another scheme",
      ["myapp://shop/item"],
      "other://shop/item",
      .error("noMatch")
    ),
    MatchCase(
      "a host pattern refuses a bare path",
      ["myapp://shop/item"],
      "/item",
      .error("noMatch")
    ),
    MatchCase(
      "the port is part of the host",
      ["myapp://shop:8080/x"],
      "myapp://shop:8080/x",
      .match("myapp://shop:8080/x", [:])
    ),
    MatchCase(
      "another port is another host",
      ["myapp://shop/x"],
      "myapp://shop:8080/x",
      .error("noMatch")
    ),
    MatchCase(
      "the root pattern matches an empty path",
      ["/"],
      "myapp://anything",
      .match("/", [:])
    ),
    MatchCase(
      "a host root matches with a slash",
      ["myapp://home"],
      "MYAPP://HOME/",
      .match("myapp://home", [:])
    ),
    MatchCase("an empty URL is malformed", ["/"], "", .error("malformedURL")),
    MatchCase("a relative URL is malformed", ["/user/<id>"], "user/7", .error("malformedURL")),
    MatchCase("a raw space is malformed", ["/user/<id>"], "/user/a b", .error("malformedURL")),
    MatchCase(
      "a control character is malformed",
      ["/user/<id>"],
      "/user/a\tb",
      .error("malformedURL")
    ),
    MatchCase("a scheme must start with a letter", ["/x"], "1app://h/x", .error("malformedURL")),
    MatchCase("a scheme needs '//'", ["/x"], "myapp:/x", .error("malformedURL")),
    MatchCase("an empty table matches nothing", [], "/x", .error("noMatch")),
  ]

  static let typedParameters: [MatchCase] = [
    MatchCase(
      "int is canonical",
      ["/user/<int:id>"],
      "/user/007",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "int drops a plus sign",
      ["/user/<int:id>"],
      "/user/+7",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "int keeps a minus sign",
      ["/user/<int:id>"],
      "/user/-3",
      .match("/user/<int:id>", ["id": "-3"])
    ),
    MatchCase(
      "int minus zero is zero",
      ["/user/<int:id>"],
      "/user/-0",
      .match("/user/<int:id>", ["id": "0"])
    ),
    MatchCase(
      "int refuses an overflow",
      ["/user/<int:id>"],
      "/user/99999999999999999999",
      .error("noMatch")
    ),
    MatchCase(
      "int accepts Int.min",
      ["/n/<int:v>"],
      "/n/-9223372036854775808",
      .match("/n/<int:v>", ["v": "-9223372036854775808"])
    ),
    MatchCase("int refuses letters", ["/user/<int:id>"], "/user/7a", .error("noMatch")),
    MatchCase("int refuses a lone sign", ["/user/<int:id>"], "/user/-", .error("noMatch")),
    MatchCase(
      "double is canonical",
      ["/p/<double:x>"],
      "/p/3.50",
      .match("/p/<double:x>", ["x": "3.5"])
    ),
    MatchCase(
      "double of an integer",
      ["/p/<double:x>"],
      "/p/7",
      .match("/p/<double:x>", ["x": "7.0"])
    ),
    MatchCase(
      "double with an exponent",
      ["/p/<double:x>"],
      "/p/1e3",
      .match("/p/<double:x>", ["x": "1000.0"])
    ),
    MatchCase("double refuses nan", ["/p/<double:x>"], "/p/nan", .error("noMatch")),
    MatchCase("double refuses infinity", ["/p/<double:x>"], "/p/inf", .error("noMatch")),
    MatchCase("double refuses hexadecimal", ["/p/<double:x>"], "/p/0x10", .error("noMatch")),
    MatchCase(
      "double refuses an overflow to infinity",
      ["/p/<double:x>"],
      "/p/1e999",
      .error("noMatch")
    ),
    MatchCase(
      "uuid is lowercased",
      ["/o/<uuid:id>"],
      "/o/0F8FAD5B-D9CB-469F-A165-70867728950E",
      .match("/o/<uuid:id>", ["id": "0f8fad5b-d9cb-469f-a165-70867728950e"])
    ),
    MatchCase(
      "uuid refuses a short text",
      ["/o/<uuid:id>"],
      "/o/0f8fad5b-d9cb-469f-a165",
      .error("noMatch")
    ),
    MatchCase(
      "uuid refuses non-hexadecimal digits",
      ["/o/<uuid:id>"],
      "/o/0f8fad5b-d9cb-469f-a165-70867728950g",
      .error("noMatch")
    ),
    MatchCase(
      "a typed value may be percent-encoded",
      ["/user/<int:id>"],
      "/user/%37",
      .match("/user/<int:id>", ["id": "7"])
    ),
  ]

  static let precedence: [MatchCase] = [
    MatchCase(
      "static beats typed and untyped",
      ["/user/<int:id>", "/user/<name>", "/user/me"],
      "/user/me",
      .match("/user/me", [:])
    ),
    MatchCase(
      "typed beats untyped",
      ["/user/<name>", "/user/<int:id>", "/user/me"],
      "/user/7",
      .match("/user/<int:id>", ["id": "7"])
    ),
    MatchCase(
      "untyped when the typed one refuses",
      ["/user/<int:id>", "/user/<name>"],
      "/user/bob",
      .match("/user/<name>", ["name": "bob"])
    ),
    MatchCase(
      "untyped beats catch-all",
      ["/files/<path:rest>", "/files/<name>"],
      "/files/a",
      .match("/files/<name>", ["name": "a"])
    ),
    MatchCase(
      "catch-all takes several segments",
      ["/files/<path:rest>", "/files/<name>"],
      "/files/a/b/c",
      .match("/files/<path:rest>", ["rest": "a/b/c"])
    ),
    MatchCase("catch-all needs a segment", ["/files/<path:rest>"], "/files", .error("noMatch")),
    MatchCase(
      "catch-all joins decoded segments",
      ["/f/<path:p>"],
      "/f/a%20b//c/",
      .match("/f/<path:p>", ["p": "a b/c"])
    ),
    MatchCase(
      "a failed typed branch backtracks",
      ["/a/<int:x>/b", "/a/<y>/c"],
      "/a/7/c",
      .match("/a/<y>/c", ["y": "7"])
    ),
    MatchCase(
      "a failed static branch backtracks",
      ["/a/b/c", "/a/<x>/d"],
      "/a/b/d",
      .match("/a/<x>/d", ["x": "b"])
    ),
    MatchCase(
      "backtracking reaches a catch-all",
      ["/a/b/c", "/a/<path:rest>"],
      "/a/b/x",
      .match("/a/<path:rest>", ["rest": "b/x"])
    ),
    MatchCase(
      "int is tried before double",
      ["/n/<double:v>", "/n/<int:v>"],
      "/n/7",
      .match("/n/<int:v>", ["v": "7"])
    ),
    MatchCase(
      "double when int refuses",
      ["/n/<double:v>", "/n/<int:v>"],
      "/n/7.5",
      .match("/n/<double:v>", ["v": "7.5"])
    ),
    MatchCase(
      "a host pattern beats a pattern without host",
      ["/item/<id>", "myapp://shop/item/<id>"],
      "myapp://shop/item/1",
      .match("myapp://shop/item/<id>", ["id": "1"])
    ),
    MatchCase(
      "another host falls to the pattern without host",
      ["/item/<id>", "myapp://shop/item/<id>"],
      "myapp://cart/item/1",
      .match("/item/<id>", ["id": "1"])
    ),
    MatchCase(
      "a failed host pattern falls back",
      ["myapp://shop/a/b", "/a/<x>"],
      "myapp://shop/a/z",
      .match("/a/<x>", ["x": "z"])
    ),
    MatchCase(
      "too many segments do not match",
      ["/user/<int:id>"],
      "/user/7/extra",
      .error("noMatch")
    ),
    MatchCase(
      "too few segments do not match",
      ["/shop/<c>/item/<int:id>"],
      "/shop/books/item",
      .error("noMatch")
    ),
    MatchCase(
      "parameter names do not affect matching",
      ["/a/<x>/b", "/a/<int:y>/c"],
      "/a/1/b",
      .match("/a/<x>/b", ["x": "1"])
    ),
  ]

  @Test(arguments: urlHandling)
  func urlHandlingRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }

  @Test(arguments: typedParameters)
  func typedParameterRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }

  @Test(arguments: precedence)
  func precedenceRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }

  @Test func theTableHoldsAtLeastSixtyCases() {
    #expect(Self.urlHandling.count + Self.typedParameters.count + Self.precedence.count >= 60)
  }

  @Test func allQueryValuesStayAvailable() throws {
    var table = RouteTable()
    try table.add("/list/<int:id>")
    let match = try table.match("/list/3?tag=a&tag=b+c&other=1&id=9")
    #expect(match.queryValues(for: "tag") == ["a", "b c"])
    #expect(match.queryValues(for: "id") == ["9"])
    #expect(match.queryValues(for: "missing").isEmpty)
    #expect(match["tag"] == "b c")
    #expect(match["id"] == "3")
    #expect(match["missing"] == nil)
    let merged = match.mergedParameters.map { "\($0.name)=\($0.value)" }
    #expect(merged == ["id=3", "tag=b c", "other=1"])
  }

  @Test func matchCarriesTheRouteIndexAndTheParsedURL() throws {
    var table = RouteTable()
    try table.add("/a")
    let index = try table.add("myapp://Shop/item/<int:id>")
    let match = try table.match("MyApp://SHOP/item/+12?x=1#f")
    #expect(match.routeIndex == index)
    #expect(match.pattern.text == "myapp://Shop/item/<int:id>")
    #expect(match.url.scheme == "myapp")
    #expect(match.url.host == "shop")
    #expect(match.url.segments == ["item", "+12"])
    #expect(match.pathParameters == [RouteParameter(name: "id", value: "12")])
    #expect(match.urlText == "MyApp://SHOP/item/+12?x=1#f")
  }

  @Test func typedAccessorsConvertOrThrowInvalidParameter() throws {
    var table = RouteTable()
    try table.add("/o/<uuid:order>/<int:line>")
    let match = try table.match("/o/0F8FAD5B-D9CB-469F-A165-70867728950E/3?price=2.5&count=x")
    #expect(try match.int("line") == 3)
    #expect(try match.uuid("order").uuidString == "0F8FAD5B-D9CB-469F-A165-70867728950E")
    #expect(try match.double("price") == 2.5)
    #expect(try match.string("count") == "x")
    #expect(throws: RouteError.invalidParameter(name: "count", expected: "int", got: "x")) {
      try match.int("count")
    }
    #expect(throws: RouteError.invalidParameter(name: "page", expected: "int", got: nil)) {
      try match.int("page")
    }
    #expect(throws: RouteError.invalidParameter(name: "count", expected: "uuid", got: "x")) {
      try match.uuid("count")
    }
  }
}
