import Foundation

/// The figures of one storm or scenario run (DESIGN §9).
struct StormMetrics: Equatable, Sendable {
  var actions = 0
  var faults = FaultTally()
  /// How many times the simulated app crashed and was restarted.
  var restarts = 0
  /// How many times the user force-quit an app that no longer responded (frozen or stuck).
  var relaunches = 0
  var intents = 0
  var lostIntents = 0
  var lostDeepLinks = 0
  var duplicateScreens = 0
  var stuckLocks = 0
  var invariantViolations = 0
  var latency = LatencySummary()
  /// Virtual seconds from launch until the app drained after the last action.
  var virtualSeconds: TimeInterval = 0
  var wallSeconds: TimeInterval = 0
}
