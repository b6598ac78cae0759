import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One window's lane and its cold-start state, held weakly by window.
///
/// The re-check closures capture the entry strongly (a weak capture would give the entry,
/// looked up on every request, a side table): they live at most until their turn or the
/// entry's ``end()`` cancels them, and an ended entry ignores a late re-check.
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
  #if canImport(ObjectiveC)
    /// Whether this is the entry of `window`, whose `ObjectIdentifier` keys it.
    ///
    /// With the Objective-C runtime windows are Objective-C objects: a weak load costs their
    /// retains nothing, and an `unowned` reference to one would not keep its address from
    /// being reused.
    func isEntry(of window: UIWindow) -> Bool { self.window === window }
  #else
    /// Never read: it keeps the window's memory (not the window: a native Swift object's
    /// unowned count keeps only its memory) allocated while the entry lives, so that no other
    /// object can take its address.
    private unowned let identityAnchor: UIWindow

    /// Whether this is the entry of `window`, whose `ObjectIdentifier` keys it: always, since
    /// the entry keeps its window's address reserved.
    ///
    /// Asks nothing of ``window``: a weak load would retain and release the window on the
    /// runtime's slow path, on every request.
    func isEntry(of window: UIWindow) -> Bool { true }
  #endif
  let lane: Lane
  private var coldStart: ColdStart
  private let options: BatonOptions

  init(window: UIWindow, lane: Lane, options: BatonOptions) {
    self.window = window
    #if !canImport(ObjectiveC)
      identityAnchor = window
    #endif
    self.lane = lane
    self.options = options
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
  }

  /// Re-checks readiness now and once more on the next turn (appearance callbacks can run
  /// before the window becomes key).
  func refreshNowAndOnNextTurn() {
    refresh()
    guard case .gaveUpRechecking = coldStart else { return }
    lane.scheduler.runOnNextTurn { self.refresh() }
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
      if seen, let recheck, recheck.state == .pending { return }
      recheck?.cancel()
      evaluate(rootSeenInWindow: seen, since: since, delay: delay, reschedule: true)
    }
  }

  /// Ends the lane: everything in it gets `windowGone`.
  func end() {
    if case .waiting(_, _, let recheck, _) = coldStart { recheck?.cancel() }
    coldStart = .ready
    lane.tearDown()
  }

  private func evaluate(
    rootSeenInWindow: Bool,
    since: TimeInterval,
    delay: TimeInterval,
    reschedule: Bool
  ) {
    guard let window else {
      coldStart = .ready
      return
    }
    switch WindowReadiness.check(window, rootSeenInWindowBefore: rootSeenInWindow) {
    case .ready:
      coldStart = .ready
      lane.resume()
    case .rootInWindow:
      // Seen in the window now: appearance callbacks run within this turn, so one more turn.
      let work = lane.scheduler.run(after: 0) { self.refresh() }
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
        return
      }
      let nextDelay = min(max(delay * 2, 0.05), 1)
      let work = lane.scheduler.run(after: nextDelay) { self.refresh() }
      coldStart = .waiting(rootSeenInWindow: false, since: since, recheck: work, delay: nextDelay)
    }
  }
}
