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

  /// The window's top-most presentable controller, or why there is none.
  static func presenter(in host: WindowPopups) -> Decision {
    guard let window = host.window else { return .refused("the window went away") }
    guard let top = TopMost.viewController(in: window) else {
      return .refused("the window has no root view controller")
    }
    if top is UIAlertController {
      return .refused("an alert the app presented itself is on screen (alerts do not stack)")
    }
    guard PresenterResolver.canPresent(from: top) else {
      return .refused("the top-most controller \(type(of: top)) cannot present now")
    }
    return .presenter(top)
  }
}
