import Foundation

extension Headless.World {
  /// A simulated finger that lands on `start` (on `touchedView`, UIKit's hit-test result) and
  /// pans `recognizer` through `translations` (cumulative, as `translation(in:)` reports
  /// them), then lifts at `velocity`.
  ///
  /// Like UIKit (`Docs/UIKitFacts.md` A10): the recognizer must be enabled and attached to a
  /// view in a window, and the touched view must be that view or inside it. Its delegate is
  /// asked `gestureRecognizer(_:shouldReceive:)` for the touch; then the pan fails when a
  /// recognizer it must wait for is recognizing (one it was told to wait for with
  /// `require(toFail:)`, or one its delegate names in
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`, or one whose delegate says
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`), and when another recognizer on the
  /// touched view or its ancestors is recognizing and neither delegate allows
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`. With the first translation and
  /// the velocity already readable it asks `gestureRecognizerShouldBegin(_:)`, then the view's
  /// `gestureRecognizerShouldBegin(_:)`. On begin its state goes `.began`, `.changed` for each
  /// further translation, then `.ended`, and its targets receive an action at each step.
  ///
  /// - Parameters:
  ///   - recognizer: The pan recognizer the finger drives.
  ///   - start: Where the finger lands.
  ///   - touchedView: The view under the finger; `nil` means the recognizer's view.
  ///   - translations: The cumulative translations, in order; empty means no movement.
  ///   - velocity: The velocity, in points per second, throughout and at release.
  /// - Returns: Whether the pan began.
  @discardableResult
  public func performPan(
    with recognizer: UIPanGestureRecognizer,
    from start: CGPoint,
    on touchedView: UIView? = nil,
    through translations: [CGPoint],
    velocity: CGPoint
  ) -> Bool {
    guard beginPan(recognizer, at: start, on: touchedView) != nil else { return false }
    let first = translations.first ?? .zero
    recognizer.locationStorage = CGPoint(x: start.x + first.x, y: start.y + first.y)
    recognizer.translationStorage = first
    recognizer.velocityStorage = velocity
    recognizer.stateStorage = .began  // readable by the delegate, as UIKit's are
    let allowed =
      (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? false)
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

  /// The touch a pan receives, once it was delivered and nothing the pan waits for is
  /// recognizing; `nil` when the pan fails before it is asked to begin.
  private func beginPan(
    _ recognizer: UIPanGestureRecognizer,
    at start: CGPoint,
    on touchedView: UIView?
  ) -> UITouch? {
    guard recognizer.isEnabled, let view = recognizer.view, let window = view.window else {
      return nil
    }
    let hit = touchedView ?? view
    guard hit === view || hit.isDescendant(of: view) else { return nil }
    let touch = UITouch()
    touch.viewStorage = hit
    touch.windowStorage = window
    touch.timestampStorage = scheduler.now
    touch.locationStorage = start
    let others = Self.recognizers(from: hit).filter { $0 !== recognizer }
    touch.recognizerStorage = [recognizer] + others
    if let delegate = recognizer.delegate,
      !delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    {
      return nil
    }
    if recognizer.failureRequirements.contains(where: \.isRecognizing) { return nil }
    for other in others where other.isRecognizing {
      if recognizer.mustWait(for: other) { return nil }
      if !recognizer.mayRecognizeSimultaneously(with: other) { return nil }
    }
    return touch
  }

  /// The recognizers of `view` and of its ancestors, innermost first.
  private static func recognizers(from view: UIView) -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var candidate: UIView? = view
    while let current = candidate {
      found += current.gestureRecognizers ?? []
      candidate = current.superview
    }
    return found
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer has begun and not ended.
  var isRecognizing: Bool { stateStorage == .began || stateStorage == .changed }

  /// Whether a delegate makes this recognizer wait for `other` to fail: this one's
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`, or the other's
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (else UIKit's private twin, when the
  /// other's delegate is UIKit's own; `Docs/UIKitFacts.md` A12).
  func mustWait(for other: UIGestureRecognizer) -> Bool {
    (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
      || other.delegateRequiresToFail(self)
  }

  /// Whether this recognizer waits for `other` to fail: an explicit `require(toFail:)` or a
  /// delegate's answer (``mustWait(for:)``).
  func waits(for other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0 === other } || mustWait(for: other)
  }

  /// Whether either delegate lets this recognizer recognize while `other` does.
  func mayRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
    (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
      || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
        ?? false)
  }
}
