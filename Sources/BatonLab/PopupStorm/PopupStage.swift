import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An app the lab shows pop-ups in.
///
/// The focused pop-up storm's (``PopupStormApp``) or the main storm's (``LabApp``);
/// ``PopupDriver`` asks it what it needs to know about its pages.
@MainActor
protocol PopupStage: AnyObject {
  /// The world the app lives in.
  var world: Headless.World { get }
  /// The app's key window.
  var window: UIWindow { get }
  /// The window's root controller: the bottom of the presented chain.
  var presentationRoot: UIViewController { get }
  /// The screen home-only pop-ups are scoped to.
  var homeScreen: UIViewController { get }
  /// Whether the home screen is the visible page (an alert over it does not count).
  var isHomeVisible: Bool { get }
  /// The user goes back to the home screen, the way the app's strategy navigates.
  func goHome()
  /// The page part of a forced log-out: modals dismissed, stacks back to their roots.
  func logOutPages()
}

extension PopupStage {
  /// The top of the presented chain, or the root when nothing is presented: where an app that
  /// presents its alerts directly presents them from.
  var topPresenter: UIViewController {
    var top = presentationRoot
    while let next = top.presentedViewController { top = next }
    return top
  }

  /// The alerts in the presented chain, bottom first.
  var visibleAlerts: [UIAlertController] {
    var alerts: [UIAlertController] = []
    var presented = presentationRoot.presentedViewController
    while let current = presented {
      if let alert = current as? UIAlertController { alerts.append(alert) }
      presented = current.presentedViewController
    }
    return alerts
  }

  /// The pop-ups in the presented chain, bottom first: alerts and pop-up screens.
  var visiblePopups: [UIViewController] {
    var popups: [UIViewController] = []
    var presented = presentationRoot.presentedViewController
    while let current = presented {
      if Self.isPopup(current) { popups.append(current) }
      presented = current.presentedViewController
    }
    return popups
  }

  /// Whether `controller` is one of the app's pop-ups: an alert or a pop-up screen.
  static func isPopup(_ controller: UIViewController) -> Bool {
    controller is UIAlertController || controller is PopupScreenController
  }

  /// Whether a pop-up (an alert or a pop-up screen) is on screen: in the presented chain over
  /// ``presentationRoot`` (the window's root), by HeadlessUIKit's account rather than any
  /// queue's.
  var showsAlert: Bool {
    var presented = presentationRoot.presentedViewController
    while let current = presented {
      if Self.isPopup(current) { return true }
      presented = current.presentedViewController
    }
    return false
  }

  /// Whether `lane` holds requests with nothing running: not busy, not suspended, and no
  /// alert on screen (see ``StrandedRequestWatch``).
  func isStalled(_ lane: Lane) -> Bool {
    lane.pendingCount > 0 && !lane.isBusy && !lane.isSuspended && !showsAlert
  }
}
