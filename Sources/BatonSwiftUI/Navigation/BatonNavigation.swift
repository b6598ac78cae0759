import Baton

#if canImport(Combine)
  import Combine
#endif

/// A window's SwiftUI navigation on a ``Lane``: the ``NavigationDriver`` with its model and
/// planner, the state the views show, and the probes' completion signals.
///
/// The lane and pop-up queue are the navigation's own, or, with
/// ``init(root:capabilities:window:)``, the window's, shared with BatonUIKit in that window.
///
/// - The app changes what it asks for with ``update(_:)``; the driver catches SwiftUI up one
///   SwiftUI-safe step per lane transition, and each step ends on its completion signal
///   (``NavigationCompletionSignal``), never after a fixed delay. The lane's watchdog is the
///   backstop.
/// - The views (`BatonNavigationStack` and its presentations, where SwiftUI exists)
///   read ``displayed`` and report SwiftUI's writes with ``receive(_:)``, each sheet's
///   `onDismiss` with ``layerDidDismiss(_:)``, and put a probe from ``makeProbe(for:)`` in each
///   screen.
/// - The alert slot is a pop-up on ``popups``: it waits for its turn and for the navigation
///   under it to settle; its buttons report the answer with ``answerAlert(_:)``.
/// - Cold start: the lane starts suspended and resumes once the root screen's probe has
///   appeared in the key window; what the app asked for before (a deep link) runs then.
/// - A user's swipe-back holds the lane from the moment the screen starts leaving under the
///   finger until the swipe is cancelled, or finished and SwiftUI has written the shorter path.
///
/// ```swift
/// let navigation = BatonNavigation(root: AppRoute.home)  // the running iOS's capabilities
/// navigation.push(.order(7))
/// ```
@MainActor
public final class BatonNavigation<Route: Hashable & Sendable> {
  #if canImport(Combine)
    /// Counts the changes of ``displayed``; published, so SwiftUI re-reads the state.
    @Published public private(set) var revision = 0
  #else
    /// Counts the changes of ``displayed``.
    public private(set) var revision = 0
  #endif

  /// The driver that plans and runs the steps.
  public let driver: NavigationDriver<Route>
  /// Called with each of the driver's events, on the main actor.
  public var onEvent: (@MainActor (NavigationDriverEvent<Route>) -> Void)?
  let renderer: NavigationSignalRenderer<Route>
  /// The root screen's probe once it exists, to check the cold start again.
  private weak var rootProbe: NavigationProbeController?
  /// Whether the lane waits for the root screen's probe to appear in the key window.
  public private(set) var isWaitingForRoot: Bool
  let coldStart: ColdStart
  /// The probe that reported `viewDidAppear` last: the top screen's once a step ended.
  weak var lastAppearedProbe: NavigationProbeController?
  var swipe: SwipeHold?
  /// The last layer shown at each level (0 = presented over the root stack), kept after it
  /// goes so that a late `onDismiss` can name it.
  private var lastLayers: [NavigationElementID] = []
  /// Called with each screen whose probe reported `viewDidAppear` (a tab container's selection
  /// step ends on it).
  var onScreenAppeared: (@MainActor (NavigationElementID) -> Void)?
  /// The latest probe made for each screen, held weakly (see ``probe(of:)``).
  var probes: [NavigationElementID: WeakProbe] = [:]

  /// The user's swipe-back holding the lane.
  struct SwipeHold {
    /// The screen leaving under the finger.
    let entry: NavigationElementID
    var transition: RunningTransition?
    var hasEnded = false
  }

