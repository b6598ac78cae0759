import Baton
import BatonRouting
import Testing

/// Matching rules of precedence: static > typed > untyped > catch-all, with backtracking.
@Suite struct PrecedenceMatchTests {
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
    // Typed children added last, first and in the middle of the order: the walk still tries
    // them int, double, uuid.
    MatchCase(
      "int first, whatever order the typed routes were added in",
      ["/n/<uuid:v>", "/n/<int:v>", "/n/<double:v>"],
      "/n/7",
      .match("/n/<int:v>", ["v": "7"])
    ),
    MatchCase(
      "double between int and uuid, added after both",
      ["/n/<uuid:v>", "/n/<int:v>", "/n/<double:v>"],
      "/n/7.5",
      .match("/n/<double:v>", ["v": "7.5"])
    ),
    MatchCase(
      "uuid after int and double refuse",
      ["/n/<uuid:v>", "/n/<int:v>", "/n/<double:v>"],
      "/n/0F8FAD5B-D9CB-469F-A165-70867728950E",
      .match("/n/<uuid:v>", ["v": "0f8fad5b-d9cb-469f-a165-70867728950e"])
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

  @Test(arguments: precedence)
  func precedenceRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }
}
