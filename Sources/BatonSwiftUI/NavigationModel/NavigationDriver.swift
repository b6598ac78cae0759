import Baton
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
/// - The alert slot goes through the window's ``PopupQueue`` (``popups``): the requested alert
///   becomes a pop-up request with its ``NavigationAlert/key`` and
///   ``NavigationAlert/priority``, shown once everything under it is what the app asked for and
///   the queue gives it its turn (after the window's other pop-ups of higher priority, never
///   while a page transition runs). The queue's show and hide are the alert's steps; the user's
///   answer (``answerAlert(_:)``, or SwiftUI's `nil` write) dismisses it, a newer alert or
///   ``NavigationModel/dismissAlert()`` cancels it, and each gets exactly one ``PopupOutcome``
///   (``NavigationDriverEvent/alertEnded(_:_:)``). An alert the queue ends (a duplicate key, a
///   cancelled group, a log-out's ``PopupQueue/cancelAll()``) is withdrawn from the request.
///
/// ```swift
/// let driver = NavigationDriver(root: AppRoute.home, lane: lane, renderer: glue,
///                               capabilities: NavigationCapabilities(iOSMajorVersion: 17))
/// driver.update { $0.push(.detail(42)); $0.present(.settings) }
/// ```
@MainActor
public final class NavigationDriver<Route: Hashable & Sendable> {
  /// The model: what the app asked for and what SwiftUI has been given.
  public internal(set) var model: NavigationModel<Route>
  /// The lane the steps run on; usually the window's, shared with UIKit transitions.
  public let lane: Lane
  /// The planner; its capabilities follow the OS.
  public let planner: NavigationPlanner
  /// The window's pop-up queue, through which the alert slot is shown.
  public let popups: PopupQueue
  /// Called with each event, on the main actor.
  public var onEvent: (@MainActor (NavigationDriverEvent<Route>) -> Void)?
  let renderer: any NavigationRenderer<Route>
  /// The step request in the lane, and the step it runs once started.
  private var steps = NavigationStepMachine<NavigationStep<Route>>()
  /// The requested alert's pop-up, the pop-ups of replaced ones still leaving, and the one
  /// SwiftUI dismissed before its answer came.
  var alerts = NavigationAlertMachine<Route, PopupTicket>()
  var isSyncingAlert = false
  var needsAlertSync = false
  /// The action ``answerAlert(_:)`` is reporting, for the dismissal it causes.
  var pendingAnswer: String?

  /// Creates a driver whose model shows `root` alone.
  ///
  /// - Parameters:
  ///   - root: The window's root screen.
  ///   - lane: The lane to run steps on.
  ///   - renderer: What hands steps to SwiftUI.
  ///   - capabilities: What the OS's SwiftUI can do in one update.
  ///   - popups: The window's pop-up queue on `lane`; `nil` for the one already on `lane`, or
  ///     else a new one (a lane has at most one queue: pass the window's when UIKit shares it).
  public init(
    root: Route,
    lane: Lane,
    renderer: any NavigationRenderer<Route>,
    capabilities: NavigationCapabilities,
    popups: PopupQueue? = nil
  ) {
    self.model = NavigationModel(root: root)
    self.lane = lane
    self.renderer = renderer
    self.planner = NavigationPlanner(capabilities: capabilities)
    self.popups = popups ?? lane.gatingPopupQueue ?? PopupQueue(lane: lane)
  }

  /// Whether a step request is in the lane, pending or running.
  package var hasStepRequest: Bool { !steps.isIdle }

  /// Changes what the app asks for, then catches SwiftUI up step by step.
  ///
  /// - Parameter change: Calls the model's intents (``NavigationModel/push(_:)`` …).
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws; the model keeps whatever `change` did before it threw.
  @discardableResult
  public func update<Value, Failure: Error>(
    _ change: (inout NavigationModel<Route>) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    defer { changed() }
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
    switch outcome {
    case .userNavigation(let navigation), .userNavigationDuringStep(let navigation):
      if case .dismissedAlert(let id) = navigation { alertWasDismissed(id) }
    case .dropped:
      break
    }
    if case .userNavigation = outcome { changed() } else { syncAlert() }
    return outcome
  }

  /// The action an alert's dismissal reports when SwiftUI's `nil` write comes without
  /// ``answerAlert(_:)``.
  public static var defaultAnswer: String { "dismissed" }

