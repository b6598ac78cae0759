import Baton
import BatonSwiftUI
import SwiftUITimingModel
import Testing

@testable import BatonLab

/// The SwiftUI timing model's durations have no measurement behind them, so
/// the figures are checked across a sweep of them (each at 0.5×, 1× and 2×, with 60 Hz and
/// 120 Hz frames): Baton's stay 0, because its steps end by SwiftUI's signals, while the
/// classic strategies' move with the durations they guess.
@MainActor
@Suite struct SwiftUITimingSensitivityTests {
  private func run(
    _ strategy: SwiftUIStrategyName,
    _ profile: SwiftUIProfile,
    _ timing: SwiftUITiming
  ) -> SwiftUIStormMetrics {
    SwiftUIStormRunner.run(
      SwiftUIStormConfiguration(
        strategy: strategy,
        profile: profile,
        seed: 1,
        actions: 1_500,
        timing: timing
      )
    )
  }

  @Test func theSweepCoversEveryDurationAtHalfAndDoubleWithBothFrameRates() {
    let sweep = SwiftUITiming.sweep
    #expect(sweep.count == 6)
    let pushes: Set<Double> = [0.175, 0.35, 0.7]
    let frames: Set<Double> = [1.0 / 60, 1.0 / 120]
    #expect(Set(sweep.map(\.push)) == pushes)
    #expect(Set(sweep.map(\.frame)) == frames)
  }

  @Test(arguments: SwiftUIProfile.allCases)
  func batonStaysAtZeroAcrossTheSweep(profile: SwiftUIProfile) {
    for timing in SwiftUITiming.sweep {
      let metrics = run(.baton, profile, timing)
      #expect(metrics.faults == 0, "\(timing)")
      #expect(metrics.lostPushes == 0, "\(timing)")
      #expect(metrics.droppedPresentations == 0, "\(timing)")
      #expect(metrics.lostAlerts == 0, "\(timing)")
      #expect(metrics.wipedAlerts == 0, "\(timing)")
    }
  }

  @Test(arguments: [SwiftUIStrategyName.raw, .fixedDelay], SwiftUIProfile.allCases)
  func theClassicStrategiesMoveWithTheDurations(
    strategy: SwiftUIStrategyName,
    profile: SwiftUIProfile
  ) {
    let figures = SwiftUITiming.sweep.map { timing in
      let metrics = run(strategy, profile, timing)
      let figures: [Int] = [
        metrics.faults, metrics.lostPushes, metrics.droppedPresentations, metrics.lostAlerts,
      ]
      return figures
    }
    #expect(figures.allSatisfy { $0[0] > 0 }, "they fault at every setting")
    #expect(Set(figures).count > 1, "and their figures depend on the durations")
  }

  @Test func theStormNamesTheDurationsItRanOn() throws {
    let output = OutputCapture()
    _ = try StormCommand.run(
      ["--app", "swiftui", "--actions", "10", "--timing-scale", "2", "--frame-rate", "120"],
      io: output.io
    )
    let report = output.out.joined(separator: "\n")
    #expect(report.contains("frame 1/120 s (reported)"))
    #expect(report.contains("push 0.7 s (no source)"))
    #expect(throws: UsageError.self) {
      try StormCommand.run(["--frame-rate", "120"], io: output.io)
    }
  }
}
