import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The one file of the adapter that asks a delegate `responds(to:)` (`.ci/check-adapter-api`):
// UIKit's `setDelegate:` reads which animator methods the navigation delegate implements, and
// its swipe-back delegate refuses by them (`Docs/UIKitFacts.md` A5 R1). A question, not a proxy.

extension UINavigationController {
  /// Whether the app's navigation delegate implements the animator or the interaction method,
  /// as UIKit reads it when the delegate is set (`respondsToSelector:`, A5 R1): asking, not
  /// calling, the factory.
  ///
  /// Behind Baton's own proxy (the full-screen swipe-back) it is the app's delegate that counts:
  /// the proxy vends an animator only for the pop Baton's pan drives.
  var delegateImplementsAnimatorMethods: Bool {
    let appDelegate: (any UINavigationControllerDelegate)?
    if let proxy = delegate as? NavigationDelegateProxy {
      appDelegate = proxy.app
    } else {
      appDelegate = delegate
    }
    guard let appDelegate else { return false }
    return appDelegate.responds(to: Self.animationControllerSelector)
      || appDelegate.responds(to: Self.interactionControllerSelector)
  }

  /// `navigationController(_:animationControllerFor:from:to:)`'s Objective-C name (built from
  /// a string constant: `#selector` needs the Objective-C runtime, which HeadlessUIKit builds
  /// lack, and a literal draws Darwin's "use #selector" warning).
  private static let animationControllerSelector = Selector(animationControllerName)
  private static let animationControllerName =
    "navigationController:animationControllerForOperation:fromViewController:toViewController:"
  /// `navigationController(_:interactionControllerFor:)`'s Objective-C name.
  private static let interactionControllerSelector = Selector(interactionControllerName)
  private static let interactionControllerName =
    "navigationController:interactionControllerForAnimationController:"
}
