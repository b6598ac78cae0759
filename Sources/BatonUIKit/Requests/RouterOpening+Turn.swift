#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a request the router submitted acts when its turn comes: the top of its window's page
/// then, beneath any pop-up (see `PageTop`), not the controller on top when `open` was called.
///
/// A link opened while a blocking pop-up shows, or while other requests wait, lands on the page
/// the user sees once those are done: a sheet asked before the link and presented meanwhile gets
/// the push, a screen pushed meanwhile presents. A presentation made after the link was opened
/// (by a later request, or by a third party's plain `present`) is never entered: the push acts
/// on the page beneath it, and a present waits for it to end (`AskedMoment`).
@MainActor
extension RouterOpening {
  /// The navigation controller of the page's top now, for a request asked at `moment`, with the
  /// presentation it stays beneath; nil when the window is gone or the top has no navigation
  /// controller (the request then keeps the navigation controller chosen at `open`).
  func navigationAtTurn(
    askedAt moment: AskedMoment
  ) -> (navigation: UINavigationController, beneath: UIViewController?)? {
    guard let (top, beneath) = presenterAtTurn(askedAt: moment),
      let navigation = (top as? UINavigationController) ?? top.navigationController
    else { return nil }
    return (navigation, beneath)
  }

  /// The page's top now, beneath any pop-up and any presentation made after the request was
  /// asked (`AskedMoment`), which it returns as `beneath`; nil when the window is gone or has no
  /// root.
  func presenterAtTurn(
    askedAt moment: AskedMoment
  ) -> (top: UIViewController, beneath: UIViewController?)? {
    guard let window else { return nil }
    return PageTop.viewController(in: window, askedAt: moment)
  }
}
