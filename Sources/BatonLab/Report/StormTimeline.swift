import Baton
import Foundation

/// The transitions of one short storm, per track (the window, each stack, the modals), with
/// its faults and the user's actions: what the report's timeline draws.
struct StormTimeline: Equatable {
  /// A transition on a track, in virtual seconds.
  struct Span: Equatable {
    var name: String
    var kind: String
    var start: TimeInterval
    var end: TimeInterval
    var cancelled: Bool
  }

  /// A moment on a track: a fault or a user action.
  struct Mark: Equatable {
    var name: String
    var time: TimeInterval
    var isCrash: Bool
  }

  /// One row of the timeline.
  struct Track: Equatable {
    var name: String
    var spans: [Span] = []
    var faults: [Mark] = []
    var actions: [Mark] = []
  }

  var strategy: StrategyName
  var profile: LabProfile
  var seed: UInt64
  var actions: Int
  /// The rows that have something to show, in the trace's order.
  var tracks: [Track]
  /// The virtual seconds the storm lasted.
  var duration: TimeInterval

  /// Runs a storm of `actions` user actions with a trace and keeps its timeline.
  @MainActor
  static func record(
    strategy: StrategyName,
    profile: LabProfile,
    seed: UInt64,
    actions: Int
  ) -> StormTimeline {
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions
    )
    var trace: LabTrace? = LabTrace()
    let report = StormRunner.run(configuration, trace: &trace)
    return StormTimeline(
      strategy: strategy,
      profile: profile,
      seed: seed,
      actions: actions,
      tracks: trace.map { tracks(of: $0.trace) } ?? [],
      duration: report.metrics.virtualSeconds
    )
  }

  /// The trace's tracks that hold a span, a fault or a user action.
  static func tracks(of trace: ChromeTrace) -> [Track] {
    var order: [Int] = []
    var tracks: [Int: Track] = [:]
    for event in trace.events {
      switch event.phase {
      case .metadata:
        guard event.name == "thread_name", let name = event.arguments["name"] else { continue }
        order.append(event.threadID)
        tracks[event.threadID] = Track(name: name)
      case .complete:
        tracks[event.threadID]?.spans.append(
          Span(
            name: event.name,
            kind: event.arguments["kind"] ?? "",
            start: event.time,
            end: event.time + event.duration,
            cancelled: event.arguments["ended"] == "cancelled"
          )
        )
      case .instant:
        let mark = Mark(
          name: event.name,
          time: event.time,
          isCrash: event.category.contains("crash")
        )
        if event.category.hasPrefix("fault") {
          tracks[event.threadID]?.faults.append(mark)
        } else if event.category == "user" {
          tracks[event.threadID]?.actions.append(mark)
        }
      }
    }
    return order.compactMap { tracks[$0] }.filter {
      !$0.spans.isEmpty || !$0.faults.isEmpty || !$0.actions.isEmpty
    }
  }
}
