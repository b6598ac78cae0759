#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Finds the top of the page a window shows, beneath any pop-up: where a deep link acts from.
///
/// A pop-up is never a presenter nor a navigation stack for the router: an alert (shown by the
/// window's pop-up queue or presented by the app itself), the controller the pop-up queue
/// shows, or a controller that adopts ``PopupHosting`` (a custom presenter's host). A pop-up
/// view sits over the window and is no controller, so the walk never meets it.
/// Requests made from the page then wait their turn in the lane, behind a pop-up that blocks
/// navigation, exactly as `.baton.push` from that page does.
@MainActor
package enum PageTop {
  /// The top-most controller of `window`'s page, by the rules of
  /// `TopMost.viewController(in:)`, stopping below a pop-up.
  package static func viewController(in window: UIWindow) -> UIViewController? {
    viewController(in: window, askedAt: nil)?.top
  }

  /// The top of `window`'s page for a request asked at `moment`.
  ///
  /// As ``viewController(in:)``, stopping also below a presentation the request did not choose
  /// (`AskedMoment`), which it returns as `beneath`. Without a moment, every presentation that
  /// is not a pop-up is the page's.
  static func viewController(
    in window: UIWindow,
    askedAt moment: AskedMoment?
  ) -> (top: UIViewController, beneath: UIViewController?)? {
    guard let root = window.rootViewController else { return nil }
    let popup = LaneRegistry.shared.existingPopups(for: window)?.onScreen?.popupController
    var beneath: UIViewController?
    let top = TopMost.viewController(from: root) { presented in
      if isPopup(presented, queued: popup) { return true }
      guard let moment, !moment.allows(presented) else { return false }
      beneath = presented
      return true
    }
    return (top, beneath)
  }

  /// Whether `controller` is a pop-up: an alert, the controller the queue shows, or a host.
  static func isPopup(_ controller: UIViewController, queued popup: UIViewController?) -> Bool {
    controller is UIAlertController || controller is any PopupHosting || controller === popup
  }
}
