#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Lets Baton's own calls into UIKit pass straight through the lane routing.
///
/// The routing is the app-wide guard's (``BatonGuard``) and ``BatonNavigationController``'s
/// overrides'; the calls are the one a request makes when its turn has come and a pop-up's show
/// and hide. It is the one way past the lane for a call made through UIKit's public methods
/// (``TurnCalls``).
///
/// The pass is for one call on one receiver: the first guarded or overridden call on `receiver`
/// made while `body` runs takes it. A call made from a UIKit callback that the first one triggered (a screen
/// that pushes the next one from `viewDidLoad` while it is being pushed) finds it taken and takes
/// its turn on the lane, as with ``BatonNavigationController``.
@MainActor
enum GuardBypass {
  /// The receiver whose next guarded call passes through.
  private static var passing: ObjectIdentifier?

  /// Runs `body`, whose first guarded call on `receiver` goes straight to UIKit.
  static func passing<Result>(_ receiver: UIViewController, _ body: () -> Result) -> Result {
    let outer = passing
    passing = ObjectIdentifier(receiver)
    defer { passing = outer }
    return body()
  }

  /// Whether this call on `receiver` is Baton's own; takes the pass if so.
  static func takePass(for receiver: UIViewController) -> Bool {
    guard passing == ObjectIdentifier(receiver) else { return false }
    passing = nil
    return true
  }
}
