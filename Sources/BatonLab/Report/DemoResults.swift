/// The demo's figures: one storm per strategy on each profile the demo ran, same seed and size.
struct DemoResults: Equatable, Sendable {
  /// The storms of one profile, one per strategy in the demo's order.
  struct ProfileRun: Equatable, Sendable {
    var profile: LabProfile
    var reports: [StormReport]

    /// The reports of `strategies`, in that order; a strategy this run did not storm is left out.
    ///
    /// - Parameter strategies: The rows to pick.
    /// - Returns: One report per strategy of `strategies` that this run stormed.
    func reports(of strategies: [StrategyName]) -> [StormReport] {
      strategies.compactMap { strategy in reports.first { $0.strategy == strategy } }
    }
  }

  var actions: Int
  var seed: UInt64
  var profiles: [ProfileRun]

  /// The same figures with only the storms of `strategies`, in that order, on each profile.
  ///
  /// - Parameter strategies: The strategies to keep.
  /// - Returns: The figures of those strategies.
  func only(_ strategies: [StrategyName]) -> DemoResults {
    var kept = self
    kept.profiles = profiles.map { run in
      DemoResults.ProfileRun(profile: run.profile, reports: run.reports(of: strategies))
    }
    return kept
  }

  /// The figures as one JSON object: the seed, the storm size, and per profile each storm's
  /// object as `storm --json` prints it.
  ///
  /// - Parameter wallClock: Whether each storm's object has its `wallSeconds`.
  /// - Returns: The JSON object, on one line.
  func json(wallClock: Bool = true) -> String {
    let profileObjects = profiles.map { run in
      let storms = run.reports.map { $0.json(wallClock: wallClock) }.joined(separator: ",")
      return "{\"profile\":\"\(run.profile.rawValue)\",\"storms\":[\(storms)]}"
    }
    return "{\"seed\":\(seed),\"actions\":\(actions),\"profiles\":["
      + profileObjects.joined(separator: ",") + "]}"
  }
}
