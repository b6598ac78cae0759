import Foundation

/// A recognizer for taps; the model recognizes one when a test calls
/// `Headless.World.tap(_:)`.
///
/// The action reaches a target that adopts ``HeadlessActionReceiving``, as for every recognizer
/// in the model (`Docs/UIKitFacts.md` A10).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps the gesture needs.
  open var numberOfTapsRequired = 1
  /// The number of fingers the gesture needs.
  open var numberOfTouchesRequired = 1

  /// Recognizes a tap: the state becomes `recognized`, every target receives the action, and
  /// the recognizer is ready again.
  func recognizeTap() {
    stateStorage = .ended
    sendActions()
    stateStorage = .possible
  }
}
