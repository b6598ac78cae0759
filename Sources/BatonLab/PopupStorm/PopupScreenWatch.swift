import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Looks at the pop-up storm's screen after every step and counts what it sees.
@MainActor
struct PopupScreenWatch {
  let app: PopupStormApp
  private(set) var metrics = PopupStormMetrics()
  private var wasOverlapping = false
  private var stuckSince: TimeInterval?
  private var stuckCounted = false
  private var looks = 0

  init(app: PopupStormApp) {
    self.app = app
  }

  /// One look at the screen.
  mutating func look() {
    let alerts = app.visibleAlerts
    for alert in alerts {
      guard let entry = app.ledger.entry(for: alert), !entry.shown else { continue }
      entry.shown = true
      metrics.popupsShown += 1
      if app.isTransitioning { metrics.popupsDuringTransition += 1 }
      if entry.alert.homeOnly, app.navigation.topViewController !== app.home {
        metrics.popupsOutOfScope += 1
      }
    }
    let overlapping = alerts.count > 1
    if overlapping, !wasOverlapping { metrics.overlappingPopups += 1 }
    wasOverlapping = overlapping
    lookForStuckQueue(nothingVisible: alerts.isEmpty)
    looks += 1
    if looks & 4095 == 0 { app.ledger.sweep() }
  }

  private mutating func lookForStuckQueue(nothingVisible: Bool) {
    let now = app.world.scheduler.now
    let active = app.world.application.applicationState == .active
    guard nothingVisible, active, app.hasPendingAlerts else {
      stuckSince = nil
      stuckCounted = false
      return
    }
    let since = stuckSince ?? now
    stuckSince = since
    if !stuckCounted, now - since > PopupStormRunner.stuckAfter {
      stuckCounted = true
      metrics.stuckPopupQueues += 1
    }
  }
}
