/// The real-app figures a scenario can check.
enum RealAppCounter: String, CaseIterable, Sendable {
  case distinctDestinationsDropped = "distinct-destinations-dropped"
  case overPops = "over-pops"
  case heldLinksLost = "held-links-lost"

  /// This figure in what `probe` has counted so far.
  @MainActor
  func value(in probe: LabProbe) -> Int {
    switch self {
    case .distinctDestinationsDropped: probe.realApp.distinctDestinationsDropped
    case .overPops: probe.removals.overPops
    case .heldLinksLost: probe.heldLinks.lost
    }
  }
}

extension ScenarioExpectationParser {
  /// Parses `expect over-pops N` and the other real-app figures, or returns nil for any other
  /// subject.
  static func realAppExpectation(
    _ subject: String,
    _ rest: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Expectation? {
    guard let counter = RealAppCounter(rawValue: subject) else { return nil }
    guard rest.count == 1, let value = Int(rest[0]), value >= 0 else {
      throw fail("expected 'expect \(subject) N'")
    }
    return .count(.realApp(counter), value)
  }
}