  /// Reports the user's answer to the rendered alert (the tapped button), as its `nil` write
  /// does; its pop-up ends ``PopupOutcome/dismissed(_:)`` with this action.
  ///
  /// SwiftUI's own `nil` write may come on either side of the button's action, by iOS version:
  /// after it (iOS 16 and later), it is dropped as ``NavigationWriteDropReason/notRendered``;
  /// before it (iOS 14 and 15), the alert is already gone, and an answer reported in the same
  /// main-loop turn is still the one its pop-up ends with (the default answer,
  /// ``defaultAnswer``, is decided only at the end of that turn).
  ///
  /// - Parameter action: The action's name, such as the button's title.
  /// - Returns: What the model did with the dismissal; ``NavigationWriteOutcome/dropped(_:)``
  ///   with ``NavigationWriteDropReason/notRendered`` when no alert is rendered and none was
  ///   dismissed without its answer in this turn.
  @discardableResult
  public func answerAlert(_ action: String) -> NavigationWriteOutcome {
    if let unanswered = alerts.takeUnanswered() {
      _ = unanswered.ticket.dismiss(action)
      return .userNavigation(.dismissedAlert(unanswered.alert.id))
    }
    guard let alert = model.rendered.alert else { return .dropped(.notRendered) }
    pendingAnswer = action
    defer { pendingAnswer = nil }
    return receive(.alertDismissed(alert.id))
  }

  /// Brings the lane and the pop-up queue up to date with the model.
  func changed() {
    syncAlert()
    scheduleIfNeeded()
    if isStructureSettled { popups.conditionsMayHaveChanged() }
  }

  /// Whether the stacks and layers are what the app asked for, with nothing moving: the
  /// alert's pop-up may show.
  var isStructureSettled: Bool {
    steps.isIdle && structureStep() == nil
  }

  /// Whether this navigation is on screen, so that its alert may show.
  ///
  /// A tab container's navigation is on screen only while its tab is selected. Always `true`
  /// unless a container says otherwise; tell the pop-up queue (`conditionsMayHaveChanged()`)
  /// when it changes.
  package var isOnScreen: @MainActor () -> Bool = { true }

  /// The next step of the stacks and layers; the alert slot goes through the pop-up queue, so
  /// the step leaves the rendered alert as it is (the queue hides it before a step may start).
  func structureStep() -> NavigationStep<Route>? {
    guard
      let step = planner.nextStep(
        from: model.rendered.withoutAlert,
        to: model.requested.withoutAlert
      )
    else { return nil }
    var target = step.target
    target.alert = model.rendered.alert
    return NavigationStep(kind: step.kind, target: target)
  }

  private func scheduleIfNeeded() {
    guard steps.isIdle, let step = structureStep(), steps.submit() == .submit else { return }
    let request = TransitionRequest(
      kind: step.kind.transitionKind,
      label: "navigation \(step.kind)",
      expectedDuration: step.kind.expectedDuration,
      validate: { [weak self] in self?.validateStart() },
      perform: { [weak self] transition in self?.start(transition) }
    )
    // A step whose renderer signals inside `render` ends inside `submit`, and its end may
    // submit the next step: the machine is already waiting when `submit` is called.
    lane.submit(request) { [weak self] outcome in self?.requestEnded(outcome) }
  }

  private func validateStart() -> DropReason? {
    structureStep() == nil ? .invalid(.other("navigation already matches the request")) : nil
  }

  private func start(_ transition: RunningTransition) {
    guard let step = structureStep() else {
      transition.finish(.dropped(.invalid(.other("navigation already matches the request"))))
      return
    }
    guard steps.start(step) == .render else {
      transition.finish(.dropped(.invalid(.other("not this navigation's step request"))))
      return
    }
    model.begin(step)
    onEvent?(.stepStarted(step))
    renderer.render(step) { [weak self] in
      guard !transition.isFinished else { return }
      self?.model.endStep()
      transition.finish(.completed)
    }
  }

  private func requestEnded(_ outcome: TransitionOutcome) {
    switch steps.end() {
    case .stepFinished(let step):
      // A watchdog's timeout leaves the step as given to SwiftUI: rendered stays its target.
      model.endStep()
      onEvent?(.stepFinished(step, outcome))
    case .stepNotRun:
      onEvent?(.stepNotRun(outcome))
    case .rejected:
      return
    }
    changed()
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
