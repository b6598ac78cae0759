#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a request the router submitted acts when its turn comes: the top of its window's page
/// then, beneath any pop-up (see `PageTop`), not the controller on top when `open` was called.
///
/// A link opened while a blocking pop-up shows, or while other requests wait, lands on the page
/// the user sees once those are done: a sheet presented meanwhile gets the push, a screen
/// pushed meanwhile presents.
@MainActor
extension RouterOpening {
  /// The navigation controller of the page's top now; nil when the window is gone or the top
  /// has none (the request then keeps the navigation controller chosen at `open`).
  func navigationAtTurn() -> UINavigationController? {
    guard let top = presenterAtTurn() else { return nil }
    return (top as? UINavigationController) ?? top.navigationController
  }

  /// The page's top now, beneath any pop-up; nil when the window is gone or has no root.
  func presenterAtTurn() -> UIViewController? {
    guard let window else { return nil }
    return PageTop.viewController(in: window)
  }
}
