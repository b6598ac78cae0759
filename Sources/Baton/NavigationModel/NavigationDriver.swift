import Foundation

/// Runs a ``NavigationModel``'s steps on a ``Lane``, one SwiftUI-safe update per transition.
///
/// - Each step is one ``TransitionRequest``: when its turn comes, the driver plans the next step
///   from what is rendered then (the world may have changed while it waited), records it in
///   ``NavigationModel/rendered``, hands it to the ``NavigationRenderer``, and finishes the
///   transition on the renderer's completion signal. No timer: the lane's watchdog is the
///   backstop and ends a step that never signals as ``TransitionOutcome/timedOut``.
/// - At most one step request is in the lane at a time; when it ends, the driver plans again.
/// - SwiftUI's writes come in through ``receive(_:)``; the user's navigation updates the model
///   and the driver plans again.
///
/// ```swift
/// let driver = NavigationDriver(root: AppRoute.home, lane: lane, renderer: glue,
///                               capabilities: NavigationCapabilities(iOSMajorVersion: 17))
/// driver.update { $0.push(.detail(42)); $0.present(.settings) }
/// ```
@MainActor
public final class NavigationDriver<Route: Hashable & Sendable> {
  /// The model: what the app asked for and what SwiftUI has been given.
  public private(set) var model: NavigationModel<Route>
  /// The lane the steps run on; usually the window's, shared with UIKit transitions.
  public let lane: Lane
  /// The planner; its capabilities follow the OS.
  public let planner: NavigationPlanner
  /// Called with each event, on the main actor.
  public var onEvent: (@MainActor (NavigationDriverEvent<Route>) -> Void)?
  private let renderer: any NavigationRenderer<Route>
  /// The step request in the lane, pending or running.
  private var ticket: TransitionTicket?
  /// The step the request in the lane is running, once it started.
  private var runningStep: NavigationStep<Route>?

  /// Creates a driver whose model shows `root` alone.
  ///
  /// - Parameters:
  ///   - root: The window's root screen.
  ///   - lane: The lane to run steps on.
  ///   - renderer: What hands steps to SwiftUI.
  ///   - capabilities: What the OS's SwiftUI can do in one update.
  public init(
    root: Route,
    lane: Lane,
    renderer: any NavigationRenderer<Route>,
    capabilities: NavigationCapabilities
  ) {
    self.model = NavigationModel(root: root)
    self.lane = lane
    self.renderer = renderer
    self.planner = NavigationPlanner(capabilities: capabilities)
  }

  /// Whether a step request is in the lane, pending or running.
  public var hasStepRequest: Bool { ticket != nil }

  /// Changes what the app asks for, then catches SwiftUI up step by step.
  ///
  /// - Parameter change: Calls the model's intents (``NavigationModel/push(_:)`` …).
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws; the model keeps whatever `change` did before it threw.
  @discardableResult
  public func update<Value, Failure: Error>(
    _ change: (inout NavigationModel<Route>) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    defer { scheduleIfNeeded() }
    return try change(&model)
  }

  /// Applies a write SwiftUI made to a binding (see ``NavigationModel/receive(_:)``).
  ///
  /// - Parameter write: The write.
  /// - Returns: What the model did with it.
  @discardableResult
  public func receive(_ write: NavigationWrite) -> NavigationWriteOutcome {
    let outcome = model.receive(write)
    onEvent?(.write(write, outcome))
    if case .userNavigation = outcome { scheduleIfNeeded() }
    return outcome
  }

  private func scheduleIfNeeded() {
    guard ticket == nil,
      let step = planner.nextStep(from: model.rendered, to: model.requested)
    else { return }
    let request = TransitionRequest(
      kind: step.kind.transitionKind,
      label: "navigation \(step.kind)",
      expectedDuration: step.kind.expectedDuration,
      validate: { [weak self] in self?.validateStart() },
      perform: { [weak self] transition in self?.start(transition) }
    )
    let submitted = lane.submit(request) { [weak self] outcome in self?.requestEnded(outcome) }
    // A step whose renderer signals inside `render` ends inside `submit`: its outcome has
    // already cleared `ticket` (and may have submitted the next step), so keep only a request
    // still waiting for its outcome.
    if submitted.outcome == nil { ticket = submitted }
  }

  private func validateStart() -> DropReason? {
    planner.nextStep(from: model.rendered, to: model.requested) == nil
      ? .invalid(.other("navigation already matches the request")) : nil
  }

  private func start(_ transition: RunningTransition) {
    guard let step = planner.nextStep(from: model.rendered, to: model.requested) else {
      transition.finish(.dropped(.invalid(.other("navigation already matches the request"))))
      return
    }
    model.begin(step)
    runningStep = step
    onEvent?(.stepStarted(step))
    renderer.render(step) { [weak self] in
      guard !transition.isFinished else { return }
      self?.model.endStep()
      transition.finish(.completed)
    }
  }

  private func requestEnded(_ outcome: TransitionOutcome) {
    ticket = nil
    if let step = runningStep {
      runningStep = nil
      // A watchdog's timeout leaves the step as given to SwiftUI: rendered stays its target.
      model.endStep()
      onEvent?(.stepFinished(step, outcome))
    } else {
      onEvent?(.stepNotRun(outcome))
    }
    scheduleIfNeeded()
  }
}

extension NavigationStep.Kind {
  /// The lane's kind for a step of this kind.
  var transitionKind: TransitionKind {
    switch self {
    case .hideAlert: .popupHide
    case .showAlert: .popupShow
    case .dismissLayers: .dismiss
    case .presentLayer: .present
    case .replaceRoot: .setViewControllers
    case .changePath(_, let pops, let pushes):
      pushes == 0 ? .pop : (pops == 0 ? .push : .setViewControllers)
    }
  }

  /// How long SwiftUI's animation for a step of this kind should take, in seconds.
  var expectedDuration: TimeInterval {
    switch self {
    case .hideAlert, .showAlert: 0.25
    case .dismissLayers, .presentLayer: 0.5
    case .replaceRoot, .changePath: 0.35
    }
  }
}