  /// Creates the navigation of a window whose root stack shows `root`, on a lane (and pop-up
  /// queue) of its own.
  ///
  /// Use ``init(root:capabilities:window:)`` instead when the window also has BatonUIKit
  /// navigation or pop-ups, so that both share the window's lane.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - capabilities: What the OS's SwiftUI can do in one update; by default the running
  ///     system's (``NavigationCapabilities/current``), which `BatonNavigationStack` expects.
  ///   - scheduler: The lane's clock (tests pass a `VirtualScheduler`).
  ///   - configuration: The lane's duplicate suppression and watchdog settings.
  ///   - waitsForRootAppearance: Whether the lane stays suspended until the root screen's
  ///     probe has appeared in the key window (cold start); `true` unless a test says otherwise.
  ///   - diagnostics: Where the lane reports timeouts and misuse.
  public convenience init(
    root: Route,
    capabilities: NavigationCapabilities = .current,
    scheduler: any MainLoopScheduler = DispatchMainScheduler.shared,
    configuration: Lane.Configuration = .init(),
    waitsForRootAppearance: Bool = true,
    diagnostics: DiagnosticsCenter = .shared
  ) {
    let lane = Lane(
      name: "swiftui",
      scheduler: scheduler,
      configuration: configuration,
      isSuspended: waitsForRootAppearance,
      diagnostics: diagnostics
    )
    self.init(
      root: root,
      capabilities: capabilities,
      lane: lane,
      popups: PopupQueue(lane: lane),
      coldStart: waitsForRootAppearance ? .ownLaneSuspended : .none
    )
  }

  /// Who ends the cold start of the lane.
  enum ColdStart {
    /// Nobody: the lane runs at once.
    case none
    /// This navigation: its own lane resumes when the root probe appears in the key window.
    case ownLaneSuspended
    /// The window's lane registry (BatonUIKit's `window.baton`), nudged on the root probe's
    /// appearance.
    case windowLane
  }

  init(
    root: Route,
    capabilities: NavigationCapabilities,
    lane: Lane,
    popups: PopupQueue,
    coldStart: ColdStart
  ) {
    let renderer = NavigationSignalRenderer(displayed: NavigationModel(root: root).rendered)
    self.renderer = renderer
    self.coldStart = coldStart
    self.isWaitingForRoot = coldStart == .ownLaneSuspended
    self.driver = NavigationDriver(
      root: root,
      lane: lane,
      renderer: renderer,
      capabilities: capabilities,
      popups: popups
    )
    renderer.onDisplay = { [weak self] state in self?.willDisplay(state) }
    renderer.waitsForAlertTransition = { [weak self] done in self?.waitForAlertTransition(done) }
    renderer.runOnNextTurn = { [scheduler = lane.scheduler] work in scheduler.runOnNextTurn(work) }
    driver.onEvent = { [weak self] event in self?.driverReported(event) }
  }

  /// The lane the steps run on.
  public var lane: Lane { driver.lane }

  /// The model: what the app asked for and what SwiftUI has been given.
  public var model: NavigationModel<Route> { driver.model }

  /// What the views show now: the model's ``NavigationModel/rendered`` state.
  public var displayed: NavigationState<Route> { renderer.displayed }

  /// The signals that end the step in flight; empty when none waits.
  package var awaitedSignals: Set<NavigationCompletionSignal> { renderer.awaited }

  /// Changes what the app asks for, then catches SwiftUI up step by step.
  ///
  /// - Parameter change: Calls the model's intents (``NavigationModel/push(_:)`` …).
  /// - Returns: What `change` returns.
  /// - Throws: What `change` throws; the model keeps whatever `change` did before it threw.
  @discardableResult
  public func update<Value, Failure: Error>(
    _ change: (inout NavigationModel<Route>) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    refreshReadiness()
    return try driver.update(change)
  }

  /// Applies a write SwiftUI made to a binding (a back tap, swipe-back, swipe-to-dismiss, an
  /// alert's button), as ``NavigationModel/receive(_:)`` describes.
  ///
  /// - Parameter write: The write, naming the element its binding was built for.
  /// - Returns: What the model did with it.
  @discardableResult
  public func receive(_ write: NavigationWrite) -> NavigationWriteOutcome {
    let outcome = driver.receive(write)
    renderer.show(driver.model.rendered)
    releaseSwipeIfPopped()
    return outcome
  }

