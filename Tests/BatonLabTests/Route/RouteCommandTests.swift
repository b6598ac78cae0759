import Baton
import Foundation
import Testing

@testable import BatonLab

/// Runs `baton-lab route` in process with the given routes file and standard input.
@MainActor
private struct CommandRun {
  var status: Int32 = 0
  var output: [String] = []
  var errors: [String] = []

  init(_ arguments: [String], input: [String] = []) {
    var lines = input[...]
    var output: [String] = []
    var errors: [String] = []
    status = RouteCommand.run(
      arguments,
      readLine: { lines.popFirst() },
      write: { output.append($0) },
      writeError: { errors.append($0) }
    )
    self.output = output
    self.errors = errors
  }
}

@MainActor
@Suite struct RouteCommandTests {
  private func writeRoutes(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("routes-\(UUID().uuidString).txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func printsOneJSONObjectPerURL() throws {
    let path = try writeRoutes(
      """
      # user screens
      /user/<int:id>

        myapp://shop/item/<int:itemId>\t
      /files/<path:rest>\r
      """
    )
    let run = CommandRun(
      ["--routes", path],
      input: [
        "myapp://x/user/007?tab=posts&id=9", "myapp://SHOP/item/5", "/nope", "/user/%zz",
        "/files/a/b\r",
      ]
    )
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == [
        #"{"url": "myapp://x/user/007?tab=posts&id=9", "pattern": "/user/<int:id>", "params": {"id": "7", "tab": "posts"}, "error": null}"#,
        #"{"url": "myapp://SHOP/item/5", "pattern": "myapp://shop/item/<int:itemId>", "params": {"itemId": "5"}, "error": null}"#,
        #"{"url": "/nope", "pattern": null, "params": {}, "error": "noMatch"}"#,
        #"{"url": "/user/%zz", "pattern": null, "params": {}, "error": "malformedURL"}"#,
        #"{"url": "/files/a/b", "pattern": "/files/<path:rest>", "params": {"rest": "a/b"}, "error": null}"#,
      ]
    )
  }

