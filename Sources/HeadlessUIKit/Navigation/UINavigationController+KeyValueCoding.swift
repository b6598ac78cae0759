import Foundation

/// A navigation controller's private `_isTransitioning` (`Docs/UIKitFacts.md` A16): `true`
/// while a push or pop transition of its own runs, the interactive one of a swipe included.
extension UINavigationController: KeyValueReading {
  func modelValue(forKey key: String) -> Any? {
    guard key == "_isTransitioning" else { return nil }
    return NSNumber(value: runningTransition != nil)
  }

  /// The selector of UIKit's handler of the interactive pop, the system swipe-back's action.
  static let navigationTransitionAction = Selector(("handleNavigationTransition:"))
}
