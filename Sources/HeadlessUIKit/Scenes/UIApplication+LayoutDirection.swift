import Foundation

extension UIApplication {
  /// The app's layout direction: left-to-right in the model (`Docs/UIKitFacts.md` A10), where
  /// a right-to-left layout is a view's forced semantic content attribute
  /// (``UIView/effectiveUserInterfaceLayoutDirection``).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
