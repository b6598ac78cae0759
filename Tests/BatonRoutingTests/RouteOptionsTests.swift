import Baton
import BatonRouting
import Testing

/// `+` in queries, fragment parameters and repeated query names.
@Suite struct RouteOptionsTests {
  private func match(_ url: String, _ options: RouteOptions = RouteOptions()) throws -> RouteMatch {
    var table = RouteTable(options: options)
    try table.add("/search")
    return try table.match(url)
  }

  @Test func aPlusIsLiteralByDefaultAsFoundationReadsIt() throws {
    let found = try match("/search?q=C++&n=%2B1%20555")
    #expect(found["q"] == "C++")
    #expect(found["n"] == "+1 555")
  }

  @Test func aPlusCanMeanASpaceAsHTMLFormsWriteIt() throws {
    let found = try match("/search?q=C++&q2=a+b&n=%2B1", RouteOptions(readsPlusAsSpace: true))
    #expect(found["q"] == "C  ")
    #expect(found["q2"] == "a b")
    #expect(found["n"] == "+1")
    #expect(
      try RouteURL(parsing: "/a?x=1+2", options: RouteOptions(readsPlusAsSpace: true)).queryItems
        == [
          RouteParameter(name: "x", value: "1 2")
        ]
    )
  }

  @Test func aPlusInThePathIsAlwaysLiteral() throws {
    var table = RouteTable(options: RouteOptions(readsPlusAsSpace: true))
    try table.add("/tag/<name>")
    #expect(try table.match("/tag/C++")["name"] == "C++")
  }

  @Test func theFragmentIsIgnoredByDefault() throws {
    let found = try match("/search?q=1#access_token=abc&state=xyz")
    #expect(found["access_token"] == nil)
    #expect(found.fragmentItems.isEmpty)
    #expect(try self.match("/search#not a=parameter%").url.fragmentItems.isEmpty)
  }

  @Test func fragmentParametersOnRequestJoinAfterTheQuery() throws {
    let options = RouteOptions(readsFragmentParameters: true)
    let found = try match("/search?state=query#access_token=a%2Fb&state=fragment&x", options)
    #expect(found["access_token"] == "a/b")
    #expect(found["state"] == "query")
    #expect(found.fragmentItems.map(\.name) == ["access_token", "state", "x"])
    #expect(
      found.mergedParameters.map { "\($0.name)=\($0.value)" } == [
        "state=query", "access_token=a/b", "x=",
      ]
    )
  }

  @Test func aMalformedFragmentIsAMalformedURLWhenItIsRead() throws {
    let options = RouteOptions(readsFragmentParameters: true)
    #expect(
      throws: RouteError.malformedURL(
        text: "/search#a=%zz",
        position: 10,
        problem: .invalidPercentEscape
      )
    ) {
      try match("/search#a=%zz", options)
    }
    #expect(
      throws: RouteError.malformedURL(text: "/search#a b", position: 9, problem: .invalidCharacter)
    ) {
      try match("/search#a b", options)
    }
  }

  @Test func aRepeatedQueryNameIsAnArray() throws {
    let found = try match("/search?tag=a&tag=b&tag=c")
    #expect(found.queryValues(for: "tag") == ["a", "b", "c"])
    #expect(found["tag"] == "c")
    #expect(found.parameters["tag"] == "c")
  }
}
