import Foundation

/// The private half of `UIGestureRecognizerDelegate` that only UIKit's own delegates implement.
///
/// UIKit asks these private selectors only of a delegate that responds to them (it caches
/// `respondsToSelector:` in the recognizer's flags when the delegate is set; D26
/// `UIGestureRecognizer.mm`). An app's delegate cannot adopt this protocol: it is internal to
/// HeadlessUIKit, as the selectors are private to UIKit. A delegate that replaces UIKit's
/// therefore loses these answers unless it gives the public ones itself.
@MainActor
protocol SystemGestureDelegate: UIGestureRecognizerDelegate {
  /// UIKit's private `_gestureRecognizer:shouldReceiveEvent:`: whether the recognizer takes
  /// part in the event at all.
  ///
  /// Asked after the public `gestureRecognizer(_:shouldReceive:)` for the event (which UIKit's
  /// delegate does not implement).
  func systemGestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceiveEvent event: UIEvent
  ) -> Bool

  /// UIKit's private `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`: whether
  /// `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
  ///
  /// Asked only when the public `gestureRecognizer(_:shouldBeRequiredToFailBy:)` does not
  /// answer `true`.
  func systemGestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailByGestureRecognizer otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizer {
  /// Whether the delegate lets the recognizer take part in `event`: the public question, then
  /// UIKit's private one when the delegate implements it.
  func delegateReceives(_ event: UIEvent) -> Bool {
    guard let delegate else { return true }
    guard delegate.gestureRecognizer(self, shouldReceive: event) else { return false }
    guard let system = delegate as? any SystemGestureDelegate else { return true }
    return system.systemGestureRecognizer(self, shouldReceiveEvent: event)
  }

  /// Whether this recognizer's delegate makes `other` wait for this one to fail: the public
  /// answer, else UIKit's private one when the delegate implements it.
  func delegateRequiresToFail(_ other: UIGestureRecognizer) -> Bool {
    guard let delegate else { return false }
    if delegate.gestureRecognizer(self, shouldBeRequiredToFailBy: other) { return true }
    guard let system = delegate as? any SystemGestureDelegate else { return false }
    return system.systemGestureRecognizer(self, shouldBeRequiredToFailByGestureRecognizer: other)
  }
}
