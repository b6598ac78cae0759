import Baton
import BatonSwiftUI
import BatonTesting
import SeededRandom
import SwiftUITimingModel
import Testing

/// Driven by the planner on the lane, seeded storms of requests and user
/// gestures never trip a rule of the SwiftUI timing model, and always settle on what SwiftUI
/// shows; writing the same requests directly does.
@MainActor
@Suite struct SwiftUINavigationStormTests {
  nonisolated static let capabilities: [NavigationCapabilities] = [.iOS15, .iOS16, .iOS17]

  @Test(arguments: capabilities)
  func theDriverNeverTripsSwiftUIsRules(_ capabilities: NavigationCapabilities) {
    var gestures = 0
    var dropped = 0
    for seed in UInt64(1)...40 {
      let storm = NavigationStorm(seed: seed, capabilities: capabilities)
      #expect(storm.run(actions: 150), "seed \(seed)")
      #expect(storm.swiftUI.faults == [], "seed \(seed)")
      #expect(storm.swiftUI.lostPushes == 0 && storm.swiftUI.lostAlerts == 0, "seed \(seed)")
      #expect(storm.swiftUI.droppedPresentations == 0, "seed \(seed)")
      #expect(storm.driver.model.isSettled, "seed \(seed)")
      #expect(storm.swiftUI.screen == storm.driver.model.rendered, "seed \(seed)")
      #expect(!storm.lane.isBusy && storm.clock.isIdle, "seed \(seed)")
      gestures += storm.userActions
      dropped += storm.droppedWrites
    }
    #expect(gestures > 100, "the storms include user gestures")
    #expect(dropped > 0, "late and double writes arrived and were dropped")
  }

  @Test func writingTheSameRequestsDirectlyTripsThem() {
    let clock = VirtualScheduler()
    let swiftUI = SwiftUINavigationTimingModel(
      clock: clock,
      capabilities: .iOS16,
      screen: NavigationModel(root: 0).rendered
    )
    var model = NavigationModel(root: 0)
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      clock.advance(by: Double(random.next() % 400) / 1000)
      RandomNavigation.request(on: &model, using: &random)
      swiftUI.update(to: model.requested)
    }
    #expect(!swiftUI.faults.isEmpty)
    #expect(swiftUI.lostPushes + swiftUI.droppedPresentations + swiftUI.lostAlerts > 0)
  }
}
