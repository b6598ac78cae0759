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

/// A gesture delegate that lets every swipe begin and records the views its touches report,
/// and that may make a scroll view's pan wait for the recognizer it guards.
@MainActor
final class TouchRecordingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  private(set) var touchedViews: [UIView?] = []
  private(set) var askedToBegin = 0
  /// The pan that must wait for the guarded recognizer, if any.
  weak var waitingPan: UIGestureRecognizer?

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touchedViews.append(touch.view)
    return true
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    askedToBegin += 1
    return true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer === waitingPan
  }
}
