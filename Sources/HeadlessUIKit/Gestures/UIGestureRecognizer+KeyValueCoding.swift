import Foundation

/// A recognizer's private `targets` (`Docs/UIKitFacts.md` A16): its target-action pairs, each a
/// `UIGestureRecognizerTarget` whose private `target` is the object that receives the action.
///
/// The system swipe-back's (`interactivePopGestureRecognizer`) single target is UIKit's
/// handler of the navigation controller's interactive transition, with the action
/// `handleNavigationTransition:`; a pan given that pair drives the controller's pop as the edge
/// swipe does (``Headless/World/attemptInteractivePop(on:panning:from:touching:touchInNavigationBar:translation:)``).
extension UIGestureRecognizer: KeyValueReading {
  func modelValue(forKey key: String) -> Any? {
    guard key == "targets" else { return nil }
    return targetActions.map { UIGestureRecognizerTarget(target: $0.target, action: $0.action) }
  }

  /// Whether `target` receives `action` from this recognizer.
  func hasTarget(_ target: AnyObject, action: Selector) -> Bool {
    targetActions.contains { $0.target === target && $0.action == action }
  }
}

/// One target-action pair of a recognizer, as its private `targets` lists it (UIKit's private
/// class of the same name).
@MainActor
final class UIGestureRecognizerTarget: NSObject, KeyValueReading {
  private weak var target: AnyObject?
  private let action: Selector

  init(target: AnyObject?, action: Selector) {
    self.target = target
    self.action = action
  }

  func modelValue(forKey key: String) -> Any? {
    switch key {
    case "target": return target
    case "action": return action
    default: return nil
    }
  }
}
