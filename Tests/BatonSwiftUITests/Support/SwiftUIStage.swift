import BatonSwiftUI
import BatonTesting
import BatonUIKit
import HeadlessUIKit
import Testing

/// One test's app: a HeadlessUIKit world, a ``BatonNavigation`` on the world's clock and the
/// ``HeadlessSwiftUIHost`` that stands in for SwiftUI, its window not yet shown.
@MainActor
final class SwiftUIStage {
  let world: Headless.World
  let navigation: BatonNavigation<Int>
  let host: HeadlessSwiftUIHost<Int>
  let events = Box<[NavigationDriverEvent<Int>]>([])

  /// Makes the stage; with `sharesWindowLane` the SwiftUI root sits in a
  /// `BatonNavigationController` and the navigation uses the window's lane and pop-up queue.
  init(capabilities: NavigationCapabilities = .iOS17, sharesWindowLane: Bool = false) {
    let world = Headless.World(profile: .deferring)
    self.world = world
    let navigation: BatonNavigation<Int>
    if sharesWindowLane {
      let window = world.run { UIWindow(windowScene: world.makeWindowScene()) }
      let root = world.run { BatonNavigationController(nibName: nil, bundle: nil) }
      let environment = BatonEnvironment(
        scheduler: world.scheduler,
        diagnostics: DiagnosticsCenter()
      )
      _ = try? window.baton.configure(environment)
      navigation = BatonNavigation(root: 0, capabilities: capabilities, window: window)
      host = world.run {
        HeadlessSwiftUIHost(world: world, navigation: navigation, window: window, root: root)
      }
    } else {
      navigation = BatonNavigation(
        root: 0,
        capabilities: capabilities,
        scheduler: world.scheduler,
        diagnostics: DiagnosticsCenter()
      )
      host = world.run { HeadlessSwiftUIHost(world: world, navigation: navigation) }
    }
    self.navigation = navigation
    let previous = navigation.onEvent
    navigation.onEvent = { [events] event in
      previous?(event)
      events.value.append(event)
    }
  }

  /// The outcomes of the alerts' pop-ups, in order.
  var alertOutcomes: [String] {
    events.value.compactMap {
      if case .alertEnded(let id, let outcome) = $0 { "\(id) \(outcome)" } else { nil }
    }
  }

  var lane: Lane { navigation.lane }
  var scheduler: VirtualScheduler { world.scheduler }
  var window: UIWindow { host.window }
  var rootStack: [UIViewController] { host.root.viewControllers }

  /// The identifiers on screen in the root stack, bottom first.
  var rootStackIDs: [NavigationElementID] {
    rootStack.compactMap { ($0 as? HostedScreen)?.entryID }
  }

  /// The finished steps' kinds and outcomes, in order.
  var finishedSteps: [String] {
    events.value.compactMap {
      if case .stepFinished(let step, let outcome) = $0 { "\(step.kind) \(outcome)" } else { nil }
    }
  }

  /// Shows the window (key and visible) and lets the cold start finish.
  func launch() {
    world.run { window.makeKeyAndVisible() }
    scheduler.runDueWork()
  }

  /// Runs `body` with the world bound (UIKit objects made inside belong to it).
  func run<R>(_ body: () throws -> R) rethrows -> R {
    try world.run(body)
  }

  /// Lets every animation and turn run, then checks that nothing is left: no step in flight or
  /// pending, no signal awaited, the model settled, the clock idle.
  func expectQuiescent(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(scheduler.runUntilIdle(), sourceLocation: sourceLocation)
    #expect(!lane.isBusy, sourceLocation: sourceLocation)
    #expect(lane.pendingCount == 0, sourceLocation: sourceLocation)
    #expect(!lane.isSuspended, sourceLocation: sourceLocation)
    #expect(navigation.awaitedSignals.isEmpty, sourceLocation: sourceLocation)
    #expect(navigation.model.isSettled, sourceLocation: sourceLocation)
    #expect(!navigation.driver.hasStepRequest, sourceLocation: sourceLocation)
    #expect(world.faults.isEmpty, "UIKit faults: \(world.faults)", sourceLocation: sourceLocation)
  }
}
