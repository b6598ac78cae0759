import Foundation

/// The delegate of a gesture recognizer.
///
/// Every member is optional in UIKit: here each is a
/// requirement whose default is UIKit's behaviour when the method is not implemented.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may begin (`true` when not implemented).
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether two recognizers may recognize at once (`false` when not implemented).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: Whether both may recognize.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether this recognizer must wait for the other to fail (`false` when not implemented).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: Whether to wait.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the other recognizer must wait for this one to fail (`false` when not implemented).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: Whether the other waits.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer receives `touch` (`true` when not implemented).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch; its `view` tells whether it is in the navigation bar.
  /// - Returns: Whether to receive it.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool

  /// Whether the recognizer receives `event` (`true` when not implemented).
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: Whether to receive it.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Returns `true` when not implemented.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Returns `false` when not implemented.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Returns `false` when not implemented.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Returns `false` when not implemented.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool { true }

  /// Returns `true` when not implemented.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool { true }

  /// Lets forwarding code spell `delegate?.gestureRecognizerShouldBegin?(g)` on Linux too.
  public var gestureRecognizerShouldBegin: _UIGestureRecognizerDelegateShouldBeginCall? {
    _UIGestureRecognizerDelegateShouldBeginCall(base: self)
  }

  /// Lets forwarding code spell `delegate?.gestureRecognizer?(g, shouldReceive: touch)` and the
  /// other `gestureRecognizer(_:…)` members on Linux too.
  public var gestureRecognizer: _UIGestureRecognizerDelegateOptionalCall? {
    _UIGestureRecognizerDelegateOptionalCall(base: self)
  }
}

/// The shim behind `delegate?.gestureRecognizerShouldBegin?(…)` (Docs/UIKitFacts.md Part B §10).
@MainActor
public struct _UIGestureRecognizerDelegateShouldBeginCall {
  let base: any UIGestureRecognizerDelegate

  /// Forwards `gestureRecognizerShouldBegin(_:)`.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: What the delegate returns.
  public func callAsFunction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    base.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}

/// The shim behind `delegate?.gestureRecognizer?(…)` (Docs/UIKitFacts.md Part B §10).
@MainActor
public struct _UIGestureRecognizerDelegateOptionalCall {
  let base: any UIGestureRecognizerDelegate

  /// Forwards `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    base.gestureRecognizer(
      gestureRecognizer,
      shouldRecognizeSimultaneouslyWith: otherGestureRecognizer
    )
  }

  /// Forwards `gestureRecognizer(_:shouldRequireFailureOf:)`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    base.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
  }

  /// Forwards `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: This recognizer.
  ///   - otherGestureRecognizer: The other one.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    base.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
  }

  /// Forwards `gestureRecognizer(_:shouldReceive:)` for a touch.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - touch: The touch.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    base.gestureRecognizer(gestureRecognizer, shouldReceive: touch)
  }

  /// Forwards `gestureRecognizer(_:shouldReceive:)` for an event.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  ///   - event: The event.
  /// - Returns: What the delegate returns.
  public func callAsFunction(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool {
    base.gestureRecognizer(gestureRecognizer, shouldReceive: event)
  }
}
