import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The full-screen pan's delegate in ``FDFullscreenPopNavigationController``: the gate of
/// forkingdog/FDFullscreenPopGesture (`_FDFullscreenPopGestureRecognizerDelegate` in
/// `FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m`), re-implemented.
///
/// It asks only `gestureRecognizerShouldBegin(_:)`, in the library's order: refuse at the root,
/// when the top screen sets `fd_interactivePopDisabled`, beyond the top screen's
/// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge` (when it is above 0), while the
/// controller's private `_isTransitioning` is true, and for a pan that does not move towards
/// the trailing edge. Like the library, it answers no other question: no failure requirement
/// on a scroll view's pan, no simultaneous recognition, no look at the navigation bar, a
/// keyboard, a search, an app's animator, or a transition elsewhere in the window.
final class FDFullscreenPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  /// The controller whose pan this gates; the controller owns the delegate.
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    // No page pushed.
    guard navigation.viewControllers.count > 1, let top = navigation.viewControllers.last else {
      return false
    }
    let preferences = top as? any FDFullscreenPopPreferences
    // The page turned the swipe off.
    if preferences?.fdInteractivePopDisabled ?? false { return false }
    // The finger landed too far from the leading edge (0: anywhere).
    let maxDistance = preferences?.fdInteractivePopMaxAllowedInitialDistanceToLeftEdge ?? 0
    if maxDistance > 0, pan.location(in: pan.view).x > maxDistance { return false }
    // A transition of the controller's own runs (private key).
    if (navigation.value(forKey: "_isTransitioning") as? NSNumber)?.boolValue ?? false {
      return false
    }
    // The pan must start towards the trailing edge of the app's layout.
    let isLeftToRight = UIApplication.shared.userInterfaceLayoutDirection == .leftToRight
    let multiplier: CGFloat = isLeftToRight ? 1 : -1
    return pan.translation(in: pan.view).x * multiplier > 0
  }
}
