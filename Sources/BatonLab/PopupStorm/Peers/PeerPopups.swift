import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The lab app's pop-ups shown through a peer library (``PopupStrategyName/swiftmessages``,
/// ``PopupStrategyName/swiftentrykit``): the app code that maps each request to the library's
/// call, and the user's and the app's actions on what it shows.
@MainActor
protocol PeerPopups: AnyObject {
  /// Shows `entry`'s pop-up through the library.
  func request(_ entry: PopupLedger.Entry)
  /// The pop-ups in the library's window, bottom first.
  var visiblePopups: [PeerPopupController] { get }
  /// Whether pop-ups wait in the library's queue.
  var hasQueuedPopups: Bool { get }
  /// The user taps the top pop-up's button; `false` when none can take it.
  func tapTopPopup() -> Bool
  /// The app hides the pop-up on screen with the library's own call; `false` when none shows.
  func hideByApp() -> Bool
  /// The app's log-out handler: the library's hide-everything call.
  func logOut()
}

/// Makes the peer pop-ups of strategy `strategy`, recording outcomes in `ledger`.
@MainActor
enum PeerPopupsFactory {
  /// The peer library's pop-ups for `strategy` over `stage`, or nil for the lab's own strategies.
  static func make(
    _ strategy: PopupStrategyName,
    stage: any PopupStage,
    ledger: PopupLedger
  ) -> (any PeerPopups)? {
    let scene = stage.window.windowScene
    let scheduler = stage.world.scheduler
    switch strategy {
    case .raw, .semaphore, .baton: return nil
    case .swiftmessages:
      return SwiftMessagesPopups(scene: scene, scheduler: scheduler, ledger: ledger)
    case .swiftentrykit:
      return SwiftEntryKitPopups(scene: scene, scheduler: scheduler, ledger: ledger)
    }
  }

  /// The outcome the app records when the library says `popup` left: `dismissed` when the app's
  /// own code hid it, else `auto-dismissed` when it had a timer, else `dismissed`.
  static func outcome(of popup: PeerPopupController) -> String {
    if !popup.isHiddenByApp, popup.entry.alert.autoDismissAfter != nil {
      return PopupLedger.autoDismissed
    }
    return "dismissed"
  }
}
