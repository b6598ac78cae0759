import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A hidden, zero-size view placed in a pop-up controller's view: it tells its owner when that
/// view leaves the window.
///
/// A presented controller's view leaves the window when its dismissal ends, whoever dismissed
/// it (its own `dismiss(animated:)`, a dismissal of a controller below it, the queue), and
/// `didMoveToWindow()` reaches every view of the hierarchy that left. The view draws nothing,
/// takes no touches and holds no constraints.
final class PopupPresenceView: UIView {
  /// Called when the view left its window.
  var onLeavingWindow: (@MainActor () -> Void)?

  init() {
    super.init(frame: .zero)
    isHidden = true
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { onLeavingWindow?() }
  }
}
