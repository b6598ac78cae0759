import Foundation

/// A recognizer for dragging.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  var translationStorage = CGPoint.zero
  /// The minimum number of fingers.
  open var minimumNumberOfTouches = 1
  /// The maximum number of fingers.
  open var maximumNumberOfTouches = Int.max

  /// The cumulative translation in `view`'s coordinates.
  ///
  /// - Parameter view: The view, or `nil`.
  /// - Returns: The translation.
  open func translation(in view: UIView?) -> CGPoint { translationStorage }

  /// Resets the translation.
  ///
  /// - Parameters:
  ///   - translation: The new translation.
  ///   - view: The view, or `nil`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationStorage = translation
  }

  /// The velocity in points per second.
  ///
  /// - Parameter view: The view, or `nil`.
  /// - Returns: The velocity.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}
