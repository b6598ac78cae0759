import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Knows whether a page transition runs: between the navigation controller's `willShow` and
/// `didShow` delegate calls (UIKit sends both for every push and pop).
@MainActor
final class PageTransitionWatch: NSObject, UINavigationControllerDelegate {
  /// Whether a push or pop runs now.
  private(set) var isTransitioning = false

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    isTransitioning = animated
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    isTransitioning = false
  }
}
