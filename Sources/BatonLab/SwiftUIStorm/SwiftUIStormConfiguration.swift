import Baton
import BatonSwiftUI
import SwiftUITimingModel

/// The ways of writing SwiftUI's navigation bindings that the SwiftUI storm compares.
enum SwiftUIStrategyName: String, CaseIterable, Sendable {
  /// Every change written to the bindings at once, SwiftUI's writes applied without ids.
  case raw
  /// The FlowStacks / NavigationBackport recipe: one step, sleep 0.65 s, the next step.
  case fixedDelay = "fixed-delay"
  /// Baton's navigation model, planner and driver on a lane, ended by completion signals.
  case baton
}

/// The iOS release whose SwiftUI the storm's timing model follows.
enum SwiftUIProfile: String, CaseIterable, Sendable {
  /// `NavigationView`: one push and one dismissal per update.
  case ios15
  /// `NavigationStack`: whole paths, one dismissal per update.
  case ios16
  /// Whole paths and several dismissals per update.
  case ios17

  /// What this release's SwiftUI can do in one update.
  var capabilities: NavigationCapabilities {
    switch self {
    case .ios15: .iOS15
    case .ios16: .iOS16
    case .ios17: .iOS17
    }
  }
}

/// One SwiftUI storm: a seeded random user against the model of SwiftUI's timing.
struct SwiftUIStormConfiguration: Hashable, Sendable {
  var strategy: SwiftUIStrategyName
  var profile: SwiftUIProfile
  var seed: UInt64
  var actions: Int
  /// The durations the timing model runs on.
  var timing: SwiftUITiming = .standard
}

/// What a SwiftUI storm counted.
struct SwiftUIStormMetrics: Hashable, Sendable {
  /// Pushes SwiftUI dropped (a second update in a frame, a push with a dismissal, a root change
  /// with a push, several pushes in one `NavigationView` update).
  var lostPushes = 0
  /// Layers SwiftUI never showed (presented during a presentation, a second sheet in one
  /// update), plus layers a stale binding write dismissed (FlowStacks #69).
  var droppedPresentations = 0
  /// Alerts SwiftUI never showed (during a presentation, over another alert).
  var lostAlerts = 0
  /// Alerts on screen dismissed by an older alert's late `nil` write (TCA #3272).
  var wipedAlerts = 0
  /// The sum of every step's added latency, in seconds.
  var addedLatencySum = 0.0
  /// How many steps were measured.
  var steps = 0
  /// The model's faults.
  var faults = 0
  /// The virtual time the storm took, in seconds.
  var virtualSeconds = 0.0

  /// The mean added latency per step, in milliseconds.
  var meanAddedLatencyMs: Double { steps == 0 ? 0 : addedLatencySum / Double(steps) * 1000 }
}
