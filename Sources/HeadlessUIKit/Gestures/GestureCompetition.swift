import Foundation

/// How UIKit resolves which recognizer takes one finger, for the world's swipes
/// (`Docs/UIKitFacts.md` A12).
///
/// The competitors are the recognizers on the touched view and its ancestors that the model
/// knows would recognize the finger's movement (a scroll view's pan, a table's swipe-actions
/// pan), enabled and accepting the touch. A competitor that must wait for the driven
/// recognizer (an explicit `require(toFail:)`, its delegate's
/// `gestureRecognizer(_:shouldRequireFailureOf:)`, the driven recognizer's delegate answering
/// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` or UIKit's private twin, or a dynamic
/// requirement the driven recognizer adds) is decided after it. Any other competitor, innermost
/// first, recognizes before the driven one is asked to begin, unless the two may recognize
/// simultaneously (model choice: the nearer recognizer wins a race, as scroll views reported
/// taking a replaced delegate's edge swipe do).
@MainActor
struct GestureCompetition {
  /// The recognizer the world's control drives.
  let driven: UIGestureRecognizer
  /// The touch, already accepted by the driven recognizer's delegate.
  let touch: UITouch
  /// The finger's movement.
  let movement: FingerMovement
  /// Whether the driven recognizer makes `other` wait for it beyond the delegates' answers
  /// (UIKit's dynamic dependent requirement of the content swipe).
  var dynamicallyWaits: (UIGestureRecognizer) -> Bool = { _ in false }

  /// What happened before the driven recognizer is asked to begin.
  enum Stage {
    /// A competitor recognized first.
    case taken(by: UIGestureRecognizer)
    /// The driven recognizer decides; `waiting` take the touch, in order, if it fails.
    case drivenDecides(waiting: [UIGestureRecognizer])
  }

  /// Runs the competition up to the driven recognizer's own decision.
  func resolve() -> Stage {
    var waiting: [UIGestureRecognizer] = []
    for other in competitors() {
      if driven.mayRecognizeSimultaneously(with: other) { continue }
      if waits(other, for: driven) {
        waiting.append(other)
        continue
      }
      if begins(other) { return .taken(by: other) }
    }
    return .drivenDecides(waiting: waiting)
  }

  /// The first competitor that begins when the driven recognizer takes no part, if any.
  func firstToBegin() -> UIGestureRecognizer? {
    competitors().first { begins($0) }
  }

  /// The first of `waiting` that begins once the driven recognizer failed, if any.
  func takeAfterFailure(_ waiting: [UIGestureRecognizer]) -> UIGestureRecognizer? {
    waiting.first { begins($0) }
  }

  /// The recognizers on the touched view and its ancestors, innermost first, that would
  /// recognize the movement and accept the touch.
  private func competitors() -> [UIGestureRecognizer] {
    var found: [UIGestureRecognizer] = []
    var candidate = touch.view
    while let view = candidate {
      for recognizer in view.gestureRecognizers ?? [] where recognizer !== driven {
        recognizer.place(at: touch.location(in: nil))
        guard recognizer.isEnabled, recognizer.wouldRecognize(movement) else { continue }
        let receives = recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch)
        if receives ?? true, recognizer.delegateReceives(UIEvent()) { found.append(recognizer) }
      }
      candidate = view.superview
    }
    return found
  }

  /// Whether `waiter` must wait for `other` to fail.
  private func waits(_ waiter: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
    waiter.waits(for: other) || (other === driven && dynamicallyWaits(waiter))
  }

  /// Whether a competitor whose turn came begins: its delegate and its view let it.
  private func begins(_ other: UIGestureRecognizer) -> Bool {
    (other.delegate?.gestureRecognizerShouldBegin(other) ?? true)
      && (other.view?.gestureRecognizerShouldBegin(other) ?? false)
  }
}

extension UIGestureRecognizer {
  /// Sets where the recognizer's finger is, for the recognizers that read it.
  fileprivate func place(at point: CGPoint) {
    (self as? UIPanGestureRecognizer)?.locationStorage = point
  }
}
