import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One window's lane, its options, its cold-start state and its pop-ups, held weakly by window.
@MainActor
final class WindowLaneEntry {
  /// Where a window is on its way to accepting transitions.
  enum ColdStart {
    /// Suspended; `rootSeenInWindow` notes that an earlier check already saw the root's view in
    /// the window, `since` when waiting began, `recheck` the next scheduled check.
    case waiting(
      rootSeenInWindow: Bool,
      since: TimeInterval,
      recheck: ScheduledWork?,
      delay: TimeInterval
    )
    /// Waited too long; only requests and appearance callbacks re-check now.
    case gaveUpRechecking
    /// Running.
    case ready
  }

  /// Weak: the window's lifetime is the app's; its going away ends the lane.
  weak var window: UIWindow?
  let lane: Lane
  let options: BatonOptions
  private var coldStart: ColdStart
  private let popupConfiguration: PopupQueue.Configuration
  private let popupFrequencyStore: (any PopupFrequencyStore)?
  /// The window's pop-ups, made on first use.
  private(set) var existingPopups: WindowPopups?
  /// The window's flight recorder while it records (`window.baton.startRecording()`); weak, as
  /// the lane's observation holds it until it stops.
  weak var recorder: FlightRecorder?
  /// The guard's slow re-check of a window that did not show within the cold-start limit
  /// while requests wait (``keepLookingForTheGuard()``).
  private var guardRecheck: ScheduledWork?
  /// Tells the app-wide guard when a transition on the lane ended, a moment a navigation
  /// controller may have joined the window (`GuardedSwipeBack.refreshStacks(in:)`).
  private var transitionObservation: ObservationToken?

  /// Whether the lane still waits for its window to be key, visible and showing its root (the
  /// cold start); its requests then wait too.
  var isWaitingForWindow: Bool {
    if case .ready = coldStart { return false }
    return true
  }

  /// The lane as requests see it.
  var context: LaneContext { LaneContext(lane: lane, options: options, windowEntry: self) }

  init(window: UIWindow, lane: Lane, environment: BatonEnvironment) {
    self.window = window
    self.lane = lane
    self.options = environment.options
    popupConfiguration = environment.popups
    popupFrequencyStore = environment.popupFrequencyStore
    if options.waitsForWindowAppearance {
      lane.suspend()
      coldStart = .waiting(
        rootSeenInWindow: false,
        since: lane.scheduler.now,
        recheck: nil,
        delay: 0
      )
    } else {
      coldStart = .ready
    }
    transitionObservation = lane.addObserver { [weak self] event in
      guard case .finished = event.phase, let window = self?.window else { return }
      GuardedSwipeBack.refreshStacks(in: window)
    }
  }

  /// Re-checks readiness now and once more on the next turn (appearance callbacks can run
  /// before the window becomes key).
  func refreshNowAndOnNextTurn() {
    refresh()
    guard case .gaveUpRechecking = coldStart else { return }
    lane.scheduler.runOnNextTurn { [weak self] in self?.refresh() }
  }

  /// Re-checks readiness; resumes the lane once the window is ready.
  func refresh() {
    switch coldStart {
    case .ready:
      return
    case .gaveUpRechecking:
      evaluate(rootSeenInWindow: false, since: lane.scheduler.now, delay: 0, reschedule: false)
    case .waiting(let seen, let since, let recheck, let delay):
      // The root was seen in the window this turn: only the check already scheduled for the
      // next turn may count it as appeared.
      if seen, let recheck, recheck.isPending { return }
      recheck?.cancel()
      evaluate(rootSeenInWindow: seen, since: since, delay: delay, reschedule: true)
    }
  }

  /// The window's pop-ups on its lane, made on first use.
  ///
  /// Only for a live window: the registry hands out the entries of windows that are there.
  func popups(of window: UIWindow) -> WindowPopups {
    if let popups = existingPopups, !popups.isEnded {
      popups.refresh()
      return popups
    }
    let popups = WindowPopups(
      window: window,
      lane: lane,
      configuration: popupConfiguration,
      frequencyStore: popupFrequencyStore ?? InMemoryPopupFrequencyStore()
    )
    existingPopups = popups
    return popups
  }

  /// Ends the lane, then the pop-ups: everything in them gets `windowGone`.
  func end() {
    if case .waiting(_, _, let recheck, _) = coldStart { recheck?.cancel() }
    guardRecheck?.cancel()
    guardRecheck = nil
    coldStart = .ready
    lane.tearDown()
    existingPopups?.end()
  }

  /// After the cold-start limit, with the app-wide guard installed and requests waiting: looks
  /// again in a second.
  ///
  /// Baton's own controllers re-check from their appearance callbacks, so a window that shows
  /// late starts its lane; a plain controller has none the guard can see, so without this a
  /// request the guard queued before a late launch (a present asked while the window was not
  /// shown yet) would wait for ever, and end `windowGone` with its window. The look stops once
  /// the window is ready, nothing waits any more, or the window goes away.
  private func keepLookingForTheGuard() {
    guardRecheck?.cancel()
    guardRecheck = nil
    guard GuardInstallation.settings.isActive, lane.pendingCount > 0 else { return }
    guardRecheck = lane.scheduler.run(after: Self.guardRecheckInterval) { [weak self] in
      self?.refresh()
    }
  }

  /// How often ``keepLookingForTheGuard()`` looks: the slowest cold-start cadence.
  private static let guardRecheckInterval: TimeInterval = 1

  private func evaluate(
    rootSeenInWindow: Bool,
    since: TimeInterval,
    delay: TimeInterval,
    reschedule: Bool
  ) {
    guard let window else {
      // The window went away while its lane waited for it: the lane ends with it.
      LaneRegistry.shared.sweep()
      end()
      return
    }
    switch WindowReadiness.check(window, rootSeenInWindowBefore: rootSeenInWindow) {
    case .ready:
      coldStart = .ready
      guardRecheck?.cancel()
      guardRecheck = nil
      GuardedSwipeBack.refreshStacks(in: window)
      lane.resume()
    case .rootInWindow:
      // Seen in the window now: appearance callbacks run within this turn, so one more turn.
      let work = lane.scheduler.run(after: 0) { [weak self] in self?.refresh() }
      coldStart = .waiting(rootSeenInWindow: true, since: since, recheck: work, delay: delay)
    case .notReady:
      let elapsed = lane.scheduler.now - since
      guard reschedule, elapsed < options.coldStartRecheckLimit else {
        if case .gaveUpRechecking = coldStart {
        } else {
          AdapterDiagnostics.report(
            .windowNotReady,
            .warning,
            "Window is still not key, visible and showing an appeared root controller after "
              + "\(elapsed)s; \(lane.pendingCount) request(s) wait for it.",
            lane: lane
          )
        }
        coldStart = .gaveUpRechecking
        keepLookingForTheGuard()
        return
      }
      let nextDelay = min(max(delay * 2, 0.05), 1)
      let work = lane.scheduler.run(after: nextDelay) { [weak self] in
        self?.refresh()
      }
      coldStart = .waiting(rootSeenInWindow: false, since: since, recheck: work, delay: nextDelay)
    }
  }
}
