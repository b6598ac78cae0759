#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Finds the controller at the top of what a window shows: the one a new presentation should
/// come from.
///
/// Apps read it as ``BatonWindow/topViewController``.
@MainActor
package enum TopMost {
  /// The longest chain followed; guards against cycles in a broken hierarchy.
  private static let chainLimit = 256

  /// The top-most presentable controller of `window`.
  ///
  /// Follows presented controllers (stopping below one that is being dismissed), the top of
  /// navigation stacks, and, in other containers such as tab-bar controllers, the child whose
  /// view is in the window (the selected tab).
  ///
  /// - Parameter window: The window to search.
  /// - Returns: The top-most controller, or nil when the window has no root controller.
  package static func viewController(in window: UIWindow) -> UIViewController? {
    guard let root = window.rootViewController else { return nil }
    return viewController(from: root)
  }

  /// The top-most presentable controller above `root`, by the rules of ``viewController(in:)``.
  ///
  /// - Parameter root: Where to start, usually a window's root controller.
  /// - Returns: The top-most controller; `root` itself when nothing is above it.
  package static func viewController(from root: UIViewController) -> UIViewController {
    viewController(from: root, stoppingBelow: { _ in false })
  }

  /// The top-most controller above `root`, by the rules of ``viewController(in:)``, without
  /// following a presented controller that `isExcluded` names (a pop-up, see `PageTop`).
  static func viewController(
    from root: UIViewController,
    stoppingBelow isExcluded: (UIViewController) -> Bool
  ) -> UIViewController {
    var current = root
    var steps = 0
    while steps < chainLimit {
      steps += 1
      if let presented = current.presentedViewController, !presented.isBeingDismissed,
        !isExcluded(presented)
      {
        current = presented
      } else if let navigation = current as? UINavigationController {
        guard let top = navigation.topViewController else { return current }
        current = top
      } else if let child = visibleChild(of: current) {
        current = child
      } else {
        return current
      }
    }
    return current
  }

  /// The child of a container whose view is on screen: the last such child.
  private static func visibleChild(of container: UIViewController) -> UIViewController? {
    container.children.last { child in
      guard let view = child.viewIfLoaded else { return false }
      return view.window != nil && !view.isHidden
    }
  }
}
