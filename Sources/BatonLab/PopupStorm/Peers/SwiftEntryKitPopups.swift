import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The lab app's pop-ups shown with SwiftEntryKit (``SwiftEntryKitQueue``), as its README
/// shows them: every entry in the `EKWindow` over the app, at the default `.statusBar` level,
/// not key (`presentInsideKeyWindow` false).
///
/// - Precedence: a request that preempts (``PopupStormAlert/preempts``) is
///   `.override(priority:dropEnqueuedEntries: false)`; every other request is
///   `.enqueue(priority:)`, so that none is thrown away (the library's default, `.override`,
///   would replace whatever shows); the priority is the request's.
/// - `displayDuration` is the request's `autoDismissAfter`, else `.infinity`; a tap dismisses
///   the entry (`entryInteraction` `.dismiss`, the default); the entry's name is its key.
/// - A pop-up screen is a view-controller entry; it closes itself with
///   `SwiftEntryKit.dismiss()` `closesAfter` seconds after it shows.
/// - The app records an outcome in `lifecycleEvents.didDisappear`; its log-out handler calls
///   `SwiftEntryKit.dismiss(.all)`.
@MainActor
final class SwiftEntryKitPopups: PeerPopups {
  let library: SwiftEntryKitQueue
  private let ledger: PopupLedger
  private let scheduler: VirtualScheduler

  init(scene: UIWindowScene?, scheduler: VirtualScheduler, ledger: PopupLedger) {
    library = SwiftEntryKitQueue(scene: scene, scheduler: scheduler)
    self.ledger = ledger
    self.scheduler = scheduler
    library.onDidAppear = { [weak self] view in self?.didAppear(view) }
    library.onDidDisappear = { [weak self] view in self?.didDisappear(view) }
  }

  func request(_ entry: PopupLedger.Entry) {
    let alert = entry.alert
    var attributes = SwiftEntryKitQueue.Attributes()
    attributes.name = alert.key
    let priority = min(max(alert.priority, 0), 1000)
    attributes.precedence =
      alert.preempts
      ? .override(priority: priority, dropEnqueuedEntries: false) : .enqueue(priority: priority)
    attributes.displayDuration = alert.autoDismissAfter ?? .infinity
    let view = PeerPopupController(entry: entry)
    library.display(view, using: attributes)
  }

  /// A pop-up screen's own timer, started when it appears; it goes with the screen.
  private func didAppear(_ view: PeerPopupController) {
    guard let delay = view.entry.alert.closesAfter else { return }
    scheduler.run(after: delay) { [weak self, weak view] in
      guard let self, let view, view.parent != nil else { return }
      view.isHiddenByApp = true
      self.library.dismiss()
    }
  }

  private func didDisappear(_ view: PeerPopupController) {
    ledger.record(PeerPopupsFactory.outcome(of: view), of: view.entry)
  }

  var visiblePopups: [PeerPopupController] { library.visibleEntries }

  var hasQueuedPopups: Bool { library.hasQueuedEntries }

  func tapTopPopup() -> Bool {
    guard let view = library.visibleEntries.last, view.isTappable else { return false }
    view.entry.tapped = true
    view.isHiddenByApp = true
    library.tap(view)
    return true
  }

  func hideByApp() -> Bool {
    guard let view = library.visibleEntries.last else { return false }
    view.isHiddenByApp = true
    library.dismiss()
    return true
  }

  func logOut() {
    library.visibleEntries.last?.isHiddenByApp = true
    library.dismiss(all: true)
  }
}
