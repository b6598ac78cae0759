import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Notes that the bar's visibility changes, before UIKit changes it: an animated change
  /// makes the bar animate for `UINavigationController.hideShowBarDuration`, during which
  /// UIKit's delegate refuses swipe-backs and Baton's gate does too (`barAnimating`).
  ///
  /// Called by the `setNavigationBarHidden(_:animated:)` override.
  ///
  /// - Parameters:
  ///   - hidden: Whether the bar is to be hidden.
  ///   - animated: Whether the change animates.
  func noteBarVisibilityChange(hidden: Bool, animated: Bool) {
    guard animated, hidden != isNavigationBarHidden else { return }
    swipeBackSignals.barWillAnimate(lasting: TimeInterval(Self.hideShowBarDuration))
  }
}
