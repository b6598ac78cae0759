import BatonSwiftUI
import HeadlessUIKit
import Testing

/// The navigation, its driver and lane, and the probes refer to each other without cycles: an
/// app that goes away mid-step takes them all with it.
@MainActor
@Suite struct LifetimeTests {
  @Test func aNavigationWithAStepInFlightIsFreedWithItsWindow() {
    weak var weakNavigation: BatonNavigation<Int>?
    weak var weakLane: Lane?
    weak var weakProbe: NavigationProbeController?
    do {
      let stage = SwiftUIStage()
      stage.launch()
      stage.navigation.update { $0.push(1) }
      #expect(stage.lane.isBusy)
      weakNavigation = stage.navigation
      weakLane = stage.lane
      weakProbe = (stage.rootStack.first as? HostedScreen)?.probe
    }
    #expect(weakNavigation == nil)
    #expect(weakLane == nil)
    #expect(weakProbe == nil)
  }
}
