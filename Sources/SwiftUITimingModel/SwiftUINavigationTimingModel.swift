import Baton
import BatonSwiftUI
import BatonTesting

/// A model of SwiftUI's navigation timing on the virtual clock, used by Baton's tests and the
/// lab's SwiftUI storm (package access: not part of the public API): what reaches the screen when the
/// app sets its navigation bindings, with each refusal recorded as a ``SwiftUIFault``.
///
/// An ``update(to:)`` is one SwiftUI update (every binding set to the given state at once).
/// The rules, each with its source on ``SwiftUIFault``:
/// - more than one navigation update in a frame, or a stack change in the same update as a
///   layer change, drops the stack change (`multipleUpdatesPerFrame`);
/// - a layer or alert presented while a presentation or dismissal animates is dropped;
/// - two layers presented in one update show only the first (`singleSheet`); the second waits
///   and shows when the first is dismissed;
/// - several dismissals in one update before iOS 17 dismiss only the top one;
/// - a root change with a push resets the path and writes an empty path back;
/// - a swipe-dismissed sheet writes its binding `lateSheetWrite` seconds after it is gone
///   (FlowStacks #69; fatbobman, "delayed state updates": the state changes after the
///   animation); an alert's button runs its action and the alert's `nil` write in its iOS
///   version's order (``AlertAnswerOrder``), and `doubleNil` repeats the write;
/// - a sheet the user drags down stays on screen until the finger lifts, and refuses
///   presentations and dismissals meanwhile; let go past the threshold it goes as after a
///   swipe, otherwise it settles back with no write (UIKit's interactive dismissal,
///   `Docs/UIKitFacts.md` "Sheet swipe-down").
///
/// As a ``NavigationRenderer`` it signals each step's completion when its animation ends, as
/// the probes and `onDismiss` would.
@MainActor
package final class SwiftUINavigationTimingModel: NavigationRenderer {
  package typealias Route = Int

  /// The durations this model runs on.
  package let timing: SwiftUITiming

  package let clock: VirtualScheduler
  package let capabilities: NavigationCapabilities
  /// What is on screen.
  package var screen: NavigationState<Int>
  package private(set) var faults: [SwiftUIFault] = []
  package private(set) var lostPushes = 0
  package private(set) var droppedPresentations = 0
  package private(set) var lostAlerts = 0
  /// Where SwiftUI's binding writes (and the probes' disappear reports) go.
  package var onWrite: (@MainActor (NavigationWrite) -> Void)?
  /// Whether a layer's root probe reports a swipe-down as soon as the layer is gone, before
  /// the late binding write.
  package var reportsDisappearEarly = true
  /// Whether an alert's `nil` write comes twice.
  package var doubleNil = false
  /// In which order a tapped alert button's action and the alert's `nil` write come; by
  /// default, that of the iOS version ``capabilities`` stand for.
  package var alertAnswerOrder: AlertAnswerOrder
  /// A second layer asked for in the same update as the first: SwiftUI shows it once the first
  /// is dismissed, whether or not the app still wants it.
  package private(set) var waitingLayer: NavigationLayer<Int>?
  private var lastNavigationFrame: Int?
  private var presentationBusyUntil = -1.0
  /// When the last alert's dismissal animation ends (an app's hide or the user's button).
  package private(set) var alertDismissalEnds = -Double.infinity
  /// The sheet the user's finger drags down, until it lifts (``userBeginsSheetDrag()``).
  package internal(set) var draggedSheet: NavigationElementID?

  package init(
    clock: VirtualScheduler,
    capabilities: NavigationCapabilities,
    screen: NavigationState<Int>,
    timing: SwiftUITiming = .standard
  ) {
    self.timing = timing
    self.clock = clock
    self.capabilities = capabilities
    self.screen = screen
    alertAnswerOrder = AlertAnswerOrder(of: capabilities)
  }

  /// Whether a presentation or dismissal animates now.
  package var isBusyPresenting: Bool { clock.now < presentationBusyUntil }

  /// Starts a dismissal animation (the user's swipe-down).
  package func beginDismissal() { presentationBusyUntil = clock.now + timing.present }

  /// Holds presentations and dismissals until `time` (`infinity`: until a drag ends).
  func holdPresentations(until time: Double) { presentationBusyUntil = time }

  private func fault(_ fault: SwiftUIFault) { faults.append(fault) }

  /// One SwiftUI update with the bindings set to `state`.
  ///
  /// - Returns: When the animations it started end.
  @discardableResult
  package func update(to state: NavigationState<Int>) -> Double {
    let now = clock.now
    var end = now
    if state.withoutAlert != screen.withoutAlert {
      let frame = Int((now / timing.frame).rounded(.down))
      if lastNavigationFrame == frame {
        fault(.multipleUpdatesPerFrame)
        let kept = Self.keptLayers(screen, state)
        lostPushes += Self.pushes(from: screen, to: state, levels: kept)
        droppedPresentations += state.layers.count - kept
      } else {
        lastNavigationFrame = frame
        end = max(end, updateLayersAndStacks(to: state))
      }
    }
    if state.alert != screen.alert { end = max(end, updateAlert(to: state.alert)) }
    return end
  }

  private func updateLayersAndStacks(to state: NavigationState<Int>) -> Double {
    let kept = Self.keptLayers(screen, state)
    let dismissed = screen.layers.count - kept
    let presented = state.layers.count - kept
    guard dismissed > 0 || presented > 0 else { return updateStacks(to: state, kept: kept) }
    if (0...kept).contains(where: { screen[stackAt: $0] != state[stackAt: $0] }) {
      fault(.multipleUpdatesPerFrame)
      lostPushes += Self.pushes(from: screen, to: state, levels: kept)
    }
    if isBusyPresenting {
      if dismissed > 0 { fault(.dismissalInProgress) }
      if presented > 0 { fault(.presentationInProgress) }
      droppedPresentations += presented
      return clock.now
    }
    if dismissed > 0 {
      let remaining =
        dismissed > 1 && !capabilities.allowsSeveralDismissalsPerStep
        ? screen.layers.count - 1 : kept
      if remaining > kept { fault(.dismissalInProgress) }
      screen.layers.removeSubrange(remaining...)
      if let waiting = waitingLayer, screen.layers.count == kept {
        screen.layers.append(waiting)
        waitingLayer = nil
      }
      if presented > 0 {
        fault(.presentationInProgress)
        droppedPresentations += presented
      }
    } else {
      var layer = state.layers[kept]
      if !capabilities.allowsSeveralPushesPerStep, layer.stack.path.count > 0 {
        fault(.navigationViewSinglePush)
        lostPushes += layer.stack.path.count
        layer.stack.path = []
      }
      screen.layers.append(layer)
      if presented > 1 {
        fault(.singleSheet)
        droppedPresentations += presented - 1
        waitingLayer = state.layers[kept + 1]
      }
    }
    presentationBusyUntil = clock.now + timing.present
    return presentationBusyUntil
  }

  private func updateStacks(to state: NavigationState<Int>, kept: Int) -> Double {
    let changed = (0...kept).filter { screen[stackAt: $0] != state[stackAt: $0] }
    guard let level = changed.first else { return clock.now }
    for later in changed.dropFirst() {
      fault(.multipleUpdatesPerFrame)
      lostPushes += Self.pushes(from: screen[stackAt: later], to: state[stackAt: later])
    }
    let old = screen[stackAt: level]
    var new = state[stackAt: level]
    if old.root != new.root {
      if !new.path.isEmpty {
        fault(.rootChangeResetsPath)
        lostPushes += new.path.count
        new.path = []
        let stack = new.id
        clock.runOnNextTurn { [weak self] in self?.onWrite?(.pathChanged(stack: stack, path: [])) }
      }
    } else if !capabilities.allowsSeveralPushesPerStep {
      let common = zip(old.path, new.path).prefix { $0 == $1 }.count
      let pushes = new.path.count - common
      if pushes > 1 || (pushes > 0 && old.path.count > common) {
        fault(.navigationViewSinglePush)
        lostPushes += old.path.count > common ? pushes : pushes - 1
        new.path = Array(new.path.prefix(old.path.count > common ? common : common + 1))
      }
    }
    screen[stackAt: level] = new
    return clock.now + timing.push
  }

  private func updateAlert(to alert: NavigationAlert<Int>?) -> Double {
    guard let alert else {
      screen.alert = nil
      alertDismissalEnds = clock.now + timing.alert
      presentationBusyUntil = max(presentationBusyUntil, alertDismissalEnds)
      return presentationBusyUntil
    }
    if screen.alert != nil {
      fault(.alreadyPresenting)
      lostAlerts += 1
      return clock.now
    }
    if isBusyPresenting || lastNavigationFrame == Int((clock.now / timing.frame).rounded(.down)) {
      fault(.presentationInProgress)
      lostAlerts += 1
      return clock.now
    }
    screen.alert = alert
    presentationBusyUntil = clock.now + timing.alert
    return presentationBusyUntil
  }

  package static func keptLayers(_ old: NavigationState<Int>, _ new: NavigationState<Int>) -> Int {
    zip(old.layers, new.layers).prefix { $0.id == $1.id && $0.style == $1.style }.count
  }

  /// The pushes on the stacks of levels `0...levels` from `old` to `new`.
  package static func pushes(
    from old: NavigationState<Int>,
    to new: NavigationState<Int>,
    levels: Int
  )
    -> Int
  {
    (0...levels).reduce(0) { $0 + pushes(from: old[stackAt: $1], to: new[stackAt: $1]) }
  }

  package static func pushes(from old: NavigationStackState<Int>, to new: NavigationStackState<Int>)
    -> Int
  {
    guard old.root == new.root else { return new.path.count }
    return new.path.count - zip(old.path, new.path).prefix { $0 == $1 }.count
  }

  // MARK: Renderer

  /// Applies the step and signals when its animation ends; a ``NavigationStep/Kind/hideAlert(_:)``
  /// ends when the alert's dismissal does, also one the user's button started.
  package func render(_ step: NavigationStep<Int>, completion: @escaping @MainActor () -> Void) {
    var end = update(to: step.target)
    if case .hideAlert = step.kind { end = max(end, alertDismissalEnds) }
    clock.run(after: max(0, end - clock.now), completion)
  }
}
