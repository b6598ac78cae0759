/// The arguments of one command, parsed by hand: `--name value`, `--name=value`, switches and
/// positional arguments.
struct ParsedArguments: Equatable {
  /// An option a command accepts.
  struct Option: Equatable {
    var name: String
    var takesValue: Bool

    static func value(_ name: String) -> Option { Option(name: name, takesValue: true) }
    static func flag(_ name: String) -> Option { Option(name: name, takesValue: false) }
  }

  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { flags.contains("--help") }

  /// Parses `arguments` against `options`; `--help` and `-h` are always accepted.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command name.
  ///   - options: The options the command accepts.
  ///   - command: The command's name, for messages.
  ///   - maximumPositionals: How many positional arguments the command takes.
  /// - Returns: The parsed arguments.
  /// - Throws: A ``UsageError`` for an unknown option, a missing value or an extra argument.
  static func parse(
    _ arguments: [String],
    options: [Option],
    command: String,
    maximumPositionals: Int = 0
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        parsed.flags.insert("--help")
        continue
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        guard parsed.positionals.count < maximumPositionals else {
          throw .unexpectedArgument(argument)
        }
        parsed.positionals.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw .unknownFlag(name, command: command)
      }
      guard option.takesValue else {
        guard inlineValue == nil else { throw .unexpectedArgument(argument) }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw .missingValue(flag: name)
      }
    }
    return parsed
  }

  /// Whether the option `name` was given, as a switch or with a value.
  func has(_ name: String) -> Bool {
    values[name] != nil || flags.contains(name)
  }

  /// Refuses each option of `names` that was given: it would do nothing `context`.
  ///
  /// - Throws: ``UsageError/inapplicable(flag:context:)`` for the first one given.
  func refuse(_ names: [String], _ context: String) throws(UsageError) {
    for name in names where has(name) {
      throw .inapplicable(flag: name, context: context)
    }
  }

  /// The value of an integer option within `range`, or `defaultValue` when absent.
  ///
  /// Underscores may group digits (`1_000_000`).
  ///
  /// - Throws: ``UsageError/invalidValue(flag:value:expected:)`` for a value that is not a whole
  ///   number or lies outside `range` (one too large for `Int` included).
  func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>)
    throws(UsageError) -> Int
  {
    guard let text = values[name] else { return defaultValue }
    let digits = text.replacingOccurrences(of: "_", with: "")
    guard let value = Int(digits), range.contains(value) else {
      throw .invalidValue(
        flag: name,
        value: text,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  /// The value of an unsigned 64-bit option, or `defaultValue` when absent.
  func seed(_ name: String, default defaultValue: UInt64) throws(UsageError) -> UInt64 {
    guard let text = values[name] else { return defaultValue }
    guard let value = UInt64(text) else {
      throw .invalidValue(flag: name, value: text, expected: "an unsigned integer")
    }
    return value
  }

  /// The value of an option naming one of `Choice`'s cases, or `defaultValue` when absent.
  func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: Choice)
    throws(UsageError) -> Choice where Choice.RawValue == String
  {
    guard let text = values[name] else { return defaultValue }
    guard let value = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: "|")
      throw .invalidValue(flag: name, value: text, expected: names)
    }
    return value
  }
}
