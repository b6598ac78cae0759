import Baton
import BatonRouting
import Testing

/// Matching rules of URL handling: case, percent-decoding, slashes, fragment, query, hosts.
@Suite struct URLHandlingMatchTests {
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
      "plus is literal in the query by default",
      ["/search"],
      "/search?q=a+b",
      .match("/search", ["q": "a+b"])
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
    MatchCase(
      "literals differ beyond eight bytes",
      ["/abcdefgh-one", "/abcdefgh-two"],
      "/abcdefgh-two",
      .match("/abcdefgh-two", [:])
    ),
    MatchCase(
      "long literals differ beyond sixteen bytes",
      ["/averyveryverylongsegment-one", "/averyveryverylongsegment-two"],
      "/averyveryverylongsegment-two",
      .match("/averyveryverylongsegment-two", [:])
    ),
    MatchCase(
      "a long literal needs every byte",
      ["/averyveryverylongsegment-one"],
      "/averyveryverylongsegment-onx",
      .error("noMatch")
    ),
    MatchCase(
      "a long host matches case-insensitively",
      ["myapp://A-Really-Long-Host.Example.com/x"],
      "MYAPP://a-really-long-host.EXAMPLE.COM/x",
      .match("myapp://A-Really-Long-Host.Example.com/x", [:])
    ),
    MatchCase(
      "non-ASCII host letters keep their case",
      ["myapp://Ünï/x"],
      "myapp://ünï/x",
      .error("noMatch")
    ),
  ]

  @Test(arguments: urlHandling)
  func urlHandlingRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }
}
