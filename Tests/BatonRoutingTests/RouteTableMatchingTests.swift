import Baton
import BatonRouting
import Testing

/// Matches and what they carry; the rule tables are in `URLHandlingMatchTests`,
/// `TypedParameterMatchTests` and `PrecedenceMatchTests`.
@Suite struct RouteTableMatchingTests {
  @Test func theTableHoldsAtLeastSixtyCases() {
    let count =
      URLHandlingMatchTests.urlHandling.count + TypedParameterMatchTests.typedParameters.count
      + PrecedenceMatchTests.precedence.count
    #expect(count >= 60)
  }

  @Test func allQueryValuesStayAvailable() throws {
    var table = RouteTable()
    try table.add("/list/<int:id>")
    let match = try table.match("/list/3?tag=a&tag=b%20c&other=1&id=9")
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
