/// A scenario line the parser does not understand.
struct ScenarioParseError: Error, Equatable, CustomStringConvertible {
  var line: Int
  var text: String
  var problem: String

  var description: String { "line \(line): \(problem): \(text)" }
}
