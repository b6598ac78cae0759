import Baton
import BatonSwiftUI

/// One way of writing SwiftUI's navigation bindings, driven by the storm.
@MainActor
protocol SwiftUIStormStrategy: AnyObject {
  /// What the app has asked for, which the user's choices look at.
  var requested: NavigationState<Int> { get }
  /// The app asks for a change.
  func request(_ intent: SwiftUIStormIntent)
  /// The user starts a gesture that animates for `duration` seconds; `gesture` changes the
  /// screen; a strategy may refuse it.
  func userGesture(duration: Double, _ gesture: @escaping @MainActor () -> Void)
  /// The user taps the visible alert's button, whose dismissal animates for `duration`
  /// seconds: `tap` answers it.
  func userAnswersAlert(taking duration: Double, _ tap: @escaping @MainActor () -> Void)
}

extension SwiftUIStormStrategy {
  /// Without Baton an alert's button is one more gesture.
  func userAnswersAlert(taking duration: Double, _ tap: @escaping @MainActor () -> Void) {
    userGesture(duration: duration, tap)
  }
}

/// `raw`: every change is one update at once, SwiftUI's writes applied without ids.
@MainActor
final class RawSwiftUIStrategy: SwiftUIStormStrategy {
  private let harness: SwiftUIStormHarness
  private(set) var requested: NavigationState<Int>
  private var lastID: UInt64 = 1

  init(harness: SwiftUIStormHarness) {
    self.harness = harness
    requested = harness.swiftUI.screen
    harness.onWrite = { [weak self] write in self?.receive(write) }
  }

  func request(_ intent: SwiftUIStormIntent) {
    intent.apply(to: &requested, lastID: &lastID)
    harness.requestArrived()
    harness.apply(requested, forRequest: true)
    harness.requestsServed()
  }

  func userGesture(duration: Double, _ gesture: @escaping @MainActor () -> Void) { gesture() }

  private func receive(_ write: NavigationWrite) {
    requested.applyWithoutIDs(write)
    harness.apply(requested, forRequest: false)
  }
}

/// `fixed-delay`, the FlowStacks / NavigationBackport recipe.
///
/// The planner's steps, one update at
/// a time, with a fixed 0.65 s sleep on the virtual clock after each before the next; SwiftUI's
/// writes applied without ids, as their index-based bindings do.
@MainActor
final class FixedDelaySwiftUIStrategy: SwiftUIStormStrategy {
  /// The recipe's sleep between steps, in seconds.
  static let delay = 0.65
  private let harness: SwiftUIStormHarness
  private let planner: NavigationPlanner
  private(set) var requested: NavigationState<Int>
  /// What the strategy last gave SwiftUI.
  private var given: NavigationState<Int>
  private var sleeping = false
  private var lastID: UInt64 = 1

  init(harness: SwiftUIStormHarness, capabilities: NavigationCapabilities) {
    self.harness = harness
    planner = NavigationPlanner(capabilities: capabilities)
    requested = harness.swiftUI.screen
    given = requested
    harness.onWrite = { [weak self] write in self?.receive(write) }
  }

  func request(_ intent: SwiftUIStormIntent) {
    intent.apply(to: &requested, lastID: &lastID)
    harness.requestArrived()
    if !sleeping { step() }
  }

  func userGesture(duration: Double, _ gesture: @escaping @MainActor () -> Void) { gesture() }

  private func step() {
    guard let step = planner.nextStep(from: given, to: requested) else {
      sleeping = false
      harness.requestsServed()
      return
    }
    given = step.target
    harness.apply(given, forRequest: true)
    if given == requested { harness.requestsServed() }
    sleeping = true
    harness.clock.run(after: Self.delay) { [weak self] in self?.step() }
  }

  private func receive(_ write: NavigationWrite) {
    requested.applyWithoutIDs(write)
    given.applyWithoutIDs(write)
    harness.apply(given, forRequest: false)
  }
}

/// `baton`: Baton's navigation model, planner and driver on a lane; each step ends on the
/// model's completion signal (its appearance or dismissal), SwiftUI's writes go through the
/// model's id checks, and the user's gestures take the lane as the probe's coordinator does.
@MainActor
final class BatonSwiftUIStrategy: SwiftUIStormStrategy {
  let lane: Lane
  let driver: NavigationDriver<Int>
  private let renderer: SwiftUIStormRenderer

  init(harness: SwiftUIStormHarness, capabilities: NavigationCapabilities) {
    lane = Lane(name: "swiftui storm", scheduler: harness.clock, diagnostics: DiagnosticsCenter())
    renderer = SwiftUIStormRenderer(harness: harness)
    driver = NavigationDriver(root: 0, lane: lane, renderer: renderer, capabilities: capabilities)
    renderer.driver = driver
    harness.onWrite = { [weak driver] write in driver?.receive(write) }
  }

  var requested: NavigationState<Int> { driver.model.requested }

  func request(_ intent: SwiftUIStormIntent) {
    renderer.harness.requestArrived()
    driver.update { intent.apply(to: &$0) }
    let model = driver.model
    if !driver.hasStepRequest, model.rendered == model.requested {
      renderer.harness.requestsServed()
    }
  }

  func userGesture(duration: Double, _ gesture: @escaping @MainActor () -> Void) {
    guard !lane.isBusy else { return }
    let clock = renderer.harness.clock
    let request = TransitionRequest(kind: .interactivePop) { transition in
      gesture()
      clock.run(after: duration) { transition.finish(.completed) }
    }
    lane.startImmediately(request)
  }

  /// The alert is a pop-up on the lane: the tap answers it, and the pop-up's hide holds the
  /// lane until the alert's dismissal ends (no gesture of its own, which the queue's gate would
  /// refuse while the alert is visible).
  func userAnswersAlert(taking duration: Double, _ tap: @escaping @MainActor () -> Void) {
    tap()
  }
}

/// Hands the driver's steps to the timing model and signals completion when the model's
/// animation ends, as the probes' `viewDidAppear` and `onDismiss` would.
@MainActor
final class SwiftUIStormRenderer: NavigationRenderer {
  typealias Route = Int
  let harness: SwiftUIStormHarness
  weak var driver: NavigationDriver<Int>?

  init(harness: SwiftUIStormHarness) { self.harness = harness }

  func render(_ step: NavigationStep<Int>, completion: @escaping @MainActor () -> Void) {
    var end = harness.apply(step.target, forRequest: true)
    // A hide ends with the alert's dismissal, also one the user's button started.
    if case .hideAlert = step.kind {
      end = max(end, harness.swiftUI.alertDismissalEnds)
      harness.animationRuns(until: end)
    }
    if let model = driver?.model, model.rendered == model.requested { harness.requestsServed() }
    harness.clock.run(after: max(0, end - harness.clock.now), completion)
  }
}
