import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UINavigationController {
  /// iOS 26's full-width swipe-back recognizer
  /// (`interactiveContentPopGestureRecognizer`), or nil on earlier systems.
  ///
  /// On iOS it is read by key (the property is public, `@available(iOS 26.0, *)`) so that the
  /// adapter still compiles with SDKs older than iOS 26, which do not declare it.
  var contentPopGestureIfAvailable: UIGestureRecognizer? {
    #if canImport(UIKit)
      if #available(iOS 26, *) {
        return value(forKey: "interactiveContentPopGestureRecognizer") as? UIGestureRecognizer
      }
      return nil
    #else
      return interactiveContentPopGestureRecognizer
    #endif
  }
}
