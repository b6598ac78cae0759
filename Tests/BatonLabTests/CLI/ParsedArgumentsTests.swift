import Testing

@testable import BatonLab

@Suite struct ParsedArgumentsTests {
  private let options: [ParsedArguments.Option] = [.value("--seed"), .flag("--json")]

  @Test func readsValuesSwitchesAndPositionals() throws {
    let parsed = try ParsedArguments.parse(
      ["file.txt", "--seed", "7", "--json"],
      options: options,
      command: "x",
      maximumPositionals: 1
    )
    #expect(parsed.values == ["--seed": "7"])
    #expect(parsed.flags == ["--json"])
    #expect(parsed.positionals == ["file.txt"])
    #expect(try parsed.seed("--seed", default: 1) == 7)
  }

  @Test func acceptsTheEqualsForm() throws {
    let parsed = try ParsedArguments.parse(["--seed=42"], options: options, command: "x")
    #expect(try parsed.integer("--seed", default: 0, in: 0...100) == 42)
  }

  @Test func recognisesHelpEverywhere() throws {
    #expect(try ParsedArguments.parse(["-h"], options: [], command: "x").wantsHelp)
    #expect(try ParsedArguments.parse(["--help"], options: [], command: "x").wantsHelp)
  }

  @Test(arguments: [
    (["--nope"], UsageError.unknownFlag("--nope", command: "x")),
    (["--seed"], UsageError.missingValue(flag: "--seed")),
    (["--seed", "--json"], UsageError.missingValue(flag: "--seed")),
    (["extra"], UsageError.unexpectedArgument("extra")),
    (["--json=yes"], UsageError.unexpectedArgument("--json=yes")),
  ])
  func rejectsBadArguments(arguments: [String], expected: UsageError) {
    #expect(throws: expected) {
      try ParsedArguments.parse(arguments, options: options, command: "x")
    }
  }

  @Test func rejectsAnUnknownChoiceNamingTheValidOnes() throws {
    let parsed = try ParsedArguments.parse(
      ["--strategy", "magic"],
      options: [.value("--strategy")],
      command: "x"
    )
    #expect(throws: UsageError.self) {
      try parsed.choice("--strategy", default: StrategyName.baton)
    }
    do {
      _ = try parsed.choice("--strategy", default: StrategyName.baton)
    } catch {
      #expect(
        error.description.contains("raw|delay|switching-flag|window-lock|replace-delegate|baton")
      )
    }
  }

  @Test func rejectsNegativeAndNonNumericCounts() throws {
    let parsed = try ParsedArguments.parse(
      ["--actions", "-5"],
      options: [.value("--actions")],
      command: "x"
    )
    #expect(throws: UsageError.self) { try parsed.integer("--actions", default: 1, in: 0...10) }
    let words = try ParsedArguments.parse(
      ["--actions=ten"],
      options: [.value("--actions")],
      command: "x"
    )
    #expect(throws: UsageError.self) { try words.integer("--actions", default: 1, in: 0...10) }
  }

  @Test(arguments: ["0", "11", "99999999999999999999", "1e3", "", " 5", "5.0"])
  func rejectsACountOutsideItsBoundsNamingThem(text: String) throws {
    let parsed = try ParsedArguments.parse(
      ["--actions=\(text)"],
      options: [.value("--actions")],
      command: "x"
    )
    #expect(
      throws: UsageError.invalidValue(
        flag: "--actions",
        value: text,
        expected: "a whole number from 1 to 10"
      )
    ) { try parsed.integer("--actions", default: 1, in: 1...10) }
  }

  @Test func acceptsTheBoundsThemselvesAndGroupedDigits() throws {
    let parsed = try ParsedArguments.parse(
      ["--low", "1", "--high", "1_000"],
      options: [.value("--low"), .value("--high")],
      command: "x"
    )
    #expect(try parsed.integer("--low", default: 5, in: 1...1_000) == 1)
    #expect(try parsed.integer("--high", default: 5, in: 1...1_000) == 1_000)
    #expect(try parsed.integer("--absent", default: 5, in: 1...1_000) == 5)
  }
}
