import Foundation

/// One storm's settings and figures.
struct StormReport: Equatable, Sendable {
  var strategy: StrategyName
  var profile: LabProfile
  var seed: UInt64
  var metrics: StormMetrics

  /// The report as one JSON object with exactly the keys the issue lists, in that order.
  ///
  /// - Parameter wallClock: Whether to include `wallSeconds`, the one figure that depends on
  ///   the machine (`--no-wall-clock` leaves it out).
  /// - Returns: The JSON object, on one line.
  func json(wallClock: Bool = true) -> String {
    let faultsByKind =
      sortedKinds
      .map { "\"\($0)\":\(metrics.faults.byKind[$0] ?? 0)" }
      .joined(separator: ",")
    var fields: [(String, String)] = [
      ("strategy", "\"\(strategy.rawValue)\""),
      ("profile", "\"\(profile.rawValue)\""),
      ("seed", "\(seed)"),
      ("actions", "\(metrics.actions)"),
      ("faults", "\(metrics.faults.total)"),
      ("faultsByKind", "{\(faultsByKind)}"),
      ("lostIntents", "\(metrics.lostIntents)"),
      ("lostDeepLinks", "\(metrics.lostDeepLinks)"),
      ("routeFailures", "\(metrics.routeFailures)"),
      ("duplicateScreens", "\(metrics.duplicateScreens)"),
      ("stuckLocks", "\(metrics.stuckLocks)"),
      ("strandedRequests", "\(metrics.strandedRequests)"),
      ("invariantViolations", "\(metrics.invariantViolations)"),
      ("deadSwipes", "\(metrics.swipes.deadSwipes)"),
      ("rootSwipeFreezes", "\(metrics.swipes.rootSwipeFreezes)"),
      ("swipesDuringTransitions", "\(metrics.swipes.swipesDuringTransitions)"),
      ("scrollConflicts", "\(metrics.swipes.scrollConflicts)"),
      ("edgeSwipesLost", "\(metrics.swipes.edgeSwipesLost)"),
      ("swipesAllowedThatUIKitRefuses", "\(metrics.swipes.swipesAllowedThatUIKitRefuses)"),
      ("userInterruptionsRefused", "\(metrics.swipes.userInterruptionsRefused)"),
      ("scrollDelays", "\(metrics.swipes.scrollDelays)"),
      ("distinctDestinationsDropped", "\(metrics.realApp.distinctDestinationsDropped)"),
      ("overPops", "\(metrics.realApp.overPops)"),
      ("heldLinksLost", "\(metrics.realApp.heldLinksLost)"),
      ("orphanedPresentations", "\(metrics.realApp.orphanedPresentations)"),
      (
        "linksLostInForeignPresentations",
        "\(metrics.realApp.linksLostInForeignPresentations)"
      ),
      ("meanAddedLatencyMs", Self.number(metrics.latency.mean * 1000)),
      ("p99AddedLatencyMs", Self.number(metrics.latency.p99 * 1000)),
      ("virtualSeconds", Self.number(metrics.virtualSeconds)),
    ]
    if wallClock { fields.append(("wallSeconds", Self.number(metrics.wallSeconds))) }
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A human-readable summary, one figure per line.
  ///
  /// - Parameter wallClock: Whether to include the wall time (`--no-wall-clock` leaves it out).
  /// - Returns: The lines.
  func text(wallClock: Bool = true) -> [String] {
    let kinds = sortedKinds.map {
      "\($0)×\(metrics.faults.byKind[$0] ?? 0)"
    }
    var lines = [
      "storm: \(strategy.rawValue) on \(profile.rawValue), seed \(seed), \(metrics.actions) actions",
      "  crash-class faults  \(metrics.faults.crashes) (restarts \(metrics.restarts))",
      "  warnings            \(metrics.faults.warnings)",
      "  force-quits         \(metrics.relaunches) (frozen or stuck app relaunched by the user)",
      "  faults by kind      \(kinds.isEmpty ? "none" : kinds.joined(separator: " "))",
      "  lost intents        \(metrics.lostIntents) of \(metrics.intents)",
      "  lost deep links     \(metrics.lostDeepLinks)",
      "  route failures      \(metrics.routeFailures)",
      "  duplicate screens   \(metrics.duplicateScreens)",
      "  stuck locks         \(metrics.stuckLocks)",
      "  stranded requests   \(metrics.strandedRequests)",
      "  invariant violations \(metrics.invariantViolations)",
    ]
    lines += metrics.swipes.textLines
    lines += metrics.realApp.textLines
    lines.append(
      "  added latency       mean \(Self.milliseconds(metrics.latency.mean)), "
        + "p99 \(Self.milliseconds(metrics.latency.p99))"
    )
    lines.append("  virtual time        \(String(format: "%.1f", metrics.virtualSeconds)) s")
    if wallClock {
      lines.append("  wall time           \(String(format: "%.2f", metrics.wallSeconds)) s")
    }
    return lines
  }

  /// The fault kinds seen, in Docs/UIKitFacts.md's order (F1, F2, …, F15).
  private var sortedKinds: [String] {
    metrics.faults.byKind.keys.sorted { lhs, rhs in
      (Int(lhs.dropFirst()) ?? 0, lhs) < (Int(rhs.dropFirst()) ?? 0, rhs)
    }
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return String(format: "%.3f", value)
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }
}

extension StormReport {
  /// The report of `configuration` from its shards' results, merged in index order; its wall
  /// seconds are the time since `started`.
  init(_ configuration: StormConfiguration, merging results: [ShardResult], since started: Date) {
    self.init(configuration, metrics: StormMetrics.merged(results.map(\.metrics)), since: started)
  }

  /// The report of `configuration` with its shards' `metrics`, already merged in index order;
  /// its wall seconds are the time since `started`.
  init(_ configuration: StormConfiguration, metrics: StormMetrics, since started: Date) {
    var metrics = metrics
    metrics.wallSeconds = Date().timeIntervalSince(started)
    self.init(
      strategy: configuration.strategy,
      profile: configuration.profile,
      seed: configuration.seed,
      metrics: metrics
    )
  }
}