  /// Reports that a layer's `onDismiss` ran: its dismissal has finished.
  ///
  /// It ends a dismissal step of Baton's that waits for it. Otherwise, when the layer is the
  /// top one rendered and UIKit says it is gone (its top screen's probe disappeared), the user
  /// swiped it down: it is taken as SwiftUI's `.layerDismissed` write would be, and that write,
  /// arriving later, is dropped as a duplicate. Anything else changes nothing.
  ///
  /// - Parameter layer: The layer's identifier.
  public func layerDidDismiss(_ layer: NavigationElementID) {
    guard !renderer.receive(.layerDismissed(layer)) else { return }
    acceptSwipeDown(of: layer)
  }

  /// Reports that the `onDismiss` of the layer presented from `level` ran (0: the layer
  /// presented over the root stack), for views that no longer know the layer's identifier.
  ///
  /// It ends a dismissal step of Baton's that waits for it. Otherwise it names the layer
  /// rendered at `level`, which may be a newer one than the layer whose `onDismiss` ran: it is
  /// taken as the user's swipe-down only when that layer is the top one and its top screen's
  /// probe has disappeared (UIKit's own account); while the layer is still on screen, or not
  /// yet (a newer sheet being presented), the late `onDismiss` changes nothing.
  ///
  /// - Parameter level: The level the layer was presented from.
  public func layerDidDismiss(presentedFrom level: Int) {
    guard lastLayers.indices.contains(level) else { return }
    guard !renderer.receive(.layerDismissed(lastLayers[level])) else { return }
    let rendered = model.rendered.layers
    guard rendered.indices.contains(level) else { return }
    acceptSwipeDown(of: rendered[level].id)
  }

  /// Makes the probe to place inside the screen `id`; its events feed this navigation.
  ///
  /// - Parameter id: The screen's ``NavigationEntry/id``.
  /// - Returns: The probe; the navigation refers to it weakly.
  public func makeProbe(for id: NavigationElementID) -> NavigationProbeController {
    let probe = NavigationProbeController(elementID: id)
    probe.onEvent = { [weak self, weak probe] event in
      guard let self, let probe else { return }
      self.probe(probe, reported: event)
    }
    register(probe)
    if id == displayed.base.root.id { rootProbe = probe }
    return probe
  }

  /// Checks the cold start again: resumes the lane when the root screen's probe has appeared
  /// and its window is key now.
  ///
  /// Checked on the root probe's `viewDidAppear` (and on the next turn when its window was not
  /// key yet) and on every ``update(_:)``; call it when the app makes the window key later in
  /// a way neither sees.
  public func refreshReadiness() {
    if coldStart == .windowLane, lane.isSuspended {
      nudgeWindowLane()
      return
    }
    guard isWaitingForRoot, let probe = rootProbe, probe.hasAppeared, probe.isInKeyWindow
    else { return }
    isWaitingForRoot = false
    lane.resume()
  }

  private func probe(_ probe: NavigationProbeController, reported event: NavigationProbeEvent) {
    switch event {
    case .appeared(let id):
      if id == displayed.base.root.id {
        rootProbe = probe
        // UIKit can run the root's `viewDidAppear` just before it makes the window key
        // (`makeKeyAndVisible` shows, then makes key): look again on the next turn.
        if isWaitingForRoot, !probe.isInKeyWindow {
          lane.scheduler.runOnNextTurn { [weak self] in self?.refreshReadiness() }
        }
      }
      lastAppearedProbe = probe
      refreshReadiness()
      renderer.receive(.appeared(id))
      onScreenAppeared?(id)
    case .disappeared(let id):
      renderer.receive(.disappeared(id))
    case .interactiveDisappearanceBegan(let id):
      holdLaneForSwipe(of: id)
    case .interactiveDisappearanceEnded(let id, let isCancelled):
      endSwipe(of: id, isCancelled: isCancelled)
    }
  }

  private func willDisplay(_ state: NavigationState<Route>) {
    for (level, layer) in state.layers.enumerated() {
      if level < lastLayers.count {
        lastLayers[level] = layer.id
      } else {
        lastLayers.append(layer.id)
      }
    }
    revision += 1
  }

  private func driverReported(_ event: NavigationDriverEvent<Route>) {
    if case .stepFinished = event { renderer.abandonStep() }
    onEvent?(event)
  }
}
