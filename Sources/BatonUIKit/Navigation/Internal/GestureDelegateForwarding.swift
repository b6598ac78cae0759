#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Calls the optional methods of a `UIGestureRecognizerDelegate`.
///
/// On iOS they are `@objc optional` and are called as `delegate.method?(...)`; a missing one
/// yields nil and the caller applies UIKit's default. HeadlessUIKit makes the same spelling
/// compile (Docs/UIKitFacts.md Part B §10, option 2), answering with UIKit's defaults.
@MainActor
enum GestureDelegateForwarding {
  static func shouldBegin(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer
  ) -> Bool? {
    delegate.gestureRecognizerShouldBegin?(gesture)
  }

  static func shouldReceive(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer,
    _ touch: UITouch
  ) -> Bool? {
    delegate.gestureRecognizer?(gesture, shouldReceive: touch)
  }

  static func shouldReceive(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer,
    _ event: UIEvent
  ) -> Bool? {
    delegate.gestureRecognizer?(gesture, shouldReceive: event)
  }

  static func shouldRecognizeSimultaneously(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer,
    _ other: UIGestureRecognizer
  ) -> Bool? {
    delegate.gestureRecognizer?(gesture, shouldRecognizeSimultaneouslyWith: other)
  }

  static func shouldRequireFailure(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer,
    _ other: UIGestureRecognizer
  ) -> Bool? {
    delegate.gestureRecognizer?(gesture, shouldRequireFailureOf: other)
  }

  /// The delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, or nil when it does
  /// not implement it.
  ///
  /// HeadlessUIKit cannot tell a missing method from one that answers `false` (its default):
  /// there only `true` counts as an answer.
  static func shouldBeRequiredToFail(
    _ delegate: any UIGestureRecognizerDelegate,
    _ gesture: UIGestureRecognizer,
    _ other: UIGestureRecognizer
  ) -> Bool? {
    let answer = delegate.gestureRecognizer?(gesture, shouldBeRequiredToFailBy: other)
    #if canImport(UIKit)
      return answer
    #else
      return answer == true ? true : nil
    #endif
  }
}
