import Foundation

/// The gesture delegate UIKit installs on the swipe-back recognizer (UIKit's private
/// `_UINavigationInteractiveTransition`).
///
/// It refuses at the root, during a transition after the legacy profile, and whenever the top
/// screen replaced or hid its back button or the bar is hidden (`Docs/UIKitFacts-swipe.md`
/// A5): a custom left item (unless it supplements the back button, see
/// ``Headless/Assumptions/SwipeBack/leftItemsSupplementingBackButtonKeepSwipe``),
/// `hidesBackButton`, a bar hidden with `setNavigationBarHidden(_:animated:)`, and, when
/// ``Headless/Assumptions/SwipeBack/barHiddenDirectlyRefusesSwipe`` says so, a bar hidden with
/// `navigationBar.isHidden`.
@MainActor
final class PopGestureDefaultDelegate: NSObject, UIGestureRecognizerDelegate {
  /// The navigation controller that owns this delegate.
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController, navigation.stack.count > 1 else { return false }
    switch navigation.world.profile {
    case .legacy:
      break
    case .deferring, .fluid:
      // UIKit's own delegate refuses while transitioning (iOS 26.1 source); whether a swipe on
      // iOS 26 could preempt instead is not modelled.
      guard navigation.runningTransition == nil else { return false }
    }
    return !Self.backButtonIsGone(in: navigation)
  }

  /// Whether the top screen's back button is replaced or hidden, or the bar hidden, so that
  /// UIKit's delegate refuses the swipe (A5).
  static func backButtonIsGone(in navigation: UINavigationController) -> Bool {
    let assumptions = navigation.world.assumptions.swipeBack
    if navigation.isNavigationBarHidden { return true }
    if navigation.navigationBar.isHidden, assumptions.barHiddenDirectlyRefusesSwipe {
      return true
    }
    guard let item = navigation.stack.last?.navigationItem else { return false }
    if item.hidesBackButton { return true }
    guard let left = item.leftBarButtonItems, !left.isEmpty else { return false }
    return
      !(item.leftItemsSupplementBackButton
      && assumptions.leftItemsSupplementingBackButtonKeepSwipe)
  }
}
