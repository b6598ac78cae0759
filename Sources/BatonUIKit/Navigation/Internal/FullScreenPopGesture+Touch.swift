import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension FullScreenPopGesture {
  /// Whether `touched` is in the navigation bar while the bar shows.
  static func isInVisibleBar(_ touched: UIView, of navigation: UINavigationController) -> Bool {
    !navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden
      && touched.isDescendant(of: navigation.navigationBar)
  }

  /// Whether `touched` is a control or inside one, below `root`.
  static func isOnControl(_ touched: UIView, below root: UIView) -> Bool {
    var candidate: UIView? = touched
    while let view = candidate, view !== root {
      if view is UIControl { return true }
      candidate = view.superview
    }
    return false
  }

  /// Whether a horizontally scrolling scroll view around `touched`, below `root`, can still
  /// scroll towards its leading edge: each of them counts, not only the innermost (a carousel
  /// at its start inside a pager turned to a later page must page the pager back, not pop).
  static func scrollViewState(under touched: UIView, below root: UIView)
    -> SwipeBackScrollViewState
  {
    var state = SwipeBackScrollViewState.noScrollView
    var candidate: UIView? = touched
    while let view = candidate, view !== root {
      if let scrollView = view as? UIScrollView, scrollsHorizontally(scrollView) {
        guard isAtLeadingEdge(scrollView) else { return .notAtLeadingEdge }
        state = .atLeadingEdge
      }
      candidate = view.superview
    }
    return state
  }

  /// Whether `scrollView`'s pan waits for a swipe-back by UIKit's rule for iOS 26's content
  /// swipe: it is neither decelerating nor beyond an edge, and it cannot scroll horizontally or
  /// sits at its leading edge.
  static func waitsForSwipeBack(_ scrollView: UIScrollView) -> Bool {
    guard !scrollView.isDecelerating, !isBeyondAnEdge(scrollView) else { return false }
    return !scrollsHorizontally(scrollView) || isAtLeadingEdge(scrollView)
  }

  /// Whether the content sits past its left or right end, springing back.
  private static func isBeyondAnEdge(_ scrollView: UIScrollView) -> Bool {
    let insets = scrollView.adjustedContentInset
    let x = scrollView.contentOffset.x
    let maximum = max(
      -insets.left,
      scrollView.contentSize.width + insets.right - scrollView.bounds.width
    )
    return x < -insets.left || x > maximum
  }

  private static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
    let insets = scrollView.adjustedContentInset
    return scrollView.isScrollEnabled
      && scrollView.contentSize.width + insets.left + insets.right > scrollView.bounds.width
  }

  /// At the leading edge: the left one in a left-to-right layout, the right one otherwise.
  private static func isAtLeadingEdge(_ scrollView: UIScrollView) -> Bool {
    let insets = scrollView.adjustedContentInset
    let x = scrollView.contentOffset.x
    switch layoutDirection(of: scrollView) {
    case .leftToRight:
      return x <= -insets.left
    case .rightToLeft:
      return x >= scrollView.contentSize.width + insets.right - scrollView.bounds.width
    }
  }
}