  @Test func hostAsPathReadsACustomSchemesHostAsTheFirstSegment() throws {
    let path = try writeRoutes("/user/<int:id>\n/<path:rest>\n")
    let urls = ["myapp://user/7", "https://example.com/user/8", "myapp://x/y"]
    let run = CommandRun(["--routes", path, "--host-as-path"], input: urls)
    #expect(run.status == 0)
    #expect(
      run.output == [
        #"{"url": "myapp://user/7", "pattern": "/user/<int:id>", "params": {"id": "7"}, "error": null}"#,
        #"{"url": "https://example.com/user/8", "pattern": "/user/<int:id>", "params": {"id": "8"}, "error": null}"#,
        #"{"url": "myapp://x/y", "pattern": "/<path:rest>", "params": {"rest": "x/y"}, "error": null}"#,
      ]
    )
    let plain = CommandRun(["--routes", path], input: ["myapp://user/7"])
    #expect(plain.output.first?.contains(#""params": {"rest": "7"}"#) == true)
  }

  @Test func everyOutputLineIsValidJSONWithTheRightValues() throws {
    let path = try writeRoutes("/q/<text>\n")
    let urls = ["/q/a%22b%5Cc%0Ad%09?x=%01&y=%C3%A9+%E2%80%A8", "", "/q/\u{1F600}"]
    let run = CommandRun(["--routes=\(path)"], input: urls)
    #expect(run.output.count == urls.count)
    for (url, line) in zip(urls, run.output) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      )
      #expect(object["url"] as? String == url)
    }
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output[0].utf8)) as? [String: Any]
    )
    let params = try #require(first["params"] as? [String: String])
    #expect(params == ["text": "a\"b\\c\nd\t", "x": "\u{01}", "y": "é+\u{2028}"])
    let empty = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output[1].utf8)) as? [String: Any]
    )
    #expect(empty["error"] as? String == "malformedURL")
    #expect(empty["pattern"] is NSNull)
  }

  @Test func invalidAndDuplicatePatternsExitTwoNamingLineAndColumn() throws {
    let path = try writeRoutes(
      """
      /user/<int:id>
      # fine
        /user/<int:other>
      /post/<id
      \t/a/<slug:s>
      /café/<x>y
      """
    )
    let run = CommandRun(["--routes", path], input: ["/user/1"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors == [
        "\(path):3:3: duplicate pattern '/user/<int:other>': matches the same URLs as '/user/<int:id>' on line 1",
        "\(path):4:7: invalid pattern '/post/<id': '<' has no matching '>'",
        "\(path):5:6: invalid pattern '/a/<slug:s>': unknown parameter type 'slug'",
        "\(path):6:10: invalid pattern '/café/<x>y': a parameter must fill its whole segment",
      ]
    )
  }

  @Test func helpPrintsUsageAndExitsZero() {
    let run = CommandRun(["--help"])
    #expect(run.status == 0)
    #expect(run.output.first?.hasPrefix("usage: baton-lab route --routes FILE") == true)
  }

  @Test(arguments: [["--verbose"], [], ["--routes"], ["--routes="], ["extra"]])
  func badUsageExitsTwoWithAMessage(_ arguments: [String]) {
    let run = CommandRun(arguments)
    #expect(run.status == 2)
    #expect(run.errors.first?.hasPrefix("baton-lab route: ") == true)
    #expect(run.output.isEmpty)
  }

  @Test func anUnreadableRoutesFileExitsTwo() {
    let run = CommandRun(["--routes", "/nonexistent/routes.txt"])
    #expect(run.status == 2)
    #expect(
      run.errors == [
        "baton-lab route: routes file: cannot read '/nonexistent/routes.txt': no such file"
      ]
    )
  }

  @Test func windowsLineEndsSeparateLines() throws {
    let path = try writeRoutes("# crlf\r\n/a/<x>\r\n\r\n/b/<int:y\r\n")
    let run = CommandRun(["--routes", path], input: ["/a/1"])
    #expect(run.status == 2)
    #expect(run.errors == ["\(path):4:4: invalid pattern '/b/<int:y': '<' has no matching '>'"])
  }

  @Test func anEmptyRoutesFileMatchesNothing() throws {
    let path = try writeRoutes("# nothing\n\n")
    let run = CommandRun(["--routes", path], input: ["/a"])
    #expect(run.status == 0)
    #expect(run.output == [#"{"url": "/a", "pattern": null, "params": {}, "error": "noMatch"}"#])
  }
}

@Suite struct JSONTextTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("quote \" and \\", #""quote \" and \\""#),
    ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
    ("\u{00}\u{1F}", #""\u0000\u001f""#),
    ("é\u{1F600}\u{2028}/", "\"é\u{1F600}\u{2028}/\""),
  ])
  func escapesWhatJSONRequires(_ text: String, _ literal: String) {
    #expect(JSONText.string(text) == literal)
  }

  @Test func writesObjectsInOrder() {
    #expect(JSONText.object([("b", "1"), ("a", "2")]) == #"{"b": "1", "a": "2"}"#)
    #expect(JSONText.object([]) == "{}")
    #expect(JSONText.optionalString(nil) == "null")
  }
}

/// Another router's syntax in a routes file is refused with this router's
/// spelling, like `:id` and `*`, instead of being matched as literal text.
@MainActor
@Suite struct RouteCommandForeignSyntaxTests {
  @Test func patternsInAnotherRoutersSyntaxAreRefusedWithAHint() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("routes-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "/user/{id}\n/files/*path\n/all/**\n/post/(\\d+)\n".write(
      toFile: path,
      atomically: true,
      encoding: .utf8
    )
    let run = CommandRun(["--routes", path], input: ["/user/1"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.count == 4)
    let hints = ["write '<id>'", "write '<path:path>'", "write '<path:rest>'", "write '<int:id>'"]
    for (error, hint) in zip(run.errors, hints) {
      #expect(error.contains("another router's syntax; \(hint)"), "\(error)")
    }
  }
}
