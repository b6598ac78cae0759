#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a modal pop-up (an alert, a full-screen controller) is presented from.
@MainActor
enum ModalPopupPlacement {
  enum Decision {
    case presenter(UIViewController)
    case refused(String)
  }

  /// How many foreign transitions a show waits out before it decides anyway.
  private static let settleAttempts = 4

  /// Calls `body` with the window's top-most presentable controller, or why there is none,
  /// once no transition the lane did not start (a raw `present` or `dismiss`, a system
  /// transition) runs on it: presenting during one would be dropped by UIKit (F6).
  static func whenSettled(
    in host: WindowPopups,
    attempts: Int = settleAttempts,
    _ body: @escaping @MainActor (Decision) -> Void
  ) {
    guard let window = host.window else { return body(.refused("the window went away")) }
    guard let top = TopMost.viewController(in: window) else {
      return body(.refused("the window has no root view controller"))
    }
    if attempts > 0, let coordinator = top.transitionCoordinator {
      let registered = coordinator.animate(alongsideTransition: nil) { _ in
        whenSettled(in: host, attempts: attempts - 1, body)
      }
      if registered { return }
    }
    body(decision(for: top))
  }

  private static func decision(for top: UIViewController) -> Decision {
    if top is UIAlertController {
      return .refused("an alert the app presented itself is on screen (alerts do not stack)")
    }
    guard PresenterResolver.canPresent(from: top) else {
      return .refused("the top-most controller \(type(of: top)) cannot present now")
    }
    return .presenter(top)
  }
}
