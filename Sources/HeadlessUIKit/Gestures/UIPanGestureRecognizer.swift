import Foundation

/// A recognizer for dragging.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  var translationStorage = CGPoint.zero
  var velocityStorage = CGPoint.zero
  var locationStorage = CGPoint.zero
  /// The minimum number of fingers.
  open var minimumNumberOfTouches = 1
  /// The maximum number of fingers.
  open var maximumNumberOfTouches = Int.max

  /// The finger's location; the model has one coordinate space, so `view` is ignored.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: Where the pan started, moved by its translation.
  open override func location(in view: UIView?) -> CGPoint { locationStorage }

  /// The cumulative translation; the model has one coordinate space, so `view` is ignored.
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
  open func velocity(in view: UIView?) -> CGPoint {
    stateStorage == .possible ? .zero : velocityStorage
  }
}
