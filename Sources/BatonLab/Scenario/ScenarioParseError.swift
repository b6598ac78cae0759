/// A scenario line the parser does not understand.
package struct ScenarioParseError: Error, Equatable, CustomStringConvertible {
  package var line: Int
  package var text: String
  package var problem: String

  package var description: String { "line \(line): \(problem): \(text)" }
}
