import Foundation

extension Headless.World {
  /// Whether iOS 26's content swipe makes `other` wait for it to fail, by UIKit's own rule
  /// (D26 `-[_UIParallaxTransitionPanGestureRecognizer
  /// _needsDynamicDependentRequirementForGestureRecognizer:]`; `Docs/UIKitFacts.md` A7).
  ///
  /// Only a pan on a scroll view waits, and only when that scroll view is neither decelerating
  /// nor bouncing and either cannot scroll horizontally or sits at its leading edge: its
  /// smallest horizontal offset when the swipe starts from the left edge, its largest when the
  /// navigation controller lays out right-to-left. Away from its leading edge it scrolls, and
  /// the content swipe never begins.
  ///
  /// - Parameters:
  ///   - other: A recognizer competing for the content swipe's touch.
  ///   - navigationController: The navigation controller whose content swipe it is.
  /// - Returns: `true` when `other` waits for the content swipe.
  static func contentSwipeMakesWait(
    _ other: UIGestureRecognizer,
    of navigationController: UINavigationController
  ) -> Bool {
    guard other is UIPanGestureRecognizer, let scrollView = other.view as? UIScrollView,
      !scrollView.isDecelerating, !scrollView.isBouncing
    else { return false }
    guard scrollView.canScrollX else { return true }
    let fromRight =
      navigationController.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return fromRight
      ? scrollView.contentOffset.x >= scrollView.maximumContentOffsetX
      : scrollView.contentOffset.x <= scrollView.minimumContentOffsetX
  }
}
