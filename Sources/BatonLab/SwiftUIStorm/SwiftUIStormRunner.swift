import Baton
import BatonSwiftUI
import Foundation
import SeededRandom
import SwiftUITimingModel

/// Runs SwiftUI storms: a seeded random user against the model of SwiftUI's timing.
@MainActor
enum SwiftUIStormRunner {
  /// Runs one storm and returns its figures.
  static func run(_ configuration: SwiftUIStormConfiguration) -> SwiftUIStormMetrics {
    let harness = SwiftUIStormHarness(
      profile: configuration.profile,
      screen: NavigationModel(root: 0).rendered,
      timing: configuration.timing
    )
    let capabilities = configuration.profile.capabilities
    let strategy: any SwiftUIStormStrategy =
      switch configuration.strategy {
      case .raw: RawSwiftUIStrategy(harness: harness)
      case .fixedDelay: FixedDelaySwiftUIStrategy(harness: harness, capabilities: capabilities)
      case .baton: BatonSwiftUIStrategy(harness: harness, capabilities: capabilities)
      }
    harness.requestedAlert = { [weak strategy] in strategy?.requested.alert?.id }
    var random = SplitMix64(seed: configuration.seed)
    for _ in 0..<configuration.actions {
      harness.clock.advance(by: Double(random.next() % 400) / 1000)
      perform(
        SwiftUIStormUser.next(requested: strategy.requested, using: &random),
        strategy: strategy,
        swiftUI: harness.swiftUI
      )
    }
    _ = harness.clock.runUntilIdle(maxSteps: 100 * configuration.actions + 1000)
    return harness.finalMetrics()
  }

  private static func perform(
    _ action: SwiftUIStormAction,
    strategy: any SwiftUIStormStrategy,
    swiftUI: SwiftUINavigationTimingModel
  ) {
    switch action {
    case .app(let intent): strategy.request(intent)
    case .back:
      strategy.userGesture(duration: swiftUI.timing.push) {
        swiftUI.userTapsBack()
      }
    case .swipeDown:
      strategy.userGesture(duration: swiftUI.timing.present) {
        swiftUI.userSwipesDownSheet()
      }
    case .sheetDrag(let hold, let finishes):
      // The drag takes the lane while the finger is down and while the sheet goes or settles,
      // as the probe's interactive transition coordinator does.
      let settle = finishes ? swiftUI.timing.present : swiftUI.timing.present / 2
      strategy.userGesture(duration: hold + settle) {
        guard swiftUI.userBeginsSheetDrag() else { return }
        swiftUI.clock.run(after: hold) { swiftUI.userEndsSheetDrag(finishing: finishes) }
      }
    case .alertButton(let next):
      strategy.userAnswersAlert(taking: swiftUI.timing.alert) { [weak strategy] in
        swiftUI.userTapsAlertButton {
          if let next { strategy?.request(.showAlert(next)) }
        }
      }
    }
  }
}
