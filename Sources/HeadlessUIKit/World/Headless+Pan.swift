import Foundation

extension Headless.World {
  /// A simulated finger that lands on `start` and pans `recognizer` through `translations`
  /// (cumulative, as `translation(in:)` reports them), then lifts at `velocity`.
  ///
  /// Like UIKit (`Docs/UIKitFacts.md` A10): the recognizer must be enabled and attached to a
  /// view in a window; it fails when a recognizer it was told to wait for
  /// (`require(toFail:)`) is recognizing; its delegate is asked
  /// `gestureRecognizer(_:shouldReceive:)` for the touch, then, with the first translation
  /// and the velocity already readable, `gestureRecognizerShouldBegin(_:)`, then the view's
  /// `gestureRecognizerShouldBegin(_:)`. On begin its state goes `.began`, `.changed` for each
  /// further translation, then `.ended`, and its targets receive an action at each step.
  ///
  /// - Parameters:
  ///   - recognizer: The pan recognizer the finger drives.
  ///   - start: Where the finger lands.
  ///   - translations: The cumulative translations, in order; empty means no movement.
  ///   - velocity: The velocity, in points per second, throughout and at release.
  /// - Returns: Whether the pan began.
  @discardableResult
  public func performPan(
    with recognizer: UIPanGestureRecognizer,
    from start: CGPoint,
    through translations: [CGPoint],
    velocity: CGPoint
  ) -> Bool {
    guard recognizer.isEnabled, let view = recognizer.view, let window = view.window,
      !recognizer.failureRequirements.contains(where: \.isRecognizing)
    else { return false }
    let touch = UITouch()
    touch.viewStorage = view
    touch.windowStorage = window
    touch.timestampStorage = scheduler.now
    touch.recognizerStorage = [recognizer]
    if let delegate = recognizer.delegate,
      !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    {
      return false
    }
    let first = translations.first ?? .zero
    recognizer.locationStorage = CGPoint(x: start.x + first.x, y: start.y + first.y)
    recognizer.translationStorage = first
    recognizer.velocityStorage = velocity
    recognizer.stateStorage = .began  // readable by the delegate, as UIKit's are
    let allowed =
      (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && view.gestureRecognizerShouldBegin(recognizer)
    guard allowed else {
      recognizer.stateStorage = .possible
      recognizer.translationStorage = .zero
      return false
    }
    recognizer.sendActions()
    for translation in translations.dropFirst() {
      recognizer.translationStorage = translation
      recognizer.locationStorage = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      recognizer.stateStorage = .changed
      recognizer.sendActions()
    }
    recognizer.stateStorage = .ended
    recognizer.sendActions()
    recognizer.stateStorage = .possible
    return true
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer has begun and not ended.
  var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed }
}
