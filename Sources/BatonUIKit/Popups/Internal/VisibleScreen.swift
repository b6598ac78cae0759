#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Finds the page a window shows: the top-most controller, below a given pop-up controller.
@MainActor
enum VisibleScreen {
  private static let chainLimit = 256

  /// The top-most controller of `window` that is not `popup` nor presented above it.
  static func controller(
    in window: UIWindow,
    excluding popup: UIViewController?
  ) -> UIViewController? {
    guard var current = window.rootViewController else { return nil }
    for _ in 0..<chainLimit {
      if let presented = current.presentedViewController, presented !== popup,
        !presented.isBeingDismissed
      {
        current = presented
      } else if let navigation = current as? UINavigationController,
        let top = navigation.topViewController
      {
        current = top
      } else if let child = current.children.last(where: { isOnScreen($0, in: window) }) {
        current = child
      } else {
        return current
      }
    }
    return current
  }

  private static func isOnScreen(_ controller: UIViewController, in window: UIWindow) -> Bool {
    guard let view = controller.viewIfLoaded else { return false }
    return view.window === window && !view.isHidden
  }
}
