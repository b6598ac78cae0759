#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The rule that tells the app's presents and dismissals from the ones UIKit and SwiftUI make
/// for their own presentations, which the app-wide guard never delays (`Docs/UIKitFacts.md` A15).
///
/// A present or dismiss is the framework's own, and passes straight through, when:
/// - it dismisses a `UIAlertController` settled on screen and is sent to the alert's presenting
///   controller or to the alert itself: UIKit's own dismissal after a tap is a
///   `dismiss(animated:completion:)` sent to the presenting controller, and must run at once (a
///   queued alert holds the lane until it goes);
/// - the presented controller (for a dismissal: the receiver, or what it dismisses) is a class
///   SwiftUI declares (its sheet and full-screen-cover hosting) or a private class of a system
///   framework (a name that begins with an underscore: view services, remote controllers);
/// - it presents an alert from such a class (SwiftUI's `alert` and `confirmationDialog`).
///
/// The stack calls (push, pops, `setViewControllers`) and tab selections of a navigation or tab
/// bar controller of such a class pass through as well (`GuardedCalls`): SwiftUI's
/// `NavigationStack` runs on its own `UINavigationController` subclass, which pushes and sets
/// its stack through the public selectors (S26).
///
/// Everything else is the app's, including what third-party code in the app presents, and the
/// public system controllers the app presents itself (a share sheet, a mail composer). A call
/// made by the pop-up on screen itself is the app's but already has its turn
/// (``isPopupsOwnCall(on:in:)``): it passes straight through too.
@MainActor
enum GuardRule {
  /// Whether presenting `presented` from `presenter` is UIKit's or SwiftUI's own.
  static func isFrameworkPresentation(
    of presented: UIViewController,
    from presenter: UIViewController
  ) -> Bool {
    isFrameworkPrivate(presented)
      || (presented is UIAlertController && isFrameworkPrivate(presenter))
  }

  /// Whether a `dismiss(animated:completion:)` sent to `controller` is UIKit's or SwiftUI's own.
  static func isFrameworkDismissal(by controller: UIViewController) -> Bool {
    let dismissed = controller.presentedViewController ?? controller
    // UIKit dismisses an alert after a tap, on an alert settled on screen, before it is being
    // dismissed, by sending the dismissal to the alert's presenting controller (SwiftUI sends it
    // to the alert itself). A dismiss that comes while it is (the app's, a few milliseconds
    // later), while the alert is still being presented (no tap can reach it yet: a deep link's),
    // or sent to another controller (a screen inside the presenting navigation controller
    // closing itself, which would take the alert instead) is the app's, and waits.
    let isAlertsOwn =
      dismissed is UIAlertController
      && (controller === dismissed || controller === dismissed.presentingViewController)
      && !dismissed.isBeingDismissed && !dismissed.isBeingPresented
    return isAlertsOwn || isFrameworkPrivate(controller) || isFrameworkPrivate(dismissed)
  }

  /// Whether `controller` belongs to the pop-up on screen in `window`.
  ///
  /// That is its controller, a child of it, or something it presented. A pop-up that closes
  /// itself with `dismiss(animated:completion:)`, or presents from itself, acts inside its own
  /// turn; the lane would make that call wait for the pop-up to end, which waits for the call.
  private static func isPartOfShownPopup(_ controller: UIViewController, in window: UIWindow?)
    -> Bool
  {
    guard let window,
      let popup = LaneRegistry.shared.existingPopups(for: window)?.onScreen?.popupController
    else { return false }
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate === popup { return true }
      current = candidate.parent ?? candidate.presentingViewController
    }
    return false
  }

  /// Whether a present from `presenter`, or a dismissal of `presenter`, is the shown pop-up's
  /// own call (a coupon pop-up that opens a share sheet, or closes itself with
  /// `dismiss(animated:)`).
  ///
  /// `controller` is part of the pop-up on screen, settled on screen (not being presented or
  /// dismissed: a call during the pop-up's own transition waits for it, as any call does), and
  /// not an alert (an alert presents and dismisses nothing itself: UIKit's dismissal after a tap
  /// is ``isFrameworkDismissal(by:)``; anyone else's call, such as an SDK presenting from the
  /// top-most controller, waits for the pop-up to end).
  static func isPopupsOwnCall(on controller: UIViewController, in window: UIWindow?) -> Bool {
    guard !(controller is UIAlertController), isPartOfShownPopup(controller, in: window) else {
      return false
    }
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate.isBeingPresented || candidate.isBeingDismissed { return false }
      current = candidate.parent
    }
    return true
  }

  /// Whether `controller`'s class is SwiftUI's, or private to a system framework.
  static func isFrameworkPrivate(_ controller: UIViewController) -> Bool {
    let type = type(of: controller)
    return String(reflecting: type).hasPrefix("SwiftUI.")
      || String(describing: type).hasPrefix("_")
  }
}
