/// A command line the lab cannot run; reported with exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String)
  case unknownFlag(String, command: String)
  case missingValue(flag: String)
  case invalidValue(flag: String, value: String, expected: String)
  case missingArgument(String)
  case unexpectedArgument(String)
  /// An option the command accepts, given where it would do nothing (`--popups` with
  /// `--app swiftui`); `context` says where, as in "with --app swiftui".
  case inapplicable(flag: String, context: String)

  var description: String {
    switch self {
    case .unknownCommand(let name):
      return "unknown command '\(name)'"
    case .unknownFlag(let flag, let command):
      return "unknown option '\(flag)' for '\(command)' (see 'baton-lab \(command) --help')"
    case .missingValue(let flag):
      return "option '\(flag)' needs a value"
    case .invalidValue(let flag, let value, let expected):
      return "invalid value '\(value)' for '\(flag)': expected \(expected)"
    case .missingArgument(let name):
      return "missing argument: \(name)"
    case .unexpectedArgument(let argument):
      return "unexpected argument '\(argument)'"
    case .inapplicable(let flag, let context):
      return "option '\(flag)' does nothing \(context); leave it out"
    }
  }
}
