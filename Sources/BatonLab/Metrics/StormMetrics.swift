import Foundation

/// The figures of one storm or scenario run (DESIGN §9).
struct StormMetrics: Equatable, Sendable, Codable {
  var actions = 0
  var faults = FaultTally()
  /// How many times the simulated app crashed and was restarted.
  var restarts = 0
  /// How many times the user force-quit an app that no longer responded (frozen or stuck).
  var relaunches = 0
  var intents = 0
  var lostIntents = 0
  var lostDeepLinks = 0
  /// Deep links the app's `BatonRouter` could not resolve (no route, or a factory declined or
  /// failed); 0 when every link of the catalogue routes.
  var routeFailures = 0
  var duplicateScreens = 0
  var stuckLocks = 0
  /// Requests that waited in a Baton lane with nothing running for longer than the stall bound
  /// (see ``StrandedRequestWatch``); 0 for the strategies without a lane.
  var strandedRequests = 0
  var invariantViolations = 0
  /// The swipe-back figures.
  var swipes = SwipeFigures()
  /// The figures of real apps' habits.
  var realApp = RealAppFigures()
  /// The added latencies, at 1 µs resolution.
  var latency = LatencyHistogram()
  /// Virtual seconds from launch until the app drained after the last action (for a storm in
  /// shards, the sum over its shards: they are lives one after the other).
  var virtualSeconds: TimeInterval = 0
  /// Wall time; a merge adds it up, and a storm then sets its own.
  var wallSeconds: TimeInterval = 0
  /// The pop-up figures, for a storm with pop-ups (`--popups`).
  var popups: PopupStormMetrics?

  /// Adds the figures of `other`, another shard of the same storm.
  ///
  /// Counts add up, latency histograms merge exactly, virtual (and wall) seconds add up. The
  /// only inexact part is the floating-point sum of seconds, so shards are merged in index order.
  mutating func merge(_ other: StormMetrics) {
    actions += other.actions
    faults.merge(other.faults)
    restarts += other.restarts
    relaunches += other.relaunches
    intents += other.intents
    lostIntents += other.lostIntents
    lostDeepLinks += other.lostDeepLinks
    routeFailures += other.routeFailures
    duplicateScreens += other.duplicateScreens
    stuckLocks += other.stuckLocks
    strandedRequests += other.strandedRequests
    invariantViolations += other.invariantViolations
    swipes.merge(other.swipes)
    realApp.merge(other.realApp)
    latency.merge(other.latency)
    virtualSeconds += other.virtualSeconds
    wallSeconds += other.wallSeconds
    if let theirs = other.popups { popups = (popups ?? PopupStormMetrics()).merged(with: theirs) }
  }

  /// The figures of `parts` merged in order (the empty figures for none).
  static func merged(_ parts: [StormMetrics]) -> StormMetrics {
    var total = StormMetrics()
    for part in parts { total.merge(part) }
    return total
  }
}
