import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One pop-up a peer library shows in its own window (a SwiftMessages message view, a
/// SwiftEntryKit entry), held as a child of that window's root controller.
///
/// It holds its ``PopupLedger`` entry, as an alert's button handler does: the ledger keeps an
/// entry whole while something can still reach it.
@MainActor
final class PeerPopupController: UIViewController {
  /// Its request.
  let entry: PopupLedger.Entry
  /// Whether it is fully on screen and not leaving: the user's tap reaches it.
  var isTappable = false
  /// Whether the app's own code hid it (the user's tap on its button, its close button, the
  /// app's hide call, a log-out) rather than its library's timer or another pop-up.
  var isHiddenByApp = false

  /// A pop-up for `entry`.
  init(entry: PopupLedger.Entry) {
    self.entry = entry
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}
