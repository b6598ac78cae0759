import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The horizontal scroll view of a ``SwipeStyle/scrollView`` page: a carousel three pages wide
/// under the whole content, whose leading edge follows the layout direction.
extension LabScreen {
  /// The page's horizontal scroll view, if it has one.
  var pageScrollView: UIScrollView? {
    viewIfLoaded?.subviews.lazy.compactMap { $0 as? UIScrollView }.first { !($0 is UITableView) }
  }

  /// Adds the carousel once (``SwipeStyle/scrollView``).
  func addPageScrollViewIfNeeded() {
    guard pageScrollView == nil else { return }
    let bounds = view.bounds
    let scrollView = UIScrollView(frame: bounds)
    scrollView.contentSize = CGSize(width: bounds.width * 3, height: bounds.height)
    view.addSubview(scrollView)
    scrollPage(awayFromLeadingEdge: false)
  }

  /// Whether the carousel shows its leading page; nil without one.
  var isPageScrollAtLeadingEdge: Bool? {
    guard let scrollView = pageScrollView else { return nil }
    return abs(scrollView.contentOffset.x - leadingOffset(of: scrollView)) < 0.5
  }

  /// Shows the carousel's leading page, or the one after it.
  func scrollPage(awayFromLeadingEdge away: Bool) {
    guard let scrollView = pageScrollView else { return }
    let leading = leadingOffset(of: scrollView)
    let step = isRightToLeft(scrollView) ? -scrollView.bounds.width : scrollView.bounds.width
    scrollView.contentOffset = CGPoint(x: away ? leading + step : leading, y: 0)
  }

  /// The user's pan scrolled the carousel `distance` points back towards its leading page.
  func scrollPageTowardsLeadingEdge(by distance: CGFloat) {
    guard let scrollView = pageScrollView else { return }
    let leading = leadingOffset(of: scrollView)
    let x = scrollView.contentOffset.x
    let moved = isRightToLeft(scrollView) ? min(leading, x + distance) : max(leading, x - distance)
    scrollView.contentOffset = CGPoint(x: moved, y: 0)
  }

  private func leadingOffset(of scrollView: UIScrollView) -> CGFloat {
    isRightToLeft(scrollView) ? scrollView.contentSize.width - scrollView.bounds.width : 0
  }

  private func isRightToLeft(_ scrollView: UIScrollView) -> Bool {
    scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }
}
