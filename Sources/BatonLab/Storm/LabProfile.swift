/// The UIKit behaviour the simulated app runs on.
public enum LabProfile: String, CaseIterable, Sendable {
  /// iOS 7-era UIKit: overlapping navigation animations corrupt the bar and crash.
  case legacy
  /// iOS 13+ UIKit: navigation calls during a transition are deferred or dropped.
  case modern
}
