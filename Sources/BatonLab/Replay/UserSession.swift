import Foundation

/// A recording an app exported from its ``FlightRecorder`` (no storm header), turned into the
/// lab app's inputs so that `replay` can run it on HeadlessUIKit.
///
/// Each request the window recorded becomes the lab app's nearest action at the recorded time:
/// a push taps the button that pushes the same screen type (`detail` when the lab app has none),
/// a present taps `login` or `settings`, a dismiss taps `close`, a pop is Back, a pop to root
/// taps the selected tab, a tab selection taps that tab, and a swipe-back is a swipe that
/// finishes or is abandoned as recorded, over the recorded time. Requests the app makes by itself
/// (resets, pop-ups) are left to the app.
enum UserSession {
  /// The recorded request outcomes, in order, as `kind outcome` (what a replay compares).
  static func outcomes(of events: [[String: Any]]) -> [String] {
    var kinds: [Int: String] = [:]
    var outcomes: [String] = []
    for event in events {
      guard let id = event["id"] as? Int else { continue }
      switch event["e"] as? String {
      case "requested": kinds[id] = event["kind"] as? String
      case "finished":
        outcomes.append("\(kinds[id] ?? "?") \(event["outcome"] as? String ?? "?")")
      default: break
      }
    }
    return outcomes
  }

  /// A one-shard storm log that performs `events`' requests on the lab app.
  static func log(
    from events: [[String: Any]],
    strategy: StrategyName,
    profile: LabProfile
  ) -> StormLog {
    var inputs: [StormLog.Input] = []
    var swipes: [Int: TimeInterval] = [:]
    var selectedTab = 0
    var last: TimeInterval?
    func add(_ action: UserAction, at time: TimeInterval) {
      inputs.append(
        StormLog.Input(time: time, timed: TimedAction(gap: time - (last ?? time), action: action))
      )
      last = time
    }
    for event in events {
      guard let time = event["t"] as? Double, let id = event["id"] as? Int else { continue }
      let kind = event["kind"] as? String ?? ""
      let label = event["label"] as? String ?? ""
      switch event["e"] as? String {
      case "requested" where kind == "interactivePop":
        swipes[id] = time
      case "requested":
        guard let action = action(kind: kind, label: label, selectedTab: &selectedTab) else {
          continue
        }
        add(action, at: time)
      case "finished":
        guard let began = swipes.removeValue(forKey: id) else { continue }
        let outcome = event["outcome"] as? String
        guard outcome == "completed" || outcome == "cancelled" else { continue }
        let duration = max(0.05, time - began)
        add(.swipeBack(finishes: outcome == "completed", duration: duration), at: began)
      default:
        continue
      }
    }
    inputs.sort { $0.time < $1.time }
    var previous = inputs.first?.time ?? 0
    for index in inputs.indices {
      inputs[index].timed.gap = inputs[index].time - previous
      previous = inputs[index].time
    }
    let configuration = StormConfiguration(
      strategy: strategy,
      profile: profile,
      seed: 0,
      actions: max(1, inputs.count),
      shardSize: max(1, inputs.count)
    )
    var shard = StormLog.Shard(shard: StormShard(index: 0, seed: 0, actions: max(1, inputs.count)))
    shard.launches = [nil]
    shard.inputs = inputs
    var log = StormLog()
    log.configuration = configuration
    log.shards = [shard]
    return log
  }

  /// The lab app's action nearest to a recorded request, or nil for one the app makes itself.
  private static func action(kind: String, label: String, selectedTab: inout Int) -> UserAction? {
    switch kind {
    case "push":
      let buttons: [(String, ScreenButton)] = [
        ("Comments", .comments), ("Profile", .profile), ("Product", .product),
      ]
      return .tap(buttons.first { label.contains($0.0) }?.1 ?? .detail)
    case "present": return .tap(label.contains("Login") ? .login : .settings)
    case "dismiss": return .tap(.close)
    case "pop", "popTo": return .back
    case "popToRoot": return .selectTab(selectedTab)
    case "selectTab":
      selectedTab = label.last.flatMap { Int(String($0)) } ?? selectedTab
      return .selectTab(selectedTab)
    default: return nil
    }
  }
}
