import Foundation

/// The gesture delegate UIKit installs on the swipe-back recognizers (UIKit's private
/// `_UINavigationInteractiveTransition`), answering where iOS 26.1's answers (D26).
///
/// - `gestureRecognizer(_:shouldReceive:)` for the **event** refuses at the root, during a
///   transition after the legacy profile, and whenever the top screen replaced or hid its back
///   button or the bar is hidden (`Docs/UIKitFacts-swipe.md` A5): a custom left item (unless it
///   supplements the back button, see
///   ``Headless/Assumptions/SwipeBack/leftItemsSupplementingBackButtonKeepSwipe``),
///   `hidesBackButton`, a bar hidden with `setNavigationBarHidden(_:animated:)`, and, when
///   ``Headless/Assumptions/SwipeBack/barHiddenDirectlyRefusesSwipe`` says so, a bar hidden
///   with `navigationBar.isHidden`.
/// - `gestureRecognizer(_:shouldReceive:)` for a **touch** refuses a touch in a visible bar.
/// - `gestureRecognizerShouldBegin(_:)` refuses at the root and during a transition (after
///   the legacy profile) too, as the model always did.
@MainActor
final class PopGestureDefaultDelegate: NSObject, UIGestureRecognizerDelegate {
  /// The navigation controller that owns this delegate.
  weak var navigationController: UINavigationController?

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool {
    guard let navigation = navigationController, isPoppable(navigation) else { return false }
    return !Self.backButtonIsGone(in: navigation)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    guard let navigation = navigationController, let view = touch.view else { return true }
    let bar = navigation.navigationBar
    return bar.isHidden || bar.window == nil || !view.isDescendant(of: bar)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController else { return false }
    return isPoppable(navigation)
  }

  private func isPoppable(_ navigation: UINavigationController) -> Bool {
    guard navigation.stack.count > 1 else { return false }
    switch navigation.world.profile {
    case .legacy:
      return true
    case .deferring, .fluid:
      // UIKit's own delegate refuses while transitioning (iOS 26.1 source); whether a swipe on
      // iOS 26 could preempt instead is not modelled.
      return navigation.runningTransition == nil
    }
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
