extension PopupStormFigures {
  /// The figures as `storm --app popups --json` prints them: the storm's settings, then each
  /// pop-up figure, then `strandedRequests`.
  ///
  /// - Parameters:
  ///   - strategy: The pop-up strategy the storm ran.
  ///   - profile: Its UIKit profile.
  ///   - seed: Its seed.
  ///   - actions: Its events.
  /// - Returns: One JSON object, on one line.
  func json(
    strategy: PopupStrategyName,
    profile: LabProfile,
    seed: UInt64,
    actions: Int
  ) -> String {
    let head = [
      "\"popupStrategy\":\"\(strategy.rawValue)\"", "\"profile\":\"\(profile.rawValue)\"",
      "\"seed\":\(seed)", "\"actions\":\(actions)",
    ]
    let fields = jsonFields.map { "\"\($0.0)\":\($0.1)" }
    return "{" + (head + fields).joined(separator: ",") + "}"
  }

  /// Each figure's name and value: the pop-up figures, then `strandedRequests`.
  var jsonFields: [(String, String)] {
    popups.jsonFields + [("strandedRequests", "\(strandedRequests)")]
  }
}
