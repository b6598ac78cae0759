import Foundation
import HeadlessUIKit

/// A gesture delegate that allows everything, as apps do when they replace UIKit's own to get a
/// swipe with a custom back button (and lose the root check).
@MainActor
final class PermissiveGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

/// A gesture delegate that refuses touches in the navigation bar and records what it was asked.
@MainActor
final class BarRefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationBar: UINavigationBar?
  private(set) var askedToBegin = 0

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.view !== navigationBar
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    askedToBegin += 1
    return true
  }
}

/// A navigation controller subclass that records its pops and the gesture's state at the time.
@MainActor
final class RecordingNavigationController: UINavigationController {
  private(set) var popStates: [UIGestureRecognizer.State] = []

  @discardableResult
  override func popViewController(animated: Bool) -> UIViewController? {
    popStates.append(interactivePopGestureRecognizer?.state ?? .failed)
    return super.popViewController(animated: animated)
  }
}
