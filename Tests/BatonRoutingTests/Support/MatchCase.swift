import Baton
import BatonRouting
import Testing

/// One row of the matching table: the rule it checks, the patterns, a URL and the outcome.
struct MatchCase: Sendable, CustomTestStringConvertible {
  enum Expected: Sendable, Equatable {
    /// The pattern (as written) that matches, and the merged parameters.
    case match(String, [String: String])
    /// The error's case name.
    case error(String)
  }

  let rule: String
  let patterns: [String]
  let url: String
  let expected: Expected

  init(_ rule: String, _ patterns: [String], _ url: String, _ expected: Expected) {
    self.rule = rule
    self.patterns = patterns
    self.url = url
    self.expected = expected
  }

  var testDescription: String { "\(rule): \(url)" }

  /// Runs the case on a fresh table.
  func run() throws -> Expected {
    var table = RouteTable()
    for pattern in patterns { try table.add(pattern) }
    do throws(RouteError) {
      let match = try table.match(url)
      return .match(match.pattern.text, match.parameters)
    } catch {
      return .error(error.caseName)
    }
  }
}
