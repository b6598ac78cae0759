#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIViewController {
  /// Baton's explicit navigation API for this controller: every call goes through the lane of
  /// the controller's window and gets exactly one outcome.
  ///
  /// ```swift
  /// viewController.baton.push(DetailViewController()) { outcome in print(outcome) }
  /// let outcome = await viewController.baton.present(SettingsViewController()).waitForOutcome()
  /// ```
  public var baton: BatonNavigator { BatonNavigator(self) }
}
