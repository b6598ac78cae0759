import Foundation

extension Headless.World {
  /// Whether a horizontally scrollable scroll view's own pan takes a content swipe's touch
  /// before the content swipe is asked to begin (`Docs/UIKitFacts.md` A7).
  ///
  /// Only iOS 26's content swipe, and only under
  /// ``Headless/Assumptions/SwipeBack/scrollViewPanTakesContentSwipe``: then the innermost
  /// horizontally scrollable scroll view around the touched view, below the recognizer's view,
  /// takes the pan wherever its content is (at its leading edge too, where it only bounces),
  /// unless its enabled pan was told to wait for the content swipe (`require(toFail:)`, or a
  /// delegate's `gestureRecognizer(_:shouldRequireFailureOf:)` /
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`).
  ///
  /// - Parameters:
  ///   - recognizer: The swipe-back recognizer the finger drives.
  ///   - navigationController: Its navigation controller.
  ///   - touched: The view under the finger.
  ///   - root: The recognizer's view.
  /// - Returns: `true` when the scroll view's pan takes the touch and the swipe fails.
  func scrollViewPanTakes(
    _ recognizer: UIGestureRecognizer,
    of navigationController: UINavigationController,
    touching touched: UIView,
    below root: UIView
  ) -> Bool {
    guard assumptions.swipeBack.scrollViewPanTakesContentSwipe,
      recognizer === navigationController.interactiveContentPopGestureRecognizer,
      let scrollView = Self.horizontalScrollView(around: touched, below: root)
    else { return false }
    let pan = scrollView.panGestureRecognizer
    guard pan.isEnabled else { return false }
    let waits =
      pan.failureRequirements.contains { $0 === recognizer } || pan.mustWait(for: recognizer)
    return !waits
  }

  /// The innermost scroll view around `touched`, below `root`, that scrolls horizontally: its
  /// scrolling enabled and its content, with the adjusted insets, wider than its bounds.
  private static func horizontalScrollView(around touched: UIView, below root: UIView)
    -> UIScrollView?
  {
    var candidate: UIView? = touched
    while let view = candidate, view !== root {
      if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
        let insets = scrollView.adjustedContentInset
        let width = scrollView.contentSize.width + insets.left + insets.right
        if width > scrollView.bounds.width { return scrollView }
      }
      candidate = view.superview
    }
    return nil
  }
}
