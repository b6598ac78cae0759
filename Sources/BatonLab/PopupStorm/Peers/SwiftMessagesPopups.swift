import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The lab app's pop-ups shown with SwiftMessages (``SwiftMessagesQueue``), as its README
/// shows them: every pop-up in its own window over the app (`.window(windowLevel: .statusBar)`).
///
/// - A toast (with `autoDismissAfter`) is a top message with `duration` `.seconds(S)`.
/// - An alert that waits for its answer is a centred dialog, `duration` `.forever`, with a dimmed
///   background (its window becomes key); its button's handler calls `SwiftMessages.hide()`.
/// - A pop-up screen is a centred dimmed message too; it closes itself with
///   `SwiftMessages.hide()` `closesAfter` seconds after it shows.
/// - Each message's id is its key (a `MessageView`'s id comes from its content), its
///   `Config.priority` the request's priority; `ignoreDuplicates` stays on (the default).
/// - The app records an outcome from the `didHide` event; its log-out handler calls `hideAll()`.
@MainActor
final class SwiftMessagesPopups: PeerPopups {
  let library: SwiftMessagesQueue
  private let ledger: PopupLedger
  private let scheduler: VirtualScheduler

  init(scene: UIWindowScene?, scheduler: VirtualScheduler, ledger: PopupLedger) {
    library = SwiftMessagesQueue(scene: scene, scheduler: scheduler)
    self.ledger = ledger
    self.scheduler = scheduler
    library.onEvent = { [weak self] event in self?.handle(event) }
  }

  func request(_ entry: PopupLedger.Entry) {
    let alert = entry.alert
    var config = SwiftMessagesQueue.Config()
    config.duration = alert.autoDismissAfter.map { .seconds($0) } ?? .forever
    config.dimsBackground = alert.isScreen || alert.autoDismissAfter == nil
    config.priority = alert.priority
    let view = PeerPopupController(entry: entry)
    library.show(config: config, view: view, id: alert.key)
  }

  private func handle(_ event: SwiftMessagesQueue.Event) {
    switch event {
    case .didShow(let view):
      guard let delay = view.entry.alert.closesAfter else { return }
      // The screen's own timer; it goes with the screen.
      scheduler.run(after: delay) { [weak self, weak view] in
        guard let self, let view, view.parent != nil else { return }
        view.isHiddenByApp = true
        self.library.hide()
      }
    case .didHide(let view):
      ledger.record(PeerPopupsFactory.outcome(of: view), of: view.entry)
    }
  }

  var visiblePopups: [PeerPopupController] { library.visibleMessages }

  var hasQueuedPopups: Bool { library.hasQueuedMessages }

  func tapTopPopup() -> Bool {
    guard let view = library.visibleMessages.last, view.isTappable else { return false }
    view.entry.tapped = true
    view.isHiddenByApp = true
    library.hide()
    return true
  }

  func hideByApp() -> Bool {
    guard let view = library.currentMessage else { return false }
    view.isHiddenByApp = true
    library.hide()
    return true
  }

  func logOut() {
    library.currentMessage?.isHiddenByApp = true
    library.hideAll()
  }
}
