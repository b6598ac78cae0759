import Baton
import BatonSwiftUI
import Foundation
import SwiftUITimingModel

/// `baton-lab storm --app swiftui`: one SwiftUI storm, or every strategy side by side.
@MainActor
enum SwiftUIStormCommand {
  static let help = """
    usage: baton-lab storm --app swiftui [--strategy S | --compare] [--profile P] [--seed N]
                           [--actions K] [--json] [--no-wall-clock]
                           [--timing-scale 0.5|1|2] [--frame-rate 60|120]

    Runs a seeded random user (pushes, pops, back taps, swipe-backs, sheet and cover presents,
    swipe-down dismisses, alerts and their buttons, root changes, deep links) against the model
    of SwiftUI's navigation timing, on its virtual clock, in this process.

    options:
      --strategy S    raw | fixed-delay | baton                           (default baton)
      --compare       run all three on the same seed and print them side by side
      --profile P     ios15 | ios16 | ios17                               (default ios17)
      --seed N        the random user's seed                              (default 1)
      --actions K     how many user actions, 1 to 100000000               (default 20000)
      --json          one JSON object: strategy, profile, seed, actions, lostPushes,
                      droppedPresentations, lostAlerts, wipedAlerts, faults,
                      meanAddedLatencyMs, virtualSeconds, timing, wallSeconds; with
                      --compare, {"storms":[…]} holding one such object per strategy
      --no-wall-clock leave out wallSeconds (and the text's wall time): the same storm then
                      prints the same bytes on any machine
      --timing-scale F  the timing model's durations (push, present, alert, a swiped sheet's
                      late write) times F: 0.5 | 1 | 2                   (default 1)
      --frame-rate R  the timing model's frames per second: 60 | 120 (ProMotion) (default 60)

    The report names the durations the model ran on and what backs each one (no source,
    reported, measured); --json gives them as "timing". Baton's steps end by SwiftUI's signals,
    not by these durations; the raw and fixed-delay figures depend on them.
    """

  /// The option that scales the timing model's durations.
  static let timingScaleOption = "--timing-scale"
  /// The option that sets the timing model's frame rate.
  static let frameRateOption = "--frame-rate"

  /// A factor the timing model's durations are scaled by.
  enum TimingScale: String, CaseIterable {
    case half = "0.5"
    case standard = "1"
    case double = "2"

    var factor: Double { Double(rawValue) ?? 1 }
  }

  /// Frames per second of the timing model.
  enum FrameRate: String, CaseIterable {
    case sixty = "60"
    case proMotion = "120"

    var perSecond: Double { Double(rawValue) ?? 60 }
  }

  /// Runs the SwiftUI storm of `actions` user actions (checked by ``StormCommand``).
  static func run(_ parsed: ParsedArguments, actions: Int, io: CommandIO) throws -> Int32 {
    let strategies =
      parsed.flags.contains("--compare")
      ? SwiftUIStrategyName.allCases
      : [try parsed.choice("--strategy", default: SwiftUIStrategyName.baton)]
    let profile = try parsed.choice("--profile", default: SwiftUIProfile.ios17)
    let seed = try parsed.seed("--seed", default: 1)
    let wallClock = !parsed.flags.contains(StormCommand.noWallClockFlag)
    let scale = try parsed.choice(timingScaleOption, default: TimingScale.standard)
    let frameRate = try parsed.choice(frameRateOption, default: FrameRate.sixty)
    let timing = SwiftUITiming.standard.scaled(by: scale.factor)
      .withFrameRate(frameRate.perSecond)
    let isJSON = parsed.flags.contains("--json")
    if !isJSON { io.out("SwiftUI timing model: \(timing)") }
    var objects: [String] = []
    for strategy in strategies {
      let configuration = SwiftUIStormConfiguration(
        strategy: strategy,
        profile: profile,
        seed: seed,
        actions: actions,
        timing: timing
      )
      let start = ContinuousClock.now
      let metrics = SwiftUIStormRunner.run(configuration)
      let wall = start.duration(to: .now)
      let wallSeconds: Double? =
        wallClock
        ? Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18 : nil
      if isJSON {
        objects.append(json(configuration, metrics, wallSeconds: wallSeconds))
      } else {
        io.out(text(configuration, metrics, wallSeconds: wallSeconds))
      }
    }
    // --json prints one object: with --compare, the storms side by side in one.
    if isJSON {
      io.out(
        objects.count == 1 ? objects[0] : "{\"storms\":[" + objects.joined(separator: ",") + "]}"
      )
    }
    return 0
  }

  /// One storm as a JSON object; `wallSeconds` is left out when nil (`--no-wall-clock`).
  static func json(
    _ configuration: SwiftUIStormConfiguration,
    _ metrics: SwiftUIStormMetrics,
    wallSeconds: Double?
  ) -> String {
    var fields = [
      "\"strategy\":\"\(configuration.strategy.rawValue)\"",
      "\"profile\":\"\(configuration.profile.rawValue)\"",
      "\"seed\":\(configuration.seed)",
      "\"actions\":\(configuration.actions)",
      "\"lostPushes\":\(metrics.lostPushes)",
      "\"droppedPresentations\":\(metrics.droppedPresentations)",
      "\"lostAlerts\":\(metrics.lostAlerts)",
      "\"wipedAlerts\":\(metrics.wipedAlerts)",
      "\"faults\":\(metrics.faults)",
      "\"meanAddedLatencyMs\":\(rounded(metrics.meanAddedLatencyMs))",
      "\"virtualSeconds\":\(rounded(metrics.virtualSeconds))",
      "\"timing\":\"\(configuration.timing)\"",
    ]
    if let wallSeconds { fields.append("\"wallSeconds\":\(rounded(wallSeconds))") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// One storm as a line of text; the wall time is left out when nil (`--no-wall-clock`).
  static func text(
    _ configuration: SwiftUIStormConfiguration,
    _ metrics: SwiftUIStormMetrics,
    wallSeconds: Double?
  ) -> String {
    let name = configuration.strategy.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
    return "\(name) \(configuration.profile.rawValue) seed \(configuration.seed), "
      + "\(configuration.actions) actions: lost pushes \(metrics.lostPushes), "
      + "dropped presentations \(metrics.droppedPresentations), "
      + "lost alerts \(metrics.lostAlerts), wiped alerts \(metrics.wipedAlerts), "
      + "faults \(metrics.faults), mean added latency "
      + "\(rounded(metrics.meanAddedLatencyMs)) ms"
      + (wallSeconds.map { ", wall \(rounded($0)) s" } ?? "")
  }

  private static func rounded(_ value: Double) -> String {
    String(format: "%.3f", value)
  }
}
