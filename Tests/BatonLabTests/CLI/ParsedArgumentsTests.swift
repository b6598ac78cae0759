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
    #expect(try parsed.integer("--seed", default: 0) == 42)
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
    #expect(throws: UsageError.self) { try parsed.integer("--actions", default: 1) }
    let words = try ParsedArguments.parse(
      ["--actions=ten"],
      options: [.value("--actions")],
      command: "x"
    )
    #expect(throws: UsageError.self) { try words.integer("--actions", default: 1) }
  }
}
