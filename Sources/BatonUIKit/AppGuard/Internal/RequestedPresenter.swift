#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// When an existing alert may show from the controller the app asked to present it from.
///
/// The alert waits while that controller is covered — a sheet or a cover over it or over one of
/// its containers, a page pushed over it, another tab selected — so it never moves onto a screen
/// whose own code may take it away: a sheet's Close sent to the sheet's navigation controller
/// would dismiss an alert moved there, without its handler, and leave the sheet (UIKit sends
/// `dismiss` to the presenting controller, and an alert's own dismissal after a tap looks the
/// same, A15). A controller that left the window's hierarchy for good no longer decides: the
/// alert then shows from the top, never lost.
///
/// Pushes, pops, tab changes and the app's own presents and dismissals run on the window's lane,
/// whose events make the pop-up queue look again; a sheet the user swipes away does not, so a
/// waiting alert watches the controller that covers its presenter (``CoverWatch``).
@MainActor
enum RequestedPresenter {
  /// What an alert waiting to show from a controller does now.
  enum Decision {
    /// It shows: from that controller, or from the top once the controller has left.
    case show
    /// It waits; `cover` is the controller presented over that one or over a container of
    /// it, if any (what the user may swipe away).
    case wait(cover: UIViewController?)
  }

  /// What an alert the app asked `requested` to present in `window` does now.
  static func decision(for requested: UIViewController?, in window: UIWindow?) -> Decision {
    guard let requested, let window else { return .show }
    let cover = modalCover(of: requested)
    if cover == nil, PresenterResolver.canPresent(from: requested) { return .show }
    return isInHierarchy(requested, of: window) ? .wait(cover: cover) : .show
  }

  /// Whether `controller`, or a container of it, is being popped: its navigation controller no
  /// longer lists it, while it is still a child until the pop ends (a back tap or a finished
  /// swipe on the page the alert was asked from).
  static func isLeavingItsStack(_ controller: UIViewController) -> Bool {
    var candidate: UIViewController? = controller
    while let current = candidate, let parent = current.parent {
      if let navigation = parent as? UINavigationController,
        !navigation.viewControllers.contains(where: { $0 === current })
      {
        return true
      }
      candidate = parent
    }
    return false
  }

  /// The controller presented over `controller` or over one of its containers, if any.
  private static func modalCover(of controller: UIViewController) -> UIViewController? {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if let presented = current.presentedViewController { return presented }
      candidate = current.parent
    }
    return nil
  }

  /// Whether `controller` is still reachable from `window`'s root, through containers and
  /// presentations.
  private static func isInHierarchy(_ controller: UIViewController, of window: UIWindow) -> Bool {
    guard let root = window.rootViewController else { return false }
    var current = controller
    while current !== root {
      if let parent = current.parent {
        current = parent
      } else if let presenting = current.presentingViewController {
        current = presenting
      } else {
        return false
      }
    }
    return true
  }
}
