import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Looks at an app's screen after every step and counts what it sees (``PopupStormMetrics``).
///
/// A queue is **stuck** when a pop-up that could be shown now waits (see
/// ``PopupDriver/hasShowablePopupWaiting(visibleAnywhere:visibleHomeOnly:)``: its scope is the
/// visible screen, or it may show anywhere), nothing is on screen and the app is
/// foreground-active, for longer than ``stuckAfter`` virtual seconds; each such stretch counts
/// once. A home-only pop-up that waits while the user is on another screen is not stuck: it
/// waits for its scope, as it should.
@MainActor
struct PopupScreenWatch {
  /// How long a showable pop-up may wait with nothing on screen before the queue counts as stuck.
  static let stuckAfter: TimeInterval = 5

  private(set) var metrics = PopupStormMetrics()
  private var wasOverlapping = false
  private var stuckSince: TimeInterval?
  private var stuckCounted = false
  /// The entries on screen at the last look.
  private var visible: [PopupLedger.Entry] = []

  /// One look at `driver`'s app.
  mutating func look(_ driver: PopupDriver) {
    guard let stage = driver.stage else { return }
    let alerts = driver.visiblePopups
    for entry in visible { entry.isVisible = false }
    visible.removeAll(keepingCapacity: true)
    var visibleHomeOnly = 0
    for alert in alerts {
      guard let entry = driver.ledger.entry(for: alert) else { continue }
      entry.isVisible = true
      visible.append(entry)
      if entry.alert.homeOnly { visibleHomeOnly += 1 }
      guard !entry.shown else { continue }
      entry.shown = true
      metrics.popupsShown += 1
      if driver.isPageTransitioning { metrics.popupsDuringTransition += 1 }
      if entry.alert.homeOnly, !stage.isHomeVisible { metrics.popupsOutOfScope += 1 }
    }
    let overlapping = alerts.count > 1
    if overlapping, !wasOverlapping { metrics.overlappingPopups += 1 }
    wasOverlapping = overlapping
    let waiting =
      alerts.isEmpty && driver.isAppActive
      && driver.hasShowablePopupWaiting(
        visibleAnywhere: visible.count - visibleHomeOnly,
        visibleHomeOnly: visibleHomeOnly
      )
    lookForStuckQueue(waiting: waiting, now: driver.world.scheduler.now)
  }

  /// The app (a life) ends: a stretch in progress ends with it, uncounted if under the limit.
  mutating func lifeEnded() {
    stuckSince = nil
    stuckCounted = false
    wasOverlapping = false
    for entry in visible { entry.isVisible = false }
    visible.removeAll()
  }

  private mutating func lookForStuckQueue(waiting: Bool, now: TimeInterval) {
    guard waiting else {
      stuckSince = nil
      stuckCounted = false
      return
    }
    let since = stuckSince ?? now
    stuckSince = since
    if !stuckCounted, now - since > Self.stuckAfter {
      stuckCounted = true
      metrics.stuckPopupQueues += 1
    }
  }

  /// The figures, with the ledger's lost and double outcomes and the worker's blocked seconds
  /// added by the caller.
  func finished(ledger: PopupLedger, blockedSeconds: TimeInterval) -> PopupStormMetrics {
    var metrics = self.metrics
    metrics.lostPopups = ledger.lost
    metrics.doublePopupOutcomes = ledger.doubleOutcomes
    metrics.tapsLostToAutoDismiss = ledger.tapsLostToAutoDismiss
    metrics.blockedThreadSeconds = blockedSeconds
    return metrics
  }
}
