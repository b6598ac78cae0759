import Baton
import BatonRouting
import Testing

/// Matching rules of typed parameters: accepted forms and canonical values.
@Suite struct TypedParameterMatchTests {
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

  @Test(arguments: typedParameters)
  func typedParameterRule(_ row: MatchCase) throws {
    #expect(try row.run() == row.expected)
  }
}
