import Foundation

extension UINavigationBar {
  /// The bar's answer to a tap on its back button (UIKit's private
  /// `_sendNavigationPopForBackBarButtonItem:`, which every visual provider's back-button action
  /// calls in D26): the managing navigation controller pops its top controller, animated.
  ///
  /// Through the public `popViewController(animated:)` unless
  /// ``Headless/Assumptions/backTapCallsPopViewController`` says otherwise
  /// (`Docs/UIKitFacts.md` A11).
  func sendBackButtonTap() {
    guard let navigation = managingController else { return }
    if navigation.world.assumptions.backTapCallsPopViewController {
      navigation.popViewController(animated: true)
    } else {
      _ = navigation.performPop(animated: true)
    }
  }
}
