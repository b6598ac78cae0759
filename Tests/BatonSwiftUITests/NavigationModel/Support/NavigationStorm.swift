import Baton
import BatonSwiftUI
import BatonTesting
import SeededRandom
import SwiftUITimingModel

/// A seeded storm of app requests and user gestures against the model of SwiftUI's timing,
/// with the driver and planner writing the bindings.
@MainActor
final class NavigationStorm {
  let clock = VirtualScheduler()
  let lane: Lane
  let swiftUI: SwiftUINavigationTimingModel
  let driver: NavigationDriver<Int>
  private(set) var droppedWrites = 0
  private(set) var userActions = 0
  private var random: SplitMix64

  init(seed: UInt64, capabilities: NavigationCapabilities) {
    random = SplitMix64(seed: seed)
    lane = Lane(name: "storm", scheduler: clock, diagnostics: DiagnosticsCenter())
    let model = NavigationModel(root: 0)
    swiftUI = SwiftUINavigationTimingModel(
      clock: clock,
      capabilities: capabilities,
      screen: model.rendered
    )
    swiftUI.doubleNil = true
    driver = NavigationDriver(root: 0, lane: lane, renderer: swiftUI, capabilities: capabilities)
    swiftUI.onWrite = { [weak self] write in
      guard let self else { return }
      if case .dropped = driver.receive(write) { droppedWrites += 1 }
    }
  }

  /// Runs `actions` random actions at random intervals, then lets everything finish.
  ///
  /// - Returns: Whether the clock became idle.
  func run(actions: Int) -> Bool {
    for _ in 0..<actions {
      clock.advance(by: Double(random.next() % 400) / 1000)
      if random.next() % 4 == 0 {
        userGesture()
      } else {
        driver.update { model in RandomNavigation.request(on: &model, using: &random) }
      }
    }
    return clock.runUntilIdle(maxSteps: 1_000_000)
  }

  /// A gesture takes the lane when it begins, as the probe's transition coordinator would;
  /// UIKit allows none while a transition runs.
  private func userGesture() {
    guard !lane.isBusy else { return }
    let choice = random.next() % 3
    let nextAlert = Int(random.next() % 100)
    let swiftUI = swiftUI
    let driver = driver
    let clock = clock
    let request = TransitionRequest(kind: .interactivePop) { transition in
      let duration: Double
      switch choice {
      case 0:
        swiftUI.userTapsBack()
        duration = swiftUI.timing.push
      case 1:
        swiftUI.userSwipesDownSheet()
        duration = swiftUI.timing.present
      default:
        // The alert's button asks for the next alert, as in TCA #3272.
        swiftUI.userTapsAlertButton { driver.update { _ = $0.showAlert(nextAlert) } }
        duration = swiftUI.timing.alert
      }
      clock.run(after: duration) { transition.finish(.completed) }
    }
    userActions += 1
    lane.startImmediately(request)
  }
}
