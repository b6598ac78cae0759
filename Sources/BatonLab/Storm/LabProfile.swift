import HeadlessUIKit

/// The UIKit behaviour the simulated app runs on, by iOS era (see HeadlessUIKit's
/// `Headless.Profile`).
package enum LabProfile: String, CaseIterable, Sendable {
  /// iOS 7–8: overlapping navigation animations corrupt the bar and crash.
  case legacy
  /// About iOS 9–18: navigation calls during a transition are deferred to its end; during a
  /// conflicting modal transition (alerts, current-context styles) animated ones are dropped.
  case deferring
  /// iOS 26 fluid transitions: a navigation call during a transition preempts it.
  case fluid

  /// The model's profile for this one.
  var worldProfile: Headless.Profile {
    switch self {
    case .legacy: .legacy
    case .deferring: .deferring
    case .fluid: .fluid
    }
  }
}
